import { type Account, POSTING_ROLE_LABELS, type PostingRole } from '@club/shared';
import { Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useConfirmedDelete, useEditor } from '../../../lib/use-list-page';
import { useDeleteAccount } from '../api/delete-account';
import { AccountDialog } from './account-dialog';

export function AccountsTable({ accounts }: { accounts: Account[] }) {
  const { can } = useAuth();
  const editor = useEditor<Account>();
  const remove = useDeleteAccount();
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
