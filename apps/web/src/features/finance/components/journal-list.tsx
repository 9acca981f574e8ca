import type { Account, JournalEntry } from '@club/shared';
import { formatMvr } from '@club/shared';
import { Plus, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { useListPage } from '../../../lib/use-list-page';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';
import { useJournal } from '../api/get-journal';
import { useReverseJournalEntry } from '../api/reverse-journal-entry';
import { JournalEntryDialog } from './journal-entry-dialog';

const SOURCE_LABELS: Record<NonNullable<JournalEntry['sourceType']>, string> = {
  registration_payment: 'Registration fee',
  registration_payment_void: 'Fee void',
  order_payment: 'Shop order',
  order_cancellation: 'Order cancelled',
  contribution: 'Contribution',
  contribution_reversal: 'Contribution reversed',
  financial_record: 'Legacy transaction',
  reversal: 'Reversal',
};

export function JournalList({ accounts }: { accounts: Account[] }) {
  const { can } = useAuth();
  const remove = useDeleteJournalEntry();
  const reverse = useReverseJournalEntry();
  const [reversing, setReversing] = useState<JournalEntry | null>(null);
  const list = useListPage<JournalEntry>({
    remove: (entry) => remove.mutateAsync(entry.id),
    pending: remove.isPending,
    success: 'Journal entry deleted successfully',
    failure: 'Failed to delete journal entry',
  });
  const journal = useJournal(list.query);

  const confirmReverse = async () => {
    if (!reversing) return;
    try {
      const reversal = await reverse.mutateAsync(reversing.id);
      toast.success('Success', { description: `${reversing.entryNumber} reversed by ${reversal.entryNumber}` });
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, 'Failed to save journal entry') });
    }
    setReversing(null);
  };

  if (journal.isError) return <p className="text-red-700">Failed to load journal entries</p>;
  if (!journal.data) return <Spinner />;
  const { items, total, pageSize } = journal.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label="Search journal entries"
          placeholder="Search number, reference or description..."
          value={list.search}
          onSearch={list.setSearch}
        />
        {can('finance', 'create') && (
          <Button onClick={() => list.editor.open(null)}>
            <Plus aria-hidden /> New Journal Entry
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {list.search ? 'No journal entries match your search.' : 'No journal entries yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Journal entries">
          {items.map((entry) => (
            <li key={entry.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 pt-6">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-semibold">{entry.entryNumber}</h2>
                        <span className="text-sm text-slate-600">{formatDate(entry.transactionDate)}</span>
                        {entry.sourceType && <Badge variant="secondary">{SOURCE_LABELS[entry.sourceType]}</Badge>}
                        {entry.reversedByEntryId && <Badge variant="outline">Reversed</Badge>}
                      </div>
                      <p className="text-sm">{entry.description}</p>
                      <p className="text-xs text-slate-500">
                        {entry.referenceNumber ? `Ref ${entry.referenceNumber}` : 'No reference'}
                        {entry.createdByName ? ` · by ${entry.createdByName}` : ''}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {entry.sourceType === null && (
                        <RowActions
                          label={entry.entryNumber}
                          canEdit={can('finance', 'edit')}
                          onEdit={() => list.editor.open(entry)}
                          canDelete={can('finance', 'delete')}
                          onDelete={() => list.deletion.ask(entry)}
                        />
                      )}
                      {can('finance', 'approve') && !entry.reversedByEntryId && !entry.reversesEntryId && (
                        <Button variant="outline" size="sm" onClick={() => setReversing(entry)}>
                          <Undo2 aria-hidden /> Reverse
                        </Button>
                      )}
                    </div>
                  </div>
                  <div className="overflow-x-auto">
                    <table className="w-full text-start text-sm">
                      <caption className="sr-only">Lines of {entry.entryNumber}</caption>
                      <thead className="text-slate-500">
                        <tr>
                          <th className="py-1 pe-4 font-medium">Account</th>
                          <th className="py-1 pe-4 text-end font-medium">Debit</th>
                          <th className="py-1 text-end font-medium">Credit</th>
                        </tr>
                      </thead>
                      <tbody>
                        {entry.lines.map((line) => (
                          <tr key={line.id} className="border-t border-slate-100">
                            <td className="py-1 pe-4">
                              {line.accountCode} · {line.accountName}
                            </td>
                            <td className="py-1 pe-4 text-end tabular-nums">
                              {line.debit === '0.00' ? '' : formatMvr(line.debit)}
                            </td>
                            <td className="py-1 text-end tabular-nums">
                              {line.credit === '0.00' ? '' : formatMvr(line.credit)}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
      <JournalEntryDialog entry={list.editor.record} accounts={accounts} {...list.editor.dialog} />
      <ConfirmDialog
        title="Delete journal entry"
        message={`Are you sure you want to delete ${list.deletion.target?.entryNumber ?? ''}? This action cannot be undone.`}
        {...list.deletion.dialog}
      />
      <ConfirmDialog
        open={reversing !== null}
        title="Reverse journal entry"
        message={`Post the mirror image of ${reversing?.entryNumber ?? ''}, dated today? The original stays in the journal.`}
        confirmLabel="Reverse"
        pending={reverse.isPending}
        onConfirm={confirmReverse}
        onOpenChange={(open) => !open && setReversing(null)}
      />
    </div>
  );
}
