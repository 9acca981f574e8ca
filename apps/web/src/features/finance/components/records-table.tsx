import { type Account, type FinancialRecord, formatMvr } from '@club/shared';
import { CheckCircle2, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
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
      toast.success('Success', { description: 'Record approved and posted to the journal' });
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, 'Failed to approve record') });
    }
  };

  if (records.isError) return <p className="text-red-700">Failed to load financial records</p>;
  if (!records.data) return <Spinner />;
  const { items, total, pageSize } = records.data;

  return (
    <div className="flex flex-col gap-4">
      {can('finance', 'create') && (
        <Button className="self-end" onClick={() => setRecording(true)}>
          <Plus aria-hidden /> Record Income / Expense
        </Button>
      )}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No legacy transactions yet.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">Legacy transactions</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <SortableHeader column="date" label="Date" list={paging} />
                <SortableHeader column="description" label="Description" list={paging} />
                <th className="px-4 py-3 font-medium">Account</th>
                <SortableHeader column="amount" label="Amount" list={paging} className="text-end" />
                <th className="px-4 py-3 font-medium">Status</th>
                <th className="px-4 py-3 text-end font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((record) => (
                <tr key={record.id} className="border-t border-slate-100">
                  <td className="px-4 py-2 whitespace-nowrap">{formatDate(record.transactionDate)}</td>
                  <td className="px-4 py-2">
                    {record.description}
                    <span className="block text-xs text-slate-500">
                      {record.transactionType === 'income' ? 'Income' : 'Expense'}
                      {record.category ? ` · ${record.category}` : ''}
                      {record.createdByName ? ` · by ${record.createdByName}` : ''}
                    </span>
                  </td>
                  <td className="px-4 py-2">
                    {record.accountCode} · {record.accountName}
                  </td>
                  <td className="px-4 py-2 text-end tabular-nums">
                    {record.transactionType === 'expense' ? '-' : ''}
                    {formatMvr(record.amount)}
                  </td>
                  <td className="px-4 py-2">
                    <Badge variant={record.isApproved ? 'default' : 'secondary'}>
                      {record.isApproved ? 'Approved' : 'Pending'}
                    </Badge>
                    {record.approvedByName && (
                      <span className="block text-xs text-slate-500">by {record.approvedByName}</span>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-2">
                      {!record.isApproved && can('finance', 'approve') && record.createdBy !== user?.id && (
                        <Button size="sm" onClick={() => approveRecord(record)} disabled={approve.isPending}>
                          <CheckCircle2 aria-hidden /> Approve
                        </Button>
                      )}
                      {!record.isApproved && can('finance', 'delete') && (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => deletion.ask(record)}
                          aria-label={`Delete ${record.description}`}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={paging.page} pageSize={pageSize} total={total} onPage={paging.setPage} />
      <RecordDialog open={recording} accounts={accounts} onOpenChange={setRecording} />
      <ConfirmDialog
        title="Delete record"
        message={`Delete "${deletion.target?.description ?? ''}"? This action cannot be undone.`}
        {...deletion.dialog}
      />
    </div>
  );
}
