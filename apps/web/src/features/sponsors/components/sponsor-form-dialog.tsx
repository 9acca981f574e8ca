import { type Sponsor, sponsorInputSchema } from '@club/shared';
import type { z } from 'zod';
import { FormImageField } from '../../../components/image-upload-field';
import { DateField } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, MoneyField, PhoneField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveSponsor } from '../api/save-sponsor';

type FormInput = z.input<typeof sponsorInputSchema>;

const toForm = (sponsor: Sponsor | null): FormInput => ({
  name: sponsor?.name ?? '',
  logoUrl: sponsor?.logoUrl ?? '',
  websiteUrl: sponsor?.websiteUrl ?? '',
  sponsorshipType: sponsor?.sponsorshipType ?? '',
  sponsorshipAmount: sponsor?.sponsorshipAmount ?? '',
  contactPerson: sponsor?.contactPerson ?? '',
  contactEmail: sponsor?.contactEmail ?? '',
  contactPhone: sponsor?.contactPhone ?? '',
  startDate: sponsor?.startDate ?? '',
  endDate: sponsor?.endDate ?? '',
  isActive: sponsor?.isActive ?? true,
});

export function SponsorFormDialog({
  open,
  sponsor,
  onOpenChange,
}: {
  sponsor: Sponsor | null;
} & DialogState) {
  const save = useSaveSponsor();
  const { form, dialogProps, rowProps, dateProps } = useDialogForm({
    idPrefix: 'sponsor',
    schema: sponsorInputSchema,
    open,
    onOpenChange,
    record: sponsor,
    values: () => toForm(sponsor),
    submit: (input) => save.mutateAsync({ id: sponsor?.id, input }),
    success: `Sponsor ${sponsor ? 'updated' : 'added'} successfully`,
    failure: 'Failed to save sponsor',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={sponsor ? t('sponsors.sponsorFormDialog.updateSponsor') : t('sponsors.sponsorFormDialog.addSponsor')}
      title={sponsor ? t('sponsors.sponsorFormDialog.editSponsor') : t('sponsors.sponsorFormDialog.addSponsor')}
      className="max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t('sponsors.sponsorFormDialog.companyName')} {...rowProps('name')} />
      <TextField
        label={t('sponsors.sponsorFormDialog.sponsorshipType')}
        placeholder={t('sponsors.sponsorFormDialog.goldKitPartner')}
        {...rowProps('sponsorshipType')}
      />
      <TextField
        label={t('sponsors.sponsorFormDialog.websiteUrl')}
        type="url"
        placeholder={t('sponsors.sponsorFormDialog.https')}
        {...rowProps('websiteUrl')}
      />
      <MoneyField
        label={t('sponsors.sponsorFormDialog.amountMvr')}
        placeholder="0.00"
        {...rowProps('sponsorshipAmount')}
      />
      <TextField label={t('sponsors.sponsorFormDialog.contactPerson')} {...rowProps('contactPerson')} />
      <TextField label={t('sponsors.sponsorFormDialog.contactEmail')} type="email" {...rowProps('contactEmail')} />
      <PhoneField label={t('sponsors.sponsorFormDialog.contactPhone')} {...rowProps('contactPhone')} />
      <CheckboxField
        className="self-end pb-2"
        label={t('sponsors.sponsorFormDialog.active')}
        {...form.register('isActive')}
      />
      <DateField label={t('sponsors.sponsorFormDialog.startDate')} {...dateProps('startDate')} />
      <DateField label={t('sponsors.sponsorFormDialog.endDate')} {...dateProps('endDate')} />
      <div className="sm:col-span-2">
        <FormImageField
          control={form.control}
          name="logoUrl"
          label={t('sponsors.sponsorFormDialog.logo')}
          bucket="sponsor-logos"
          failureMessage={t('sponsors.sponsorFormDialog.failedToUploadImage')}
        />
      </div>
    </FormDialog>
  );
}
