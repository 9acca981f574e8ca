import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useConfirmEmail } from '../api/confirm-email';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
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
          <CardTitle>Email confirmation</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          {confirm.isSuccess ? (
            <p className="flex items-center gap-2 text-green-700">
              <CheckCircle2 className="size-5" aria-hidden /> {confirm.data.message}
            </p>
          ) : failed ? (
            <p className="flex items-center gap-2 text-red-700">
              <XCircle className="size-5" aria-hidden />
              {token ? errorMessage(confirm.error) : 'This confirmation link is not valid.'}
            </p>
          ) : (
            <Spinner label="Confirming your email..." />
          )}
          <Button asChild>
            <Link to={paths.auth}>Go to Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
