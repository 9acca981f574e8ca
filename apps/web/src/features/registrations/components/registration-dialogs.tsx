import {
  collectFeeSchema,
  formatMvr,
  membershipRegistrationSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  REGISTRATION_MESSAGES,
  type Registration,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCollectFee } from '../api/collect-fee';
import { useUpdateMembershipRegistration } from '../api/update-membership-registration';

export function ViewRegistrationDialog({
  registration,
  onOpenChange,
}: {
  registration: Registration | null;
  onOpenChange: (open: boolean) => void;
}) {
  const rows: [string, string | null | undefined][] = registration
    ? [
        ['Form Number', registration.formNumber],
        [registration.type === 'academy' ? 'Student Name' : 'Full Name', registration.fullName],
        ['ID Card Number', registration.idCardNumber],
        ['Date of Birth', formatDate(registration.dateOfBirth)],
        ['Mobile Number', registration.mobileNumber],
        ['Atoll and Island', registration.atollIsland],
        ['Permanent Address', registration.permanentAddress],
        ['Present Address', registration.presentAddress],
        ...(registration.type === 'membership'
          ? ([
              ['Job Category', registration.jobCategory],
              ['Job Designation', registration.jobDesignation],
              ['Member of another club', registration.otherClubMember ? `Yes: ${registration.otherClubName}` : 'No'],
            ] as [string, string | null | undefined][])
          : ([
              ['Academy Sport', registration.academySport],
              ['Parent Name', registration.parentName],
              ['Parent ID Card', registration.parentIdCard],
              ['Viber/WhatsApp', registration.viberWhatsappNumber],
              ['Comments', registration.comments],
            ] as [string, string | null | undefined][])),
        ['Registered', formatDateTime(registration.createdAt)],
      ]
    : [];
  return (
    <Dialog open={registration !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Registration {registration?.formNumber}</DialogTitle>
          <DialogDescription>
            <Badge variant={registration?.paymentStatus === 'Paid' ? 'default' : 'secondary'}>
              {registration?.paymentStatus}
            </Badge>
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {registration?.payment && (
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            Paid {formatMvr(registration.payment.amount)} by{' '}
            {PAYMENT_METHOD_LABELS[registration.payment.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS]} on{' '}
            {formatDateTime(registration.payment.paymentDate)}, receipt {registration.payment.receiptNumber}.{' '}
            <a
              className="underline"
              href={`/api/admin/payments/${registration.payment.id}/receipt.pdf`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Download receipt
            </a>
          </p>
        )}
        <DialogFooter>
          {registration && (
            <Button asChild variant="outline">
              <a href={registration.idCardUrl} target="_blank" rel="noopener noreferrer">
                View ID Card
              </a>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type CollectForm = z.input<typeof collectFeeSchema>;

export function CollectFeeDialog({
  registration,
  defaultAmount,
  onOpenChange,
}: {
  registration: Registration | null;
  defaultAmount: string;
  onOpenChange: (open: boolean) => void;
}) {
  const collect = useCollectFee();
  const form = useForm<CollectForm, unknown, z.output<typeof collectFeeSchema>>({
    resolver: zodResolver(collectFeeSchema),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (registration) form.reset({ amount: defaultAmount, paymentMethod: 'cash', receiptNumber: '', notes: '' });
  }, [registration, defaultAmount, form]);
  const onSubmit = form.handleSubmit(async (input) => {
    if (!registration) return;
    try {
      const payment = await collect.mutateAsync({ type: registration.type, id: registration.id, input });
      toast.success('Success', {
        description: 'Payment recorded successfully',
        action: { label: 'Receipt', onClick: () => window.open(payment.receiptUrl, '_blank', 'noopener') },
      });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(REGISTRATION_MESSAGES.paymentRecordedTitle, { description: error.message });
        onOpenChange(false);
      } else {
        toast.error('Error', { description: 'Failed to record payment' });
      }
    }
  });
  return (
    <Dialog open={registration !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Collect Registration Fee</DialogTitle>
          <DialogDescription>
            {registration?.formNumber} · {registration?.fullName}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id="collect-amount" label="Amount (MVR)" error={errors.amount?.message}>
            <Input id="collect-amount" inputMode="decimal" step="0.01" {...form.register('amount')} />
          </FormField>
          <FormField id="collect-method" label="Payment Method" error={errors.paymentMethod?.message}>
            <Select id="collect-method" {...form.register('paymentMethod')}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
          </FormField>
          {registration?.type === 'membership' && (
            <>
              <FormField
                id="collect-receipt"
                label="Receipt Number (optional, generated if empty)"
                error={errors.receiptNumber?.message}
              >
                <Input id="collect-receipt" {...form.register('receiptNumber')} />
              </FormField>
              <FormField id="collect-notes" label="Notes" error={errors.notes?.message}>
                <Textarea id="collect-notes" rows={2} {...form.register('notes')} />
              </FormField>
            </>
          )}
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={collect.isPending}>
            Record Payment
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

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
        dateOfBirth: registration.dateOfBirth,
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
      toast.success('Success', { description: 'Registration updated successfully' });
      onOpenChange(false);
    } catch {
      toast.error('Error', { description: 'Failed to update registration' });
    }
  });
  const text = (name: keyof EditForm & string, label: string, type = 'text') => (
    <FormField id={`edit-${name}`} label={label} error={errors[name]?.message}>
      <Input id={`edit-${name}`} type={type} {...form.register(name)} />
    </FormField>
  );
  return (
    <Dialog open={registration !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Registration {registration?.formNumber}</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
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
            <legend className="text-sm font-medium text-slate-700">Member of another club?</legend>
            <div className="flex gap-6 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="false" {...form.register('otherClubMember')} /> No
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="true" {...form.register('otherClubMember')} /> Yes
              </label>
            </div>
          </fieldset>
          {otherClub && text('otherClubName', 'Club Name')}
          <FormDialogActions className="sm:col-span-2" onCancel={() => onOpenChange(false)} pending={update.isPending}>
            Save Changes
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
