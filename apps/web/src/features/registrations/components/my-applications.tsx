import { ClipboardList } from 'lucide-react';
import { DashboardSection } from '../../../components/dashboard-section';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatMoney, t } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { usePublicSettings } from '../../../lib/public-settings';
import { sportLabel } from '../../../lib/sport-label';
import { useMyApplications } from '../api/get-my-applications';

/**
 * The forms the signed-in person sent that the club has not decided yet, on their dashboard: what each is for,
 * whether its fee has arrived, and, until it has, the amount, the account and the reference to pay with.
 */
export function MyApplications() {
  const applications = useMyApplications();
  const bank = usePublicSettings().data?.bankAccount;
  if (!applications.data?.length) return null;
  return (
    <DashboardSection
      id="my-applications"
      icon={ClipboardList}
      title={t('registrations.mine.title')}
      contentClassName="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-600">{t('registrations.mine.explained')}</p>
      <ul className="flex flex-col gap-3">
        {applications.data.map((application) => (
          <li key={application.formNumber} className="rounded-md border border-slate-200 p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-semibold">
                {application.type === 'academy'
                  ? t('registrations.mine.academy', { sport: sportLabel(application.sport ?? '') })
                  : t('registrations.mine.membership', { plan: planLabel(application.plan ?? 'regular') })}
              </h3>
              <Badge variant={application.paid ? 'default' : 'outline'}>
                {application.paid ? t('registrations.mine.paid') : t('registrations.mine.due')}
              </Badge>
            </div>
            <p className="mt-1 text-slate-600">
              <bdi>{application.fullName}</bdi> ·{' '}
              {t('registrations.mine.sentOn', {
                formNumber: application.formNumber,
                date: formatDate(application.submittedAt),
              })}
            </p>
            {!application.paid && (
              <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="text-slate-600">{t('registrations.payment.amount')}</dt>
                <dd className="font-semibold">
                  <bdi>{formatMoney(application.amount)}</bdi>
                </dd>
                {bank?.accountNumber && (
                  <>
                    <dt className="text-slate-600">{t('registrations.payment.transferTo')}</dt>
                    <dd>
                      <bdi>{bank.bankName}</bdi> · <bdi>{bank.accountName}</bdi> ·{' '}
                      <bdi dir="ltr" className="font-mono">
                        {bank.accountNumber}
                      </bdi>
                    </dd>
                  </>
                )}
                {application.paymentReference && (
                  <>
                    <dt className="text-slate-600">{t('registrations.payment.writeReference')}</dt>
                    <dd>
                      <bdi dir="ltr" className="font-mono font-bold">
                        {application.paymentReference}
                      </bdi>
                    </dd>
                  </>
                )}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
