import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { Button } from './button';
import { DialogFooter } from './dialog';

/** The Cancel and submit buttons at the foot of every form dialog. */
export function FormDialogActions({
  onCancel,
  pending,
  disabled,
  className,
  children,
}: {
  onCancel: () => void;
  pending?: boolean;
  /** The form cannot be sent as it is (e.g. an unbalanced journal entry). */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('common.form.cancel')}
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}
