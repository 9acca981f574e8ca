import {
  layoutFromForm,
  STATEMENT_DATE_FORMATS,
  STATEMENT_DELIMITERS,
  type StatementFormat,
  type StatementLayoutForm,
  statementLayoutFormSchema,
} from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog, FormDialogActions } from '../../../components/ui/dialog';
import { FormField, SelectField, TextField } from '../../../components/ui/form-field';
import { Options, Select } from '../../../components/ui/select';
import { type TextKey, t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useAddStatementFormat } from '../api/add-statement-format';

const BLANK: StatementLayoutForm = {
  name: '',
  delimiter: ',',
  dateFormat: 'dd/mm/yyyy',
  postedOn: '',
  valueOn: '',
  type: '',
  reference: '',
  description: '',
  counterparty: '',
  amount: '',
  debit: '',
  credit: '',
  balance: '',
};

const DELIMITER_NAMES: Record<(typeof STATEMENT_DELIMITERS)[number], TextKey> = {
  ',': 'finance.layouts.comma',
  ';': 'finance.layouts.semicolon',
  '\t': 'finance.layouts.tab',
  '|': 'finance.layouts.bar',
};

/** The columns of a layout, as the form names them, with their labels. */
const COLUMNS = [
  ['postedOn', 'finance.layouts.postedOn'],
  ['valueOn', 'finance.layouts.valueOn'],
  ['type', 'finance.layouts.type'],
  ['reference', 'finance.layouts.reference'],
  ['description', 'finance.layouts.description'],
  ['counterparty', 'finance.layouts.counterparty'],
  ['amount', 'finance.layouts.amount'],
  ['debit', 'finance.layouts.debit'],
  ['credit', 'finance.layouts.credit'],
  ['balance', 'finance.layouts.balance'],
] as const satisfies readonly (readonly [keyof StatementLayoutForm, TextKey])[];

/**
 * Another bank's CSV export, described once from its header row: the column names as the bank writes them, the
 * separator and how dates are written. The new format is chosen for the import straight away.
 */
export function AddLayoutDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  onAdded: (format: StatementFormat) => void;
} & DialogState) {
  const adding = useAddStatementFormat();
  const { form, errors, onSubmit, rowProps } = useDialogForm({
    idPrefix: 'layout',
    schema: statementLayoutFormSchema,
    open,
    onOpenChange,
    values: () => BLANK,
    submit: async (values) => {
      const format = await adding.mutateAsync(layoutFromForm(values));
      onAdded(format);
      return format;
    },
    success: (format) => t('finance.layouts.added', { name: format.name }),
    failure: 'Failed to add the layout',
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('finance.layouts.title')}
      description={t('finance.layouts.intro')}
      className="max-h-[90vh] overflow-y-auto"
      onSubmit={onSubmit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TextField label={t('finance.layouts.name')} required dir="auto" {...rowProps('name')} />
      </div>
      <FormField id="layout-delimiter" label={t('finance.layouts.delimiter')}>
        <Select {...form.register('delimiter')}>
          <Options values={STATEMENT_DELIMITERS} label={(delimiter) => t(DELIMITER_NAMES[delimiter])} />
        </Select>
      </FormField>
      <SelectField label={t('finance.layouts.dateFormat')} {...rowProps('dateFormat')}>
        <Options values={STATEMENT_DATE_FORMATS} />
      </SelectField>
      <p className="text-sm text-slate-600 sm:col-span-2">{t('finance.layouts.columnsHint')}</p>
      {COLUMNS.map(([name, label]) => (
        <TextField
          key={name}
          id={`layout-${name}`}
          label={t(label)}
          error={errors[name]?.message}
          required={name === 'postedOn'}
          dir="auto"
          {...form.register(name)}
        />
      ))}
      <div className="sm:col-span-2">
        <FormDialogActions onCancel={() => onOpenChange(false)} pending={adding.isPending}>
          {t('finance.layouts.add')}
        </FormDialogActions>
      </div>
    </FormDialog>
  );
}
