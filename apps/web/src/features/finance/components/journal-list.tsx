import type { Account, JournalEntry } from '@club/shared';

import { Plus, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { deleteById, useListPage } from '../../../lib/use-list-page';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';
import { useJournal } from '../api/get-journal';
import { useReverseJournalEntry } from '../api/reverse-journal-entry';
import { JournalEntryDialog } from './journal-entry-dialog';

export function JournalList({ accounts }: { accounts: Account[] }) {
  const { can } = useAuth();
  const reverse = useReverseJournalEntry();
  const [reversing, setReversing] = useState<JournalEntry | null>(null);
  const list = useListPage<JournalEntry>({
    ...deleteById(useDeleteJournalEntry()),
    success: 'Journal entry deleted successfully',
    failure: 'Failed to delete journal entry',
  });
  const journal = useJournal(list.query);

  const confirmReverse = async () => {
    if (!reversing) return;
    try {
      const reversal = await reverse.mutateAsync(reversing.id);
      toast.success(t('common.toast.done'), {
        description: t('finance.journalList.reversedBy', {
          entryNumber: reversing.entryNumber,
          entryNumber1: reversal.entryNumber,
        }),
      });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to save journal entry') });
    }
    setReversing(null);
  };

  if (journal.isError) return <p className="text-red-700">{t('finance.journalList.failedToLoadJournal')}</p>;
  if (!journal.data) return <Spinner />;
  const { items, total, pageSize } = journal.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label={t('finance.journalList.searchJournalEntries')}
          placeholder={t('finance.journalList.searchNumberReferenceOr')}
          value={list.search}
          onSearch={list.setSearch}
        />
        {can('finance', 'create') && (
          <Button onClick={() => list.editor.open(null)}>
            <Plus aria-hidden /> {t('finance.journalList.newJournalEntry')}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState>
          {list.search ? t('finance.journalList.noJournalEntriesMatch') : t('finance.journalList.noJournalEntriesYet')}
        </EmptyState>
      ) : (
        <CardList
          className="flex flex-col gap-3"
          aria-label={t('finance.journalList.journalEntries')}
          items={items}
          contentClassName="flex flex-col gap-3 pt-6"
        >
          {(entry) => (
            <>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold">{entry.entryNumber}</h2>
                    <span className="text-sm text-slate-600">{formatDate(entry.transactionDate)}</span>
                    {entry.sourceType && <Badge variant="secondary">{t(`finance.source.${entry.sourceType}`)}</Badge>}
                    {entry.reversedByEntryId && <Badge variant="outline">{t('finance.journalList.reversed')}</Badge>}
                  </div>
                  <p className="text-sm">{entry.description}</p>
                  <p className="text-xs text-slate-500">
                    {entry.referenceNumber
                      ? t('finance.journalList.ref', { referenceNumber: entry.referenceNumber })
                      : t('finance.journalList.noReference')}
                    {entry.createdByName ? t('finance.journalList.by', { createdByName: entry.createdByName }) : ''}
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
                      <Undo2 aria-hidden /> {t('finance.journalList.reverse')}
                    </Button>
                  )}
                </div>
              </div>
              <div className="overflow-x-auto">
                <table className="w-full text-start text-sm">
                  <caption className="sr-only">
                    {t('finance.journalList.linesOf')} {entry.entryNumber}
                  </caption>
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-1 pe-4 font-medium">{t('finance.journalList.account')}</th>
                      <th className="py-1 pe-4 text-end font-medium">{t('finance.journalList.debit')}</th>
                      <th className="py-1 text-end font-medium">{t('finance.journalList.credit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.lines.map((line) => (
                      <tr key={line.id} className="border-t border-slate-100">
                        <td className="py-1 pe-4">
                          {line.accountCode} · <bdi>{line.accountName}</bdi>
                        </td>
                        <td className="py-1 pe-4 text-end tabular-nums">
                          {line.debit === '0.00' ? '' : formatMoney(line.debit)}
                        </td>
                        <td className="py-1 text-end tabular-nums">
                          {line.credit === '0.00' ? '' : formatMoney(line.credit)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </CardList>
      )}
      <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
      <JournalEntryDialog entry={list.editor.record} accounts={accounts} {...list.editor.dialog} />
      <ConfirmDialog
        title={t('finance.journalList.deleteJournalEntry')}
        message={t('finance.journalList.areYouSureYou', { value0: list.deletion.target?.entryNumber ?? '' })}
        {...list.deletion.dialog}
      />
      <ConfirmDialog
        open={reversing !== null}
        title={t('finance.journalList.reverseJournalEntry')}
        message={t('finance.journalList.postTheMirrorImage', { value0: reversing?.entryNumber ?? '' })}
        confirmLabel={t('finance.journalList.reverse')}
        pending={reverse.isPending}
        onConfirm={confirmReverse}
        onOpenChange={(open) => !open && setReversing(null)}
      />
    </div>
  );
}
