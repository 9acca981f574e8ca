import { forgotPasswordSchema } from '@club/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/field-props';
import { t, translateMessage } from '../../../lib/i18n';
import { useRequestPasswordReset } from '../api/forgot-password';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const request = useRequestPasswordReset();
  const { form, fieldProps } = useSchemaForm(forgotPasswordSchema, { email: '' });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await request.mutateAsync(email);
      toast.success(t('common.toast.done'), { description: translateMessage(message) });
      onDone();
    } catch (error) {
      toast.error(t('common.toast.error'), { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600">{t('auth.forgotIntro')}</p>
      <EmailField id="forgot-email" label={t('auth.email')} {...fieldProps('email')} />
      <Button type="submit" disabled={request.isPending}>
        {t('auth.sendReset')}
      </Button>
      <Button type="button" variant="link" onClick={onDone}>
        {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}
