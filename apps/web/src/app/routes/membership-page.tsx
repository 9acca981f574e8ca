import { Check, GraduationCap, IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePublicTeams } from '../../features/teams/api/get-teams';
import { type TextKey, t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** The spec's static plan list, with its stated prices (texts under pages.membership.plan). */
const PLANS = [
  { id: 'basic', features: ['f1', 'f2', 'f3'] },
  { id: 'premium', popular: true, features: ['f1', 'f2', 'f3', 'f4'] },
  { id: 'family', features: ['f1', 'f2', 'f3'] },
] as const;

const planText = (plan: (typeof PLANS)[number]['id'], part: string) =>
  t(`pages.membership.plan.${plan}.${part}` as TextKey);

export function MembershipPage() {
  const teams = usePublicTeams();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">{t('pages.membership.title')}</h1>
        <p className="mt-2 text-slate-600">{t('pages.membership.intro')}</p>
      </header>
      <section className="grid gap-6 md:grid-cols-2" aria-label={t('pages.membership.signUp')}>
        <Card>
          <CardHeader>
            <IdCard className="size-8 text-brand-700" aria-hidden />
            <CardTitle>{t('pages.membership.membershipTitle')}</CardTitle>
            <CardDescription>{t('pages.membership.membershipText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.membershipRegistration}>{t('pages.membership.membershipButton')}</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <GraduationCap className="size-8 text-brand-700" aria-hidden />
            <CardTitle>{t('pages.membership.academyTitle')}</CardTitle>
            <CardDescription>{t('pages.membership.academyText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.academyRegistration}>{t('pages.membership.academyButton')}</Link>
            </Button>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="mb-4 text-2xl font-semibold">
          {t('pages.membership.plans')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <Card className={`h-full ${'popular' in plan ? 'border-2 border-brand-700' : ''}`}>
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <CardTitle>{planText(plan.id, 'name')}</CardTitle>
                    {'popular' in plan && <Badge>{t('pages.membership.popular')}</Badge>}
                  </div>
                  <p className="text-3xl font-bold">{planText(plan.id, 'price')}</p>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-col gap-2 text-sm text-slate-600">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-center gap-2">
                        <Check className="size-4 text-brand-700" aria-hidden /> {planText(plan.id, feature)}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="teams-heading">
        <h2 id="teams-heading" className="mb-4 text-2xl font-semibold">
          {t('pages.membership.teams')}
        </h2>
        {teams.isError ? (
          <p className="text-red-700">{t('pages.membership.teamsFailed')}</p>
        ) : !teams.data ? (
          <Spinner />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {[...teams.data]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((team) => (
                <li key={team.id}>
                  <Link
                    to={paths.teamPlayers(team.id)}
                    className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow-sm"
                  >
                    <p className="font-medium" dir="auto">
                      {team.name}
                    </p>
                    <p className="text-sm text-slate-500" dir="auto">
                      {team.sport}
                    </p>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
