import { Check, GraduationCap, IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePublicTeams } from '../../features/teams/api/get-teams';
import { paths } from '../../lib/paths';

/** The spec's static plan list, with its stated prices. */
const PLANS = [
  {
    name: 'Basic',
    price: '$50/year',
    features: ['Access to club facilities', 'Member newsletter', 'Discounts on events'],
  },
  {
    name: 'Premium',
    price: '$100/year',
    popular: true,
    features: ['Everything in Basic', 'Priority team trials', 'Free entry to home matches', 'Club kit discount'],
  },
  {
    name: 'Family',
    price: '$180/year',
    features: ['Up to 4 family members', 'All Premium benefits', 'Family events and days out'],
  },
] as const;

export function MembershipPage() {
  const teams = usePublicTeams();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">Membership</h1>
        <p className="mt-2 text-slate-600">Join the club as a member, or enrol a young player in our academy.</p>
      </header>
      <section className="grid gap-6 md:grid-cols-2" aria-label="Sign up">
        <Card>
          <CardHeader>
            <IdCard className="size-8 text-brand-700" aria-hidden />
            <CardTitle>Membership Registration</CardTitle>
            <CardDescription>
              Become a member: vote at the general meeting, play for our teams, use the facilities.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.membershipRegistration}>Register as a member</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <GraduationCap className="size-8 text-brand-700" aria-hidden />
            <CardTitle>Academy Registration</CardTitle>
            <CardDescription>Coaching for young players in ten sports, every afternoon of the week.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.academyRegistration}>Register for the academy</Link>
            </Button>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="mb-4 text-2xl font-semibold">
          Membership Plans
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.name}>
              <Card className={`h-full ${'popular' in plan ? 'border-2 border-brand-700' : ''}`}>
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <CardTitle>{plan.name}</CardTitle>
                    {'popular' in plan && <Badge>Most Popular</Badge>}
                  </div>
                  <p className="text-3xl font-bold">{plan.price}</p>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-col gap-2 text-sm text-slate-600">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-center gap-2">
                        <Check className="size-4 text-brand-700" aria-hidden /> {feature}
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
          Our Teams
        </h2>
        {teams.isError ? (
          <p className="text-red-700">Failed to load teams</p>
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
                    <p className="font-medium">{team.name}</p>
                    <p className="text-sm text-slate-500">{team.sport}</p>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
