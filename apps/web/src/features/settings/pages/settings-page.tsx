import {
  type ClubLogo,
  type ClubSettings,
  clubSettingsSchema,
  SETTINGS_LIMITS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormImageField, ImageFileButton } from '../../../components/image-upload-field';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  CheckboxField,
  FormField,
  MoneyField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { rowBinder } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { monthName, t } from '../../../lib/i18n';
import { postForm } from '../../../lib/upload';
import { useAdminSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { SecondFactorRolesCard } from '../components/second-factor-roles-card';

type FormInput = z.input<typeof clubSettingsSchema>;
type FormOutput = z.output<typeof clubSettingsSchema>;

const toForm = (settings: ClubSettings): FormInput => ({
  identity: {
    name: { en: settings.identity.name.en, dv: settings.identity.name.dv ?? '' },
    shortName: { en: settings.identity.shortName.en ?? '', dv: settings.identity.shortName.dv ?? '' },
    motto: { en: settings.identity.motto.en ?? '', dv: settings.identity.motto.dv ?? '' },
    registrationNumber: settings.identity.registrationNumber ?? '',
    logo: settings.identity.logo,
    colours: settings.identity.colours,
  },
  bankAccount: {
    bankName: settings.bankAccount.bankName ?? '',
    accountName: settings.bankAccount.accountName ?? '',
    accountNumber: settings.bankAccount.accountNumber ?? '',
  },
  contributionGoal: settings.contributionGoal,
  uploadLimitsMb: settings.uploadLimitsMb,
  metricsToken: settings.metricsToken ?? '',
  contact: {
    email: settings.contact.email ?? '',
    phone: settings.contact.phone ?? '',
    address: settings.contact.address ?? '',
  },
  publicSite: {
    heroImageUrl: settings.publicSite.heroImageUrl ?? '',
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, settings.publicSite.social[network] ?? '']),
    ) as Record<(typeof SOCIAL_NETWORKS)[number], string>,
  },
  backups: settings.backups,
  membership: settings.membership,
});

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export function SettingsPage() {
  return (
    <AdminFrame moduleId="settings" title={t('settings.settingsPage.clubSettings')}>
      <div className="flex flex-col gap-6">
        <SettingsForm />
        <SecondFactorRolesCard />
      </div>
    </AdminFrame>
  );
}

