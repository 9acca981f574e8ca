import { toast } from 'sonner';
import { t } from '../lib/i18n';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/** "Confirm it is you": the code before a protected action; `onClose(true)` once it is given. */
export function SecondFactorDialog({ onClose }: { onClose: (given: boolean) => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('common.secondFactor.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('common.secondFactor.confirmIntro')}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
