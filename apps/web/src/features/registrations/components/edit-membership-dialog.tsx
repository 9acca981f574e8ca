import { membershipRegistrationSchema, type Registration } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useUpdateMembershipRegistration } from '../api/update-membership-registration';

type EditForm = z.input<typeof membershipRegistrationSchema>;

export function EditMembershipDialog({
  registration,
  onOpenChange,
}: {
  registration: Registration | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateMembershipRegistration();
  const form = useForm<EditForm, unknown, z.output<typeof membershipRegistrationSchema>>({
    resolver: zodResolver(membershipRegistrationSchema),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (registration) {
      form.reset({
        fullName: registration.fullName,
        permanentAddress: registration.permanentAddress,
        presentAddress: registration.presentAddress ?? '',
        idCardNumber: registration.idCardNumber,
        dateOfBirth: registration.dateOfBirth ?? '',
        atollIsland: registration.atollIsland,
        mobileNumber: registration.mobileNumber,
        jobCategory: registration.jobCategory ?? '',
        jobDesignation: registration.jobDesignation ?? '',
        otherClubMember: registration.otherClubMember ? 'true' : 'false',
        otherClubName: registration.otherClubName ?? '',
      });
    }
  }, [registration, form]);
  const otherClub = String(form.watch('otherClubMember')) === 'true';
  const onSubmit = form.handleSubmit(async (input) => {
    if (!registration) return;
    try {
      await update.mutateAsync({ id: registration.id, input });
      toast.success(t('common.toast.done'), { description: 'Registration updated successfully' });
      onOpenChange(false);
    } catch {
      toast.error(t('common.toast.error'), { description: 'Failed to update registration' });
    }
  });
  const text = (name: keyof EditForm & string, label: string, type = 'text') => (
    <TextField id={`edit-${name}`} label={label} error={errors[name]?.message} type={type} {...form.register(name)} />
  );
  return (
    <FormDialog
      submitLabel={t('registrations.editMembershipDialog.saveChanges')}
      pending={update.isPending}
      open={registration !== null}
      onOpenChange={onOpenChange}
      title={
        <>
          {t('registrations.editMembershipDialog.editRegistration')} {registration?.formNumber}
        </>
      }
      className="max-w-2xl"
      onSubmit={onSubmit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {text('fullName', 'Full Name')}
      {text('idCardNumber', 'ID Card Number')}
      {text('dateOfBirth', 'Date of Birth', 'date')}
      {text('mobileNumber', 'Mobile Number', 'tel')}
      {text('atollIsland', 'Atoll and Island')}
      {text('permanentAddress', 'Permanent Address')}
      {text('presentAddress', 'Present Address')}
      {text('jobCategory', 'Job Category')}
      {text('jobDesignation', 'Job Designation')}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">
          {t('registrations.editMembershipDialog.memberOfAnotherClub')}
        </legend>
        <div className="flex gap-6 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="false" {...form.register('otherClubMember')} />{' '}
            {t('registrations.editMembershipDialog.no')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="true" {...form.register('otherClubMember')} />{' '}
            {t('registrations.editMembershipDialog.yes')}
          </label>
        </div>
      </fieldset>
      {otherClub && text('otherClubName', 'Club Name')}
    </FormDialog>
  );
}
