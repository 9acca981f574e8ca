import { decisionReasonSchema } from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';

/** Asks why (a rejection, a reversal) before the decision is sent. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  success,
  failure,
  submit,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  success: string;
  failure: string;
  submit: (reason: string) => Promise<unknown>;
} & DialogState) {
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'decision',
    schema: decisionReasonSchema,
    open,
    onOpenChange,
    values: () => ({ reason: '' }),
    submit: (input) => submit(input.reason),
    success,
    failure,
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={confirmLabel}
      title={title}
      description={description}
      className="max-w-lg"
    >
      <TextareaField label={t('contributions.reasonDialog.reason')} rows={3} {...rowProps('reason')} />
    </FormDialog>
  );
}
