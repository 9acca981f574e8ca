import { resetPasswordSchema } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: params.get('token') ?? '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await reset.mutateAsync(values);
      toast.success(t('common.toast.done'), { description: translateMessage(message) });
      navigate(paths.auth);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['newPassword'])) {
        toast.error(t('common.toast.error'), { description: errorMessage(error) });
      }
    }
  });
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>{t('auth.newPasswordTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <PasswordField
              id="new-password"
              label={t('auth.newPassword')}
              error={form.formState.errors.newPassword?.message ?? form.formState.errors.token?.message}
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
            <Button type="submit" disabled={reset.isPending}>
              {t('auth.setPassword')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