function SettingsForm() {
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(clubSettingsSchema) });
  const { rowProps } = rowBinder(form, 'settings');
  const { errors, isDirty } = form.formState;

  // The saved settings fill the form when they arrive and whenever they change (another admin saved), never over
  // a field this admin has typed into.
  useEffect(() => {
    if (settings.data) form.reset(toForm(settings.data), { keepDirtyValues: true });
  }, [settings.data, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      form.reset(toForm(await save.mutateAsync(input)));
      toast.success(t('common.toast.done'), { description: 'Club settings saved' });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['contributionGoal', 'metricsToken'])) {
        toast.error(t('settings.settingsPage.failedToSaveSettings'), { description: errorMessage(error) });
      }
    }
  });

  if (settings.isError) return <p className="text-red-700">{t('settings.settingsPage.failedToLoadThe')}</p>;
  if (!settings.data) return <Spinner />;

  return (
    <form onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <IdentityCard form={form} />

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.settingsPage.bankAccountForTransfers')}</CardTitle>
          <p className="text-sm text-slate-600">{t('settings.settingsPage.shownToMembersPaying')}</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('settings.settingsPage.bank')} {...rowProps('bankAccount.bankName')} />
          <TextField label={t('settings.settingsPage.accountName')} {...rowProps('bankAccount.accountName')} />
          <TextField
            label={t('settings.settingsPage.accountNumber')}
            inputMode="numeric"
            {...rowProps('bankAccount.accountNumber')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.settingsPage.contributionsAndUploads')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <MoneyField label={t('settings.settingsPage.contributionGoalMvr')} {...rowProps('contributionGoal')} />
          <TextField
            label={t('settings.settingsPage.largestPhotoMb')}
            type="number"
            min={1}
            max={SETTINGS_LIMITS.maxUploadMb}
            {...rowProps('uploadLimitsMb.images')}
          />
          <TextField
            label={t('settings.settingsPage.largestDocumentMb')}
            type="number"
            min={1}
            max={SETTINGS_LIMITS.maxUploadMb}
            {...rowProps('uploadLimitsMb.documents')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.settingsPage.contactDetails')}</CardTitle>
          <p className="text-sm text-slate-600">{t('settings.settingsPage.messagesFromTheContact')}</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('settings.settingsPage.email')} type="email" {...rowProps('contact.email')} />
          <PhoneField label={t('settings.settingsPage.phone')} {...rowProps('contact.phone')} />
          <div className="sm:col-span-2">
            <TextareaField label={t('settings.settingsPage.address')} rows={2} {...rowProps('contact.address')} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.settingsPage.publicSite')}</CardTitle>
          <p className="text-sm text-slate-600">{t('settings.settingsPage.thePhotographBehindThe')}</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormImageField
              control={form.control}
              name="publicSite.heroImageUrl"
              label={t('settings.settingsPage.homePagePhoto')}
              bucket="site-images"
              failureMessage={t('settings.settingsPage.failedToUploadImage')}
            />
          </div>
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              id={`social-${network}`}
              label={t('settings.settingsPage.page', { value0: SOCIAL_NETWORK_LABELS[network] })}
              error={errors.publicSite?.social?.[network]?.message}
              type="url"
              placeholder={t('settings.settingsPage.https')}
              {...form.register(`publicSite.social.${network}`)}
            />
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.settingsPage.backups')}</CardTitle>
          <p className="text-sm text-slate-600">{t('settings.settingsPage.everyDayThePortal')}</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <CheckboxField
            className="self-end pb-2 font-medium sm:col-span-3"
            label={t('settings.settingsPage.backUpEveryDay')}
            {...form.register('backups.enabled')}
          />
          <SelectField label={t('settings.settingsPage.atClubTime')} {...rowProps('backups.hour')}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {String(hour).padStart(2, '0')}:00
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('settings.settingsPage.backupsToKeep')}
            type="number"
            min={1}
            max={365}
            {...rowProps('backups.keep')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.settingsPage.membershipYear')}</CardTitle>
          <p className="text-sm text-slate-600">{t('settings.settingsPage.membershipYearExplained')}</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('settings.settingsPage.seasonStartsIn')} {...rowProps('membership.yearStartMonth')}>
            <Options values={MONTHS} label={monthName} />
          </SelectField>
          <TextField
            label={t('settings.settingsPage.graceDays')}
            type="number"
            min={0}
            max={365}
            inputMode="numeric"
            {...rowProps('membership.graceDays')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.settingsPage.monitoring')}</CardTitle>
        </CardHeader>
        <CardContent>
          <TextField
            label={t('settings.settingsPage.metricsTokenBlankMetrics')}
            autoComplete="off"
            spellCheck={false}
            {...rowProps('metricsToken')}
          />
        </CardContent>
      </Card>

      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? t('settings.settingsPage.saving') : t('settings.settingsPage.saveSettings')}
        </Button>
        {isDirty && <span className="text-sm text-slate-600">{t('settings.settingsPage.youHaveUnsavedChanges')}</span>}
      </div>
    </form>
  );
}

type SettingsFormApi = ReturnType<typeof useForm<FormInput, unknown, FormOutput>>;

