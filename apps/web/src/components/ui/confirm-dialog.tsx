import { t } from '../../lib/i18n';
import { Button } from './button';
import type { DialogState } from './dialog';
import { DialogFooter, TitledDialog } from './dialog';

/** Asks before a destructive action; `message` is the spec's confirmation text. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = t('common.form.delete'),
  pending,
  onConfirm,
  onOpenChange,
}: {
  title: string;
  message: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
} & DialogState) {
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={title} description={message} role="alertdialog">
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('common.form.cancel')}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
