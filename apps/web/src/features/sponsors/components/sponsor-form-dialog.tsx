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
  const { form, dialogProps, fieldProps } = useDialogForm({
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
      <TextField id="sponsor-name" label={t('sponsors.sponsorFormDialog.companyName')} {...fieldProps('name')} />
      <TextField
        id="sponsor-type"
        label={t('sponsors.sponsorFormDialog.sponsorshipType')}
        placeholder={t('sponsors.sponsorFormDialog.goldKitPartner')}
        {...fieldProps('sponsorshipType')}
      />
      <TextField
        id="sponsor-website"
        label={t('sponsors.sponsorFormDialog.websiteUrl')}
        type="url"
        placeholder={t('sponsors.sponsorFormDialog.https')}
        {...fieldProps('websiteUrl')}
      />
      <MoneyField
        id="sponsor-amount"
        label={t('sponsors.sponsorFormDialog.amountMvr')}
        placeholder="0.00"
        {...fieldProps('sponsorshipAmount')}
      />
      <TextField
        id="sponsor-contact"
        label={t('sponsors.sponsorFormDialog.contactPerson')}
        {...fieldProps('contactPerson')}
      />
      <TextField
        id="sponsor-email"
        label={t('sponsors.sponsorFormDialog.contactEmail')}
        type="email"
        {...fieldProps('contactEmail')}
      />
      <PhoneField
        id="sponsor-phone"
        label={t('sponsors.sponsorFormDialog.contactPhone')}
        {...fieldProps('contactPhone')}
      />
      <CheckboxField
        className="self-end pb-2"
        label={t('sponsors.sponsorFormDialog.active')}
        {...form.register('isActive')}
      />
      <DateField
        id="sponsor-start"
        label={t('sponsors.sponsorFormDialog.startDate')}
        control={form.control}
        name="startDate"
      />
      <DateField
        id="sponsor-end"
        label={t('sponsors.sponsorFormDialog.endDate')}
        control={form.control}
        name="endDate"
      />
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
