import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/** A step's submit button (held while it is sent) and its Cancel, side by side under a card's small form. */
export function SubmitOrCancel({
  pending,
  onCancel,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={pending}>
        {children}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('common.form.cancel')}
      </Button>
    </div>
  );
}
