import {
  type Account,
  clubToday,
  FINANCE_MESSAGES,
  fromCents,
  type JournalEntry,
  journalEntryInputSchema,
  toCents,
} from '@club/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { AddRowButton, RowIconButton } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatMoney, t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveJournalEntry } from '../api/save-journal-entry';

type FormInput = z.input<typeof journalEntryInputSchema>;

const blankLine = { accountId: '', debit: '', credit: '', description: '' };

const toForm = (entry: JournalEntry | null): FormInput => ({
  transactionDate: entry?.transactionDate ?? clubToday(),
  referenceNumber: entry?.referenceNumber ?? '',
  description: entry?.description ?? '',
  lines: entry
    ? entry.lines.map((line) => ({
        accountId: line.accountId,
        debit: line.debit === '0.00' ? '' : line.debit,
        credit: line.credit === '0.00' ? '' : line.credit,
        description: line.description ?? '',
      }))
    : [blankLine, blankLine],
});

/** Cents of a typed amount; anything that is not an amount counts as nothing (the schema reports it). */
const cents = (value: unknown) => {
  const text = String(value ?? '').trim();
  return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? toCents(text) : 0n;
};

/** New or edited journal entry: balanced to the cent, at least two lines, one side per line. */
export function JournalEntryDialog({
  open,
  entry,
  accounts,
  onOpenChange,
}: {
  entry: JournalEntry | null;
  accounts: Account[];
} & DialogState) {
  const save = useSaveJournalEntry();
  const { form, errors, dialogProps, rowProps, dateProps } = useDialogForm({
    idPrefix: 'je',
    schema: journalEntryInputSchema,
    open,
    onOpenChange,
    record: entry,
    values: () => toForm(entry),
    submit: (input) => save.mutateAsync({ id: entry?.id, input }),
    success: t('finance.journalEntryDialog.journalEntrySuccessfully', { value0: entry ? 'updated' : 'created' }),
    failure: 'Failed to save journal entry',
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = form.watch('lines') ?? [];
  const debits = watched.reduce((sum, line) => sum + cents(line.debit), 0n);
  const credits = watched.reduce((sum, line) => sum + cents(line.credit), 0n);
  const balanced = debits === credits && debits > 0n;
  const [accountFilter, setAccountFilter] = useState('');
  const needle = accountFilter.trim().toLowerCase();
  const active = accounts.filter((account) => account.isActive);
  /** The accounts a line offers: those matching the search, and always the one it has chosen. */
  const optionsFor = (chosen: string) =>
    active.filter(
      (account) =>
        account.id === chosen ||
        !needle ||
        `${account.accountCode} ${account.accountName}`.toLowerCase().includes(needle),
    );

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={entry ? t('finance.journalEntryDialog.updateEntry') : t('finance.journalEntryDialog.createEntry')}
      submitDisabled={!balanced}
      title={
        entry
          ? t('finance.journalEntryDialog.edit', { entryNumber: entry.entryNumber })
          : t('finance.journalEntryDialog.newJournalEntry')
      }
      description={t('finance.journalEntryDialog.debitsMustEqualCredits')}
      className="max-w-3xl"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField label={t('finance.journalEntryDialog.date')} {...dateProps('transactionDate')} />
        <TextField label={t('finance.journalEntryDialog.reference')} {...rowProps('referenceNumber')} />
        <TextField label={t('finance.journalEntryDialog.description')} {...rowProps('description')} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('finance.journalEntryDialog.lines')}</legend>
        <Input
          type="search"
          aria-label={t('finance.journalEntryDialog.findAnAccount')}
          placeholder={t('finance.journalEntryDialog.findAnAccountBy')}
          className="max-w-xs"
          value={accountFilter}
          onChange={(e) => setAccountFilter(e.target.value)}
        />
        {lines.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <Select
              aria-label={t('finance.journalEntryDialog.lineAccount', { value0: index + 1 })}
              className="col-span-2 sm:col-span-1"
              {...form.register(`lines.${index}.accountId`)}
            >
              <option value="">{t('finance.journalEntryDialog.chooseAnAccount')}</option>
              {optionsFor(watched[index]?.accountId ?? '').map((account) => (
                <option key={account.id} value={account.id}>
                  {account.accountCode} · {account.accountName}
                </option>
              ))}
            </Select>
            <Input
              aria-label={t('finance.journalEntryDialog.lineDebit', { value0: index + 1 })}
              inputMode="decimal"
              placeholder={t('finance.journalEntryDialog.debit')}
              {...form.register(`lines.${index}.debit`)}
            />
            <Input
              aria-label={t('finance.journalEntryDialog.lineCredit', { value0: index + 1 })}
              inputMode="decimal"
              placeholder={t('finance.journalEntryDialog.credit')}
              {...form.register(`lines.${index}.credit`)}
            />
            <RowIconButton
              icon={Trash2}
              type="button"
              className="self-center"
              disabled={lines.fields.length <= 2}
              onClick={() => lines.remove(index)}
              label={t('finance.journalEntryDialog.removeLine', { value0: index + 1 })}
            />
            {(errors.lines?.[index]?.accountId?.message || errors.lines?.[index]?.debit?.message) && (
              <p className="col-span-full text-sm text-red-600">
                {errors.lines?.[index]?.accountId?.message ?? errors.lines?.[index]?.debit?.message}
              </p>
            )}
          </div>
        ))}
        <AddRowButton onClick={() => lines.append(blankLine)}>{t('finance.journalEntryDialog.addLine')}</AddRowButton>
      </fieldset>
      <p
        role="status"
        className={balanced ? 'text-sm font-medium text-emerald-700' : 'text-sm font-medium text-red-700'}
      >
        {balanced
          ? t('finance.journalEntryDialog.balanced', { amount: formatMoney(fromCents(debits)) })
          : FINANCE_MESSAGES.notBalanced(fromCents(debits), fromCents(credits))}
      </p>
      {(errors.lines?.message || errors.lines?.root?.message) && (
        <p className="text-sm text-red-600">{errors.lines?.message ?? errors.lines?.root?.message}</p>
      )}
    </FormDialog>
  );
}