/** The club's name in both languages, its motto and registration number, and its two colours. */
function IdentityCard({ form }: { form: SettingsFormApi }) {
  const errors = form.formState.errors.identity;
  const thaana = { dir: 'rtl', lang: 'dv' } as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.settingsPage.identity')}</CardTitle>
        <p className="text-sm text-slate-600">{t('settings.settingsPage.identityHint')}</p>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="identity-name-en"
          label={t('settings.settingsPage.clubNameEnglish')}
          required
          error={errors?.name?.en?.message}
          {...form.register('identity.name.en')}
        />
        <TextField
          id="identity-name-dv"
          label={t('settings.settingsPage.clubNameDhivehi')}
          error={errors?.name?.dv?.message}
          {...thaana}
          {...form.register('identity.name.dv')}
        />
        <TextField
          id="identity-short-en"
          label={t('settings.settingsPage.shortNameEnglish')}
          error={errors?.shortName?.en?.message}
          {...form.register('identity.shortName.en')}
        />
        <TextField
          id="identity-short-dv"
          label={t('settings.settingsPage.shortNameDhivehi')}
          error={errors?.shortName?.dv?.message}
          {...thaana}
          {...form.register('identity.shortName.dv')}
        />
        <TextField
          id="identity-motto-en"
          label={t('settings.settingsPage.mottoEnglish')}
          error={errors?.motto?.en?.message}
          {...form.register('identity.motto.en')}
        />
        <TextField
          id="identity-motto-dv"
          label={t('settings.settingsPage.mottoDhivehi')}
          error={errors?.motto?.dv?.message}
          {...thaana}
          {...form.register('identity.motto.dv')}
        />
        <LogoField form={form} />
        <TextField
          id="identity-registration"
          label={t('settings.settingsPage.registrationNumber')}
          hint={t('settings.settingsPage.registrationNumberHint')}
          error={errors?.registrationNumber?.message}
          {...form.register('identity.registrationNumber')}
        />
        <div className="grid grid-cols-2 gap-4 sm:col-span-2">
          <ColourField
            form={form}
            name="identity.colours.primary"
            label={t('settings.settingsPage.mainColour')}
            hint={t('settings.settingsPage.mainColourHint')}
            error={errors?.colours?.primary?.message}
          />
          <ColourField
            form={form}
            name="identity.colours.accent"
            label={t('settings.settingsPage.accentColour')}
            hint={t('settings.settingsPage.accentColourHint')}
            error={errors?.colours?.accent?.message}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** A colour typed as #rrggbb, with the browser's colour picker beside it. */
function ColourField({
  form,
  name,
  label,
  hint,
  error,
}: {
  form: SettingsFormApi;
  name: 'identity.colours.primary' | 'identity.colours.accent';
  label: string;
  hint: string;
  error?: string;
}) {
  const id = name.replaceAll('.', '-');
  const value = form.watch(name) ?? '';
  return (
    <div className="flex items-start gap-2">
      <input
        type="color"
        aria-label={t('settings.settingsPage.pickColour', { colour: label })}
        className="mt-7 h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300"
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
        onChange={(event) => form.setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })}
      />
      <div className="min-w-0 flex-1">
        <FormField id={id} label={label} hint={hint} error={error}>
          <Input dir="ltr" className="font-mono" maxLength={7} {...form.register(name)} />
        </FormField>
      </div>
    </div>
  );
}

/** The club's logo: uploaded as SVG, PNG, JPEG or WebP, drawn by the server into the sizes the portal shows. */
function LogoField({ form }: { form: SettingsFormApi }) {
  const logo = form.watch('identity.logo');
  const choose = (next: ClubLogo | null) => form.setValue('identity.logo', next, { shouldDirty: true });
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <span className="text-sm font-medium">{t('settings.settingsPage.logo')}</span>
      <div className="flex flex-wrap items-center gap-3">
        <img
          src={logo?.icon ?? '/favicon.svg'}
          alt=""
          className="size-14 rounded-md border border-slate-200 bg-slate-900 p-1"
        />
        <ImageFileButton
          label={t('settings.settingsPage.uploadLogo')}
          accept="image/svg+xml,image/png,image/jpeg,image/webp"
          failureMessage={t('settings.settingsPage.failedToUploadLogo')}
          onFile={async (file) => {
            const body = new FormData();
            body.append('file', file);
            choose((await postForm<{ logo: ClubLogo }>('/api/admin/settings/logo', body)).logo);
          }}
        />
        {logo && (
          <Button type="button" variant="outline" size="sm" onClick={() => choose(null)}>
            {t('settings.settingsPage.removeLogo')}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-600">{t('settings.settingsPage.logoHint')}</p>
    </div>
  );
}
