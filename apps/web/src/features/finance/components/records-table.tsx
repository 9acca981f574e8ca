import type { Account, FinancialRecord } from '@club/shared';
import { CheckCircle2, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button, RowIconButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, EmptyState } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { useConfirmedDelete } from '../../../lib/use-list-page';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useApproveRecord } from '../api/approve-financial-record';
import { useDeleteRecord } from '../api/delete-financial-record';
import { type RecordSortColumn, useFinancialRecords } from '../api/get-financial-records';
import { RecordDialog } from './record-dialog';

export function RecordsTable({ accounts }: { accounts: Account[] }) {
  const { can, user } = useAuth();
  const paging = usePagedSearch<RecordSortColumn>();
  const [recording, setRecording] = useState(false);
  const records = useFinancialRecords(paging.query);
  const approve = useApproveRecord();
  const remove = useDeleteRecord();
  const deletion = useConfirmedDelete<FinancialRecord>({
    remove: (record) => remove.mutateAsync(record.id),
    pending: remove.isPending,
    success: 'Record deleted successfully',
    failure: 'Failed to delete record',
  });
  const approveRecord = async (record: FinancialRecord) => {
    try {
      await approve.mutateAsync(record.id);
      toast.success(t('common.toast.done'), { description: 'Record approved and posted to the journal' });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to approve record') });
    }
  };

  if (records.isError) return <p className="text-red-700">{t('finance.recordsTable.failedToLoadFinancial')}</p>;
  if (!records.data) return <Spinner />;
  const { items, total, pageSize } = records.data;

  return (
    <div className="flex flex-col gap-4">
      {can('finance', 'create') && (
        <Button className="self-end" onClick={() => setRecording(true)}>
          <Plus aria-hidden /> {t('finance.recordsTable.recordIncomeExpense')}
        </Button>
      )}
      {items.length === 0 ? (
        <EmptyState>{t('finance.recordsTable.noLegacyTransactionsYet')}</EmptyState>
      ) : (
        <DataTable
          caption={t('finance.recordsTable.legacyTransactions')}
          head={
            <>
              <SortableHeader column="date" label={t('finance.recordsTable.date')} list={paging} />
              <SortableHeader column="description" label={t('finance.recordsTable.description')} list={paging} />
              <th className="px-4 py-3 font-medium">{t('finance.recordsTable.account')}</th>
              <SortableHeader
                column="amount"
                label={t('finance.recordsTable.amount')}
                list={paging}
                className="text-end"
              />
              <th className="px-4 py-3 font-medium">{t('finance.recordsTable.status')}</th>
              <th className="px-4 py-3 text-end font-medium">{t('finance.recordsTable.actions')}</th>
            </>
          }
        >
          {items.map((record) => (
            <tr key={record.id} className="border-t border-slate-100">
              <td className="px-4 py-2 whitespace-nowrap">{formatDate(record.transactionDate)}</td>
              <td className="px-4 py-2">
                {record.description}
                <span className="block text-xs text-slate-500">
                  {record.transactionType === 'income'
                    ? t('finance.recordsTable.income')
                    : t('finance.recordsTable.expense')}
                  {record.category ? ` · ${record.category}` : ''}
                  {record.createdByName ? t('finance.recordsTable.by', { createdByName: record.createdByName }) : ''}
                </span>
              </td>
              <td className="px-4 py-2">
                {record.accountCode} · {record.accountName}
              </td>
              <td className="px-4 py-2 text-end tabular-nums">
                {record.transactionType === 'expense' ? '-' : ''}
                {formatMoney(record.amount)}
              </td>
              <td className="px-4 py-2">
                <Badge variant={record.isApproved ? 'default' : 'secondary'}>
                  {record.isApproved ? t('finance.recordsTable.approved') : t('finance.recordsTable.pending')}
                </Badge>
                {record.approvedByName && (
                  <span className="block text-xs text-slate-500">
                    {t('finance.recordsTable.by')} {record.approvedByName}
                  </span>
                )}
              </td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-2">
                  {!record.isApproved && can('finance', 'approve') && record.createdBy !== user?.id && (
                    <Button size="sm" onClick={() => approveRecord(record)} disabled={approve.isPending}>
                      <CheckCircle2 aria-hidden /> {t('finance.recordsTable.approve')}
                    </Button>
                  )}
                  {!record.isApproved && can('finance', 'delete') && (
                    <RowIconButton
                      icon={Trash2}
                      onClick={() => deletion.ask(record)}
                      label={t('finance.recordsTable.delete', { description: record.description })}
                    />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={paging.page} pageSize={pageSize} total={total} onPage={paging.setPage} />
      <RecordDialog open={recording} accounts={accounts} onOpenChange={setRecording} />
      <ConfirmDialog
        title={t('finance.recordsTable.deleteRecord')}
        message={t('finance.recordsTable.deleteThisActionCannot', { value0: deletion.target?.description ?? '' })}
        {...deletion.dialog}
      />
    </div>
  );
}
