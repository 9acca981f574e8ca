import {
  type ClubSettings,
  clubSettingsSchema,
  PHONE_HINT,
  SETTINGS_LIMITS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ImageUploadField } from '../../../components/image-upload-field';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useAdminSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';

type FormInput = z.input<typeof clubSettingsSchema>;
type FormOutput = z.output<typeof clubSettingsSchema>;

const toForm = (settings: ClubSettings): FormInput => ({
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
});

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function SettingsPage() {
  return (
    <AdminFrame moduleId="settings" title="Club Settings">
      <SettingsForm />
    </AdminFrame>
  );
}

function SettingsForm() {
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(clubSettingsSchema) });
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    if (settings.data) form.reset(toForm(settings.data));
  }, [settings.data, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      form.reset(toForm(await save.mutateAsync(input)));
      toast.success('Success', { description: 'Club settings saved' });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['contributionGoal', 'metricsToken'])) {
        toast.error('Failed to save settings', { description: errorMessage(error) });
      }
    }
  });

  if (settings.isError) return <p className="text-red-700">Failed to load the club settings</p>;
  if (!settings.data) return <Spinner />;

  return (
    <form onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <Card>
        <CardHeader>
          <CardTitle>Bank account for transfers</CardTitle>
          <p className="text-sm text-slate-600">Shown to members paying for shop orders and contributions.</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="bank-name" label="Bank" error={errors.bankAccount?.bankName?.message}>
            <Input id="bank-name" {...form.register('bankAccount.bankName')} />
          </FormField>
          <FormField id="account-name" label="Account name" error={errors.bankAccount?.accountName?.message}>
            <Input id="account-name" {...form.register('bankAccount.accountName')} />
          </FormField>
          <FormField id="account-number" label="Account number" error={errors.bankAccount?.accountNumber?.message}>
            <Input id="account-number" inputMode="numeric" {...form.register('bankAccount.accountNumber')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Contributions and uploads</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <FormField id="contribution-goal" label="Contribution goal (MVR)" error={errors.contributionGoal?.message}>
            <Input id="contribution-goal" inputMode="decimal" {...form.register('contributionGoal')} />
          </FormField>
          <FormField id="limit-images" label="Largest photo (MB)" error={errors.uploadLimitsMb?.images?.message}>
            <Input
              id="limit-images"
              type="number"
              min={1}
              max={SETTINGS_LIMITS.maxUploadMb}
              {...form.register('uploadLimitsMb.images')}
            />
          </FormField>
          <FormField
            id="limit-documents"
            label="Largest document (MB)"
            error={errors.uploadLimitsMb?.documents?.message}
          >
            <Input
              id="limit-documents"
              type="number"
              min={1}
              max={SETTINGS_LIMITS.maxUploadMb}
              {...form.register('uploadLimitsMb.documents')}
            />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Contact details</CardTitle>
          <p className="text-sm text-slate-600">Messages from the contact form go to this email address.</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="contact-email" label="Email" error={errors.contact?.email?.message}>
            <Input id="contact-email" type="email" {...form.register('contact.email')} />
          </FormField>
          <FormField id="contact-phone" label="Phone" hint={PHONE_HINT} error={errors.contact?.phone?.message}>
            <Input id="contact-phone" type="tel" {...form.register('contact.phone')} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField id="contact-address" label="Address" error={errors.contact?.address?.message}>
              <Textarea id="contact-address" rows={2} {...form.register('contact.address')} />
            </FormField>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Public site</CardTitle>
          <p className="text-sm text-slate-600">
            The photograph behind the home page's title (a wide landscape picture works best: it is cropped to fit every
            screen) and the club's pages on social networks, shown in the footer.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Controller
              control={form.control}
              name="publicSite.heroImageUrl"
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label="Home page photo"
                  bucket="site-images"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  failureMessage="Failed to upload image"
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          {SOCIAL_NETWORKS.map((network) => (
            <FormField
              key={network}
              id={`social-${network}`}
              label={`${SOCIAL_NETWORK_LABELS[network]} page`}
              error={errors.publicSite?.social?.[network]?.message}
            >
              <Input
                id={`social-${network}`}
                type="url"
                placeholder="https://"
                {...form.register(`publicSite.social.${network}`)}
              />
            </FormField>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Backups</CardTitle>
          <p className="text-sm text-slate-600">
            Every day the portal copies its database and files into one encrypted archive, and once a week it restores
            the latest into a scratch database to prove it can be restored. The backend screen shows each run.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium sm:col-span-3">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('backups.enabled')} />
            Back up every day
          </label>
          <FormField id="backup-hour" label="At (club time)" error={errors.backups?.hour?.message}>
            <Select id="backup-hour" {...form.register('backups.hour')}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {String(hour).padStart(2, '0')}:00
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="backup-keep" label="Backups to keep" error={errors.backups?.keep?.message}>
            <Input id="backup-keep" type="number" min={1} max={365} {...form.register('backups.keep')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Monitoring</CardTitle>
        </CardHeader>
        <CardContent>
          <FormField id="metrics-token" label="Metrics token (blank: metrics off)" error={errors.metricsToken?.message}>
            <Input id="metrics-token" autoComplete="off" spellCheck={false} {...form.register('metricsToken')} />
          </FormField>
        </CardContent>
      </Card>

      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
        {isDirty && <span className="text-sm text-slate-600">You have unsaved changes.</span>}
      </div>
    </form>
  );
}
