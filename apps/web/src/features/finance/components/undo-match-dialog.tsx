import { type StatementLineRow, undoMatchSchema } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { formatMoney, t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useStatementMatch } from '../api/match-statement-line';

/** Undo a line's match with the reason: a confirmation it made is reversed, a link ended. */
export function UndoMatchDialog({
  line,
  onOpenChange,
}: {
  line: StatementLineRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const match = useStatementMatch();
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'undo',
    schema: undoMatchSchema,
    open: line !== null,
    onOpenChange,
    record: line?.id,
    values: () => ({ reason: '' }),
    submit: ({ reason }) => match.mutateAsync({ lineId: line?.id ?? '', reason }),
    success: (result) => result.message,
    failure: 'Failed to undo the match',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('finance.statements.undo')}
      title={t('finance.statements.undoTitle')}
      description={
        <>
          <bdi dir="ltr">{line?.paymentReference}</bdi> · <bdi>{line && formatMoney(line.amount)}</bdi>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {line?.match?.confirmedPayment ? t('finance.statements.undoReverses') : t('finance.statements.undoUnlinks')}
      </p>
      <TextField label={t('finance.statements.undoReason')} required {...rowProps('reason')} />
    </FormDialog>
  );
}
