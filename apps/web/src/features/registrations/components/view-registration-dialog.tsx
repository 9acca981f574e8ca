import { formatPhone, PAYMENT_METHOD_LABELS, type Registration } from '@club/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DialogFooter, TitledDialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatMoney, type TextKey, t, translateMessage } from '../../../lib/i18n';
import { sportLabel } from '../../../lib/sport-label';
import { VoidPaymentForm } from './void-payment-form';

export function ViewRegistrationDialog({
  registration,
  onOpenChange,
}: {
  registration: Registration | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { can } = useAuth();
  const field = (name: string) => t(`registrations.viewRegistrationDialog.fields.${name}` as TextKey);
  const rows: [string, string | null | undefined][] = registration
    ? [
        [field('formNumber'), registration.formNumber],
        [field(registration.type === 'academy' ? 'studentName' : 'fullName'), registration.fullName],
        [field('idCardNumber'), registration.idCardNumber],
        [field('dateOfBirth'), registration.dateOfBirth && formatDate(registration.dateOfBirth)],
        [field('mobileNumber'), formatPhone(registration.mobileNumber)],
        [field('atollIsland'), registration.atollIsland],
        [field('permanentAddress'), registration.permanentAddress],
        [field('presentAddress'), registration.presentAddress],
        ...(registration.type === 'membership'
          ? ([
              [field('jobCategory'), registration.jobCategory],
              [field('jobDesignation'), registration.jobDesignation],
              [
                field('otherClub'),
                registration.otherClubMember
                  ? t('registrations.viewRegistrationDialog.fields.otherClubYes', {
                      club: registration.otherClubName ?? '',
                    })
                  : t('registrations.form.no'),
              ],
            ] as [string, string | null | undefined][])
          : ([
              [field('academySport'), registration.academySport && sportLabel(registration.academySport)],
              [field('parentName'), registration.parentName],
              [field('parentIdCard'), registration.parentIdCard],
              [
                field('viberWhatsapp'),
                registration.viberWhatsappNumber && formatPhone(registration.viberWhatsappNumber),
              ],
              [field('comments'), registration.comments],
            ] as [string, string | null | undefined][])),
        [field('registered'), formatDateTime(registration.createdAt)],
      ]
    : [];
  return (
    <TitledDialog
      open={registration !== null}
      onOpenChange={onOpenChange}
      title={
        <>
          {t('registrations.viewRegistrationDialog.registration')} {registration?.formNumber}
        </>
      }
      description={
        <Badge variant={registration?.paymentStatus === 'Paid' ? 'default' : 'secondary'}>
          {registration && t(`registrations.paymentStatus.${registration.paymentStatus}`)}
        </Badge>
      }
      className="max-w-2xl"
    >
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
          {t('registrations.viewRegistrationDialog.paid')} {formatMoney(registration.payment.amount)}{' '}
          {t('registrations.viewRegistrationDialog.by')}{' '}
          {translateMessage(
            PAYMENT_METHOD_LABELS[registration.payment.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS],
          )}{' '}
          {t('registrations.viewRegistrationDialog.on')} {formatDateTime(registration.payment.paymentDate)}
          {t('registrations.viewRegistrationDialog.receipt')} {registration.payment.receiptNumber}.{' '}
          <a
            className="underline"
            href={`/api/admin/payments/${registration.payment.id}/receipt.pdf`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('registrations.viewRegistrationDialog.downloadReceipt')}
          </a>
        </p>
      )}
      {registration?.payment && can('finance', 'approve') && (
        <VoidPaymentForm paymentId={registration.payment.id} onVoided={() => onOpenChange(false)} />
      )}
      <DialogFooter>
        {registration?.idCardUrl && (
          <Button asChild variant="outline">
            <a href={registration.idCardUrl} target="_blank" rel="noopener noreferrer">
              {t('registrations.viewRegistrationDialog.viewIdCard')}
            </a>
          </Button>
        )}
      </DialogFooter>
    </TitledDialog>
  );
}
