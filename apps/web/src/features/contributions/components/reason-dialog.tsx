import { decisionReasonSchema } from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
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
  const { form, onSubmit, fieldProps } = useDialogForm({
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
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className="max-w-lg"
      onSubmit={onSubmit}
    >
      <TextareaField
        id="decision-reason"
        label={t('contributions.reasonDialog.reason')}
        rows={3}
        {...fieldProps('reason')}
      />
      <FormDialogActions onCancel={() => onOpenChange(false)} pending={form.formState.isSubmitting}>
        {confirmLabel}
      </FormDialogActions>
    </FormDialog>
  );
}
