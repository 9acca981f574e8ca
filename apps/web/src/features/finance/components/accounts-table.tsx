import { type Account, OPENING_BALANCE_TYPES, POSTING_ROLE_LABELS, type PostingRole } from '@club/shared';
import { Plus, Scale } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { useConfirmedDelete, useEditor } from '../../../lib/use-list-page';
import { useDeleteAccount } from '../api/delete-account';
import { useOpeningBalances } from '../api/opening-balances';
import { AccountDialog } from './account-dialog';
import { OpeningBalanceDialog } from './opening-balance-dialog';

export function AccountsTable({ accounts }: { accounts: Account[] }) {
  const { can } = useAuth();
  const editor = useEditor<Account>();
  const remove = useDeleteAccount();
  const openings = useOpeningBalances();
  const [opening, setOpening] = useState<Account | null>(null);
  const openingOf = (account: Account) => openings.data?.find((each) => each.accountId === account.id) ?? null;
  const carriesOpening = (account: Account) =>
    account.isActive && (OPENING_BALANCE_TYPES as readonly string[]).includes(account.accountType);
  const deletion = useConfirmedDelete<Account>({
    remove: (account) => remove.mutateAsync(account.id),
    pending: remove.isPending,
    success: 'Account deleted successfully',
    failure: 'Failed to delete account',
  });

  return (
    <div className="flex flex-col gap-4">
      {can('finance', 'create') && (
        <Button className="self-end" onClick={() => editor.open(null)}>
          <Plus aria-hidden /> {t('finance.accountsTable.addAccount')}
        </Button>
      )}
      <DataTable
        caption={t('finance.accountsTable.chartOfAccounts')}
        head={
          <>
            <th className="px-4 py-3 font-medium">{t('finance.accountsTable.code')}</th>
            <th className="px-4 py-3 font-medium">{t('finance.accountsTable.name')}</th>
            <th className="px-4 py-3 font-medium">{t('finance.accountsTable.type')}</th>
            <th className="px-4 py-3 font-medium">{t('finance.accountsTable.status')}</th>
            <th className="px-4 py-3 text-end font-medium">{t('finance.accountsTable.actions')}</th>
          </>
        }
      >
        {accounts.map((account) => {
          const inUse = account.hasLines || account.postingRoles.length > 0;
          return (
            <tr key={account.id} className="border-t border-slate-100">
              <td className="px-4 py-2 tabular-nums">{account.accountCode}</td>
              <td className="px-4 py-2">
                <bdi>{account.accountName}</bdi>
                {openingOf(account) && (
                  <span className="block text-xs text-slate-600">
                    {t('finance.accountsTable.openingBalance', {
                      day: formatDate(openingOf(account)?.on ?? ''),
                      amount: formatMoney(openingOf(account)?.amount ?? '0'),
                    })}
                  </span>
                )}
                {account.postingRoles.length > 0 && (
                  <span className="block text-xs text-slate-500">
                    {t('finance.accountsTable.posts')}{' '}
                    {account.postingRoles.map((role) => POSTING_ROLE_LABELS[role as PostingRole] ?? role).join(', ')}
                  </span>
                )}
              </td>
              <td className="px-4 py-2">
                {account.accountType}
                {account.accountSubtype ? ` · ${account.accountSubtype}` : ''}
              </td>
              <td className="px-4 py-2">
                <Badge variant={account.isActive ? 'default' : 'outline'}>
                  {account.isActive ? t('finance.accountsTable.active') : t('finance.accountsTable.inactive')}
                </Badge>
              </td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-2">
                  {can('finance', 'edit') && carriesOpening(account) && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('finance.accountsTable.setOpeningOf', { account: account.accountName })}
                      onClick={() => setOpening(account)}
                    >
                      <Scale aria-hidden /> {t('finance.accountsTable.setOpening')}
                    </Button>
                  )}
                  <RowActions
                    label={`${account.accountCode} ${account.accountName}`}
                    canEdit={can('finance', 'edit')}
                    onEdit={() => editor.open(account)}
                    canDelete={can('finance', 'delete') && !inUse}
                    onDelete={() => deletion.ask(account)}
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <AccountDialog account={editor.record} accounts={accounts} {...editor.dialog} />
      {opening && (
        <OpeningBalanceDialog
          account={{ id: opening.id, name: opening.accountName }}
          opening={openingOf(opening)}
          suggestedDay={null}
          open
          onOpenChange={(stillOpen) => setOpening(stillOpen ? opening : null)}
        />
      )}
      <ConfirmDialog
        title={t('finance.accountsTable.deleteAccount')}
        message={t('finance.accountsTable.deleteThisActionCannot', {
          value0: deletion.target?.accountCode ?? '',
          value1: deletion.target?.accountName ?? '',
        })}
        {...deletion.dialog}
      />
    </div>
  );
}
