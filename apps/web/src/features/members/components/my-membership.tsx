import type { MyMembership as MyMembershipAnswer } from '@club/shared';
import { BadgeCheck, FileText, IdCard, RefreshCw, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DashboardSection } from '../../../components/dashboard-section';
import { ButtonLink } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, todayInClubZone } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMyMembership } from '../api/get-my-membership';
import { myReceiptUrl, useMyReceipts } from '../api/get-my-receipts';
import { useReminderChoice } from '../api/reminder-choice';
import { MembershipFacts } from './membership-facts';

/** The signed-in member's number and latest membership, on their dashboard; nothing for an account that is no member's. */
export function MyMembership() {
  const mine = useMyMembership();
  const member = mine.data?.member;
  if (!member) return null;
  const membership = mine.data?.membership;
  return (
    <DashboardSection id="my-membership" icon={BadgeCheck} title={t('members.mine.title')}>
      <MembershipFacts memberNumber={member.memberNumber} membership={membership ?? null} whose="own" showStatus />
      <ReminderChoice off={member.remindersOff} />
      <MyReceipts />
      <div className="mt-4 flex flex-wrap gap-2">
        {membership && renewalDue(membership) && (
          <ButtonLink to={paths.renew} icon={RefreshCw}>
            {t('members.mine.renew')}
          </ButtonLink>
        )}
        {member.cardEndsOn && (
          <ButtonLink to={paths.memberCard} variant="outline" icon={IdCard}>
            {t('members.mine.showCard')}
          </ButtonLink>
        )}
        <ButtonLink to={paths.statementOf(null)} variant="outline" icon={ScrollText}>
          {t('members.mine.statement')}
        </ButtonLink>
      </div>
    </DashboardSection>
  );
}

/**
 * The next season is open to renew: a paid season that has ended, or the one running now (a season paid ahead
 * has begun neither: it is renewed already). The club reminds members from 30 days before; they may renew earlier.
 */
export function renewalDue(membership: NonNullable<MyMembershipAnswer['membership']>) {
  if (membership.status === 'expired' || membership.status === 'lapsed') return true;
  return membership.status === 'active' && membership.startsOn <= todayInClubZone();
}

/** Whether the member is emailed before (and just after) their season ends. */
function ReminderChoice({ off }: { off: boolean }) {
  const choice = useReminderChoice();
  // What the member chose, shown at once (a checkbox must change when clicked) until the membership is read again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  return (
    <label className="mt-4 flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-700"
        checked={chosen ?? !off}
        disabled={choice.isPending}
        onChange={(event) => {
          const on = event.target.checked;
          setChosen(on);
          choice.mutate(
            { remindersOff: !on },
            {
              onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
              onSettled: () => setChosen(null),
            },
          );
        }}
      />
      <span>{t('members.mine.reminders')}</span>
    </label>
  );
}

/**
 * The fee receipts the club issued, each a PDF to open: the person's own (`of` omitted) or one child's, under
 * that child.
 */
export function MyReceipts({ of }: { of?: { memberId: string } }) {
  const receipts = useMyReceipts();
  const shown = (receipts.data ?? []).filter((receipt) =>
    of ? receipt.memberId === of.memberId && !receipt.own : receipt.own,
  );
  if (shown.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold">{of ? t('members.family.receipts') : t('members.mine.receipts')}</h3>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
        {shown.map((receipt) => (
          <li key={receipt.id}>
            <a
              href={myReceiptUrl(receipt.id)}
              target="_blank"
              rel="noopener"
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span className="flex items-center gap-2">
                <FileText className="size-4 text-slate-500" aria-hidden />
                <bdi className="font-mono">{receipt.receiptNumber}</bdi>
                <span>{receipt.payerName}</span>
                {receipt.void && <span className="text-red-700">{t('members.mine.void')}</span>}
              </span>
              <span className="text-slate-600">
                {formatDate(receipt.paidAt)} · <bdi>{formatMoney(receipt.amount)}</bdi>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
