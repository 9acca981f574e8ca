import type { FamilyChild } from '@club/shared';
import { IdCard, type LucideIcon, RefreshCw, ScrollText, UserPlus, UserRoundCheck, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { DashboardSection } from '../../../components/dashboard-section';
import { Button, ButtonLink } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { FamilyAction } from '../api/family-action';
import { useFamily } from '../api/get-family';
import { MembershipFacts } from './membership-facts';
import { MembershipStatusBadge } from './membership-status-badge';
import { MyReceipts, renewalDue } from './my-membership';

/** The email form (and its validation code) loads when a guardian first wants it. */
const loadDialog = () => import('./family-email-dialog');
const FamilyEmailDialog = lazy(loadDialog);
const preloadDialog = { onPointerEnter: loadDialog, onFocus: loadDialog };

/**
 * The children the signed-in account is a guardian of, on their dashboard: each child's membership or
 * academy enrolment, renewing it, the child's card, a second guardian, and handing an adult child's record over.
 */
export function MyFamily() {
  const family = useFamily();
  const [open, setOpen] = useState<{ child: FamilyChild; action: FamilyAction } | null>(null);
  const children = family.data?.children ?? [];
  if (children.length === 0) return null;
  return (
    <DashboardSection
      id="my-family"
      icon={Users}
      title={t('members.family.title')}
      contentClassName="flex flex-col gap-4"
      outside={
        <Suspense fallback={null}>
          {open && (
            <FamilyEmailDialog
              child={open.child}
              action={open.action}
              onOpenChange={(isOpen) => !isOpen && setOpen(null)}
            />
          )}
        </Suspense>
      }
    >
      <p className="text-sm text-slate-600">{t('members.family.explained')}</p>
      <ul className="flex flex-col gap-3">
        {children.map((child) => (
          <li key={child.memberId}>
            <Child child={child} onAction={(action) => setOpen({ child, action })} />
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

function Child({ child, onAction }: { child: FamilyChild; onAction: (action: FamilyAction) => void }) {
  const membership = child.membership;
  const headingId = `child-${child.memberId}`;
  return (
    <article aria-labelledby={headingId} className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {child.fullName}
        </h3>
        {membership && <MembershipStatusBadge status={membership.status} />}
      </div>
      <div className="mt-2">
        <MembershipFacts memberNumber={child.memberNumber} membership={membership} whose="child" showStatus={false} />
      </div>
      {child.invited.length > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          {t('members.family.invited', {
            emails: child.invited.map((each) => each.email).join(t('members.family.listSeparator')),
          })}
        </p>
      )}
      <MyReceipts of={child} />
      <p className="mt-2 text-sm text-slate-600">
        {t('members.family.guardians', {
          names: child.guardians
            .map((guardian) => (guardian.you ? t('members.family.you') : guardian.name))
            .join(t('members.family.listSeparator')),
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {membership && renewalDue(membership) && (
          <ChildLink
            to={paths.renewFor(child.memberId)}
            label={t('members.family.renew', { name: child.fullName })}
            icon={RefreshCw}
            primary
          >
            {t('members.family.renewShort')}
          </ChildLink>
        )}
        {membership && membership.paidAmount !== null && (
          <ChildLink
            to={paths.memberCardOf(child.memberId)}
            label={t('members.family.showCard', { name: child.fullName })}
            icon={IdCard}
          >
            {t('members.family.cardShort')}
          </ChildLink>
        )}
        <ChildLink
          to={paths.statementOf(child.memberId)}
          label={t('members.family.statement', { name: child.fullName })}
          icon={ScrollText}
        >
          {t('members.family.statementShort')}
        </ChildLink>
        <Button size="sm" variant="outline" onClick={() => onAction('guardians')} {...preloadDialog}>
          <UserPlus aria-hidden /> {t('members.family.inviteGuardian')}
        </Button>
        {child.ofAge && (
          <Button size="sm" variant="outline" onClick={() => onAction('hand-over')} {...preloadDialog}>
            <UserRoundCheck aria-hidden /> {t('members.family.handOver')}
          </Button>
        )}
      </div>
    </article>
  );
}

/** A short link about one child, named in full for those who hear it (Renew, Card, Statement: whose). */
function ChildLink({
  to,
  label,
  icon,
  primary = false,
  children,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  primary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <ButtonLink to={to} aria-label={label} size="sm" variant={primary ? 'default' : 'outline'} icon={icon}>
      {children}
    </ButtonLink>
  );
}
