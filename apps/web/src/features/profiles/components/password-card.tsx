import { changePasswordSchema } from '@club/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { t, translateMessage } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

/** The person changes their password with the current one; their other devices are signed out. */
export function PasswordCard() {
  const change = useChangePassword();
  const { form, rowProps } = useSchemaForm(changePasswordSchema, { currentPassword: '', newPassword: '' }, 'password');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      toast.success(translateMessage(message));
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']))
        toast.error(t('common.toast.error'), { description: errorMessage(error) });
    }
  });
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">{t('profiles.password.title')}</CardTitle>
        <CardDescription>{t('profiles.password.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4" noValidate>
          <PasswordField
            label={t('profiles.password.current')}
            autoComplete="current-password"
            {...rowProps('currentPassword')}
          />
          <PasswordField label={t('profiles.password.new')} autoComplete="new-password" {...rowProps('newPassword')} />
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? t('profiles.password.changing') : t('profiles.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
