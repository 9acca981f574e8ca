import { compareText } from '@club/shared';
import { GraduationCap, IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { PageSection, PublicPage } from '../../components/layouts/public-page';
import { Loaded } from '../../components/page-state';
import { ButtonLink } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { UserText } from '../../components/ui/user-text';
import { usePlans } from '../../features/registrations/api/get-plans';
import { usePublicTeams } from '../../features/teams/api/get-teams';
import { formatMoney, t } from '../../lib/i18n';
import { planLabel } from '../../lib/membership-labels';
import { paths } from '../../lib/paths';
import { sportLabel } from '../../lib/sport-label';

/** The plans and their prices are the club's fee structures: what staff collect, renewals offer and the form asks. */
export function MembershipPage() {
  const teams = usePublicTeams();
  const plans = usePlans();
  return (
    <PublicPage title={t('pages.membership.title')} intro={t('pages.membership.intro')}>
      <section className="grid gap-6 md:grid-cols-2" aria-label={t('pages.membership.signUp')}>
        <Card>
          <CardHeader>
            <IdCard className="size-8 text-brand-700" aria-hidden />
            <CardTitle>{t('pages.membership.membershipTitle')}</CardTitle>
            <CardDescription>{t('pages.membership.membershipText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ButtonLink to={paths.membershipRegistration}>{t('pages.membership.membershipButton')}</ButtonLink>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <GraduationCap className="size-8 text-brand-700" aria-hidden />
            <CardTitle>{t('pages.membership.academyTitle')}</CardTitle>
            <CardDescription>{t('pages.membership.academyText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ButtonLink to={paths.academyRegistration}>{t('pages.membership.academyButton')}</ButtonLink>
          </CardContent>
        </Card>
      </section>
      <PageSection id="plans-heading" title={t('pages.membership.plans')}>
        <Loaded query={plans} failed={t('pages.membership.plansFailed')}>
          {(data) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {data.plans.map(({ plan, amount }) => (
                <li key={plan}>
                  <Card className="flex h-full flex-col">
                    <CardHeader>
                      <CardTitle>{planLabel(plan)}</CardTitle>
                      <p className="text-3xl font-bold">
                        <bdi>{formatMoney(amount)}</bdi>
                      </p>
                      <p className="text-sm text-slate-600">{t('pages.membership.perSeason')}</p>
                    </CardHeader>
                    <CardContent className="mt-auto">
                      <ButtonLink
                        to={`${paths.membershipRegistration}?plan=${plan}`}
                        aria-label={t('pages.membership.applyFor', { plan: planLabel(plan) })}
                        variant="outline"
                        className="w-full"
                      >
                        {t('pages.membership.apply')}
                      </ButtonLink>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
        {plans.data && (
          <p className="mt-4 text-sm text-slate-600">
            {t('pages.membership.academyFee', { amount: formatMoney(plans.data.academy) })}
          </p>
        )}
      </PageSection>
      <PageSection id="teams-heading" title={t('pages.membership.teams')}>
        <Loaded query={teams} failed={t('pages.membership.teamsFailed')}>
          {(data) => (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {[...data]
                .sort((a, b) => compareText(a.name, b.name))
                .map((team) => (
                  <li key={team.id}>
                    <Link
                      to={paths.teamPlayers(team.id)}
                      className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow-sm"
                    >
                      <UserText className="font-medium">{team.name}</UserText>
                      <p className="text-sm text-slate-500" dir="auto">
                        {sportLabel(team.sport)}
                      </p>
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </Loaded>
      </PageSection>
    </PublicPage>
  );
}
