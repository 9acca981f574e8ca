import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { pageAfterSignIn } from '../../../lib/paths';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

/** Sign in, or sign up (`?tab=signup`: "Join Us"); someone signed in goes on to where they were going. */
export function AuthPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [forgotPassword, setForgotPassword] = useState(false);
  // After signing up, the way on stays on the page (a toast fades): the link in the mail.
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (loading) return <Spinner />;
  if (user) return <Redirect to={pageAfterSignIn(params.get('next'))} />;

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            {t('auth.welcome')}
          </CardTitle>
          <CardDescription>{t('auth.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          {sentTo && (
            <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              {t('auth.checkEmail', { email: sentTo })}
            </p>
          )}
          {forgotPassword ? (
            <ForgotPasswordForm onDone={() => setForgotPassword(false)} />
          ) : (
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList>
                <TabsTrigger value="signin">{t('auth.signIn')}</TabsTrigger>
                <TabsTrigger value="signup">{t('auth.signUp')}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm onForgotPassword={() => setForgotPassword(true)} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm
                  onSignedUp={(email) => {
                    setSentTo(email);
                    setTab('signin');
                  }}
                />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
