import { isLanguage, LANGUAGE_NAMES, LANGUAGES, MESSAGES, type Profile, profileUpdateSchema } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Redirect } from '../../../components/redirect';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { BIRTH_YEARS, DateField } from '../../../components/ui/date-input';
import { FormField, NameField, PhoneField, TextareaField, TextField } from '../../../components/ui/form-field';
import { RoleBadge } from '../../../components/ui/role-badge';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { rowBinder } from '../../../lib/field-props';
import { pageLanguage, t, translateMessage } from '../../../lib/i18n';
import { showPortalIn } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PasskeysCard } from '../components/passkeys-card';
import { PasswordCard } from '../components/password-card';
import { PrivacyCard } from '../components/privacy-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoStepCard } from '../components/two-step-card';

type FormInput = z.input<typeof profileUpdateSchema>;
type FormOutput = z.output<typeof profileUpdateSchema>;

/** `notifications`: the club's notices on this device (the notifications feature's card). */
export function ProfilePage({ notifications }: { notifications: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={paths.auth} />;
  return <SignedInProfile notifications={notifications} />;
}

/** Asks for the profile only once someone is known to be signed in (no 401 for a visitor sent to sign in). */
function SignedInProfile({ notifications }: { notifications: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t('profiles.loading')} />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <p className="py-16 text-center text-slate-600">
        {translateMessage(missing ? MESSAGES.profileNotFound : MESSAGES.profileLoadFailed)}
      </p>
    );
  }
  return <ProfileForm profile={profile.data} notifications={notifications} />;
}

function ProfileForm({ profile, notifications }: { profile: Profile; notifications: ReactNode }) {
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      fullName: profile.fullName,
      phone: profile.phone ?? '',
      address: profile.address ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
    },
  });
  const { rowProps } = rowBinder(form, 'profile');
  const { isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({
        fullName: saved.fullName,
        phone: saved.phone ?? '',
        address: saved.address ?? '',
        dateOfBirth: saved.dateOfBirth ?? '',
      });
      toast.success(t('common.toast.done'), { description: translateMessage(MESSAGES.profileUpdated) });
    } catch {
      toast.error(t('common.toast.error'), { description: translateMessage(MESSAGES.profileUpdateFailed) });
    }
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <ButtonLink to={paths.dashboard} variant="ghost" className="mb-4" icon={ArrowLeft}>
        {t('profiles.back')}
      </ButtonLink>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('profiles.title')}
          </CardTitle>
          <CardDescription>{t('profiles.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
            <TextField
              id="profile-email"
              label={t('profiles.email')}
              value={profile.email}
              readOnly
              disabled
              dir="ltr"
            />
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-slate-700">{t('profiles.role')}</span>
              <div className="flex h-10 items-center">
                <RoleBadge role={profile.role} name={profile.roleName} label={profile.roleDisplayName} />
              </div>
            </div>
            <NameField label={t('profiles.fullName')} {...rowProps('fullName')} />
            <PhoneField
              label={t('profiles.phone')}
              autoComplete="tel"
              dir="ltr"
              placeholder={t('profiles.phonePlaceholder')}
              {...rowProps('phone')}
            />
            <DateField
              id="profile-dob"
              label={t('profiles.dateOfBirth')}
              control={form.control}
              name="dateOfBirth"
              years={BIRTH_YEARS}
            />
            <div className="sm:col-span-2">
              <TextareaField
                label={t('profiles.address')}
                autoComplete="street-address"
                dir="auto"
                {...rowProps('address')}
              />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={update.isPending || !isDirty}>
                {update.isPending ? t('profiles.saving') : t('profiles.save')}
              </Button>
            </div>
          </form>
          <LanguageChoice chosen={profile.language} />
        </CardContent>
      </Card>
      <PasswordCard />
      <TwoStepCard />
      <PasskeysCard />
      <SessionsCard />
      {notifications}
      <PrivacyCard />
    </div>
  );
}

/**
 * The language of the portal's screens and of the club's emails to this person (the top bar's switch sets
 * the same). Until they choose, their browser's language is shown.
 */
function LanguageChoice({ chosen }: { chosen: Profile['language'] }) {
  const [pending, setPending] = useState(false);
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <FormField id="profile-language" label={t('profiles.language')} hint={t('profiles.languageHint')}>
        <Select
          value={chosen ?? pageLanguage()}
          disabled={pending}
          onChange={(event) => {
            const language = event.target.value;
            if (!isLanguage(language)) return;
            setPending(true);
            showPortalIn(language).catch((error: unknown) => {
              setPending(false);
              toast.error(t('common.toast.error'), { description: errorMessage(error) });
            });
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
