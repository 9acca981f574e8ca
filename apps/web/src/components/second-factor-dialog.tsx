import { toast } from 'sonner';
import { t } from '../lib/i18n';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { Button } from './ui/button';
import { TitledDialog } from './ui/dialog';

/** "Confirm it is you": the code before a protected action; `onClose(true)` once it is given. */
export function SecondFactorDialog({ onClose }: { onClose: (given: boolean) => void }) {
  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={t('common.secondFactor.confirmTitle')}
      description={t('common.secondFactor.confirmIntro')}
    >
      <SecondFactorCodeForm
        offerTrust={false}
        onDone={(message) => {
          toast.success(message);
          onClose(true);
        }}
        actions={
          <Button type="button" variant="outline" onClick={() => onClose(false)}>
            {t('common.form.cancel')}
          </Button>
        }
      />
    </TitledDialog>
  );
}
