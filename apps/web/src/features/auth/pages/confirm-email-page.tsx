import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useConfirmEmail } from '../api/confirm-email';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const { user } = useAuth();
  const sent = useRef(false);

  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>{t('auth.confirmTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          {confirm.isSuccess ? (
            <p className="flex items-center gap-2 text-green-700">
              <CheckCircle2 className="size-5" aria-hidden /> {translateMessage(confirm.data.message)}
            </p>
          ) : failed ? (
            <p className="flex items-center gap-2 text-red-700">
              <XCircle className="size-5" aria-hidden />
              {token ? errorMessage(confirm.error) : translateMessage('This confirmation link is not valid.')}
            </p>
          ) : (
            <Spinner label={t('auth.confirming')} />
          )}
          {confirm.isSuccess || user ? (
            <ButtonLink to={paths.dashboard}>{t('auth.goToDashboard')}</ButtonLink>
          ) : (
            <ButtonLink to={paths.auth}>{t('auth.goToSignIn')}</ButtonLink>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
