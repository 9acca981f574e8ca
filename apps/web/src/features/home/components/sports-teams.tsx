import { groupBySport } from '@club/shared';
import { Link } from 'react-router';
import { SportIcon } from '../../../components/sport-icon';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { t } from '../../../lib/i18n';
import { teamCategoryText, teamLevelText } from '../../../lib/labels';
import { paths } from '../../../lib/paths';
import { sportLabel } from '../../../lib/sport-label';
import { useHomeFeed } from '../api/get-home-feed';

/** Home: active teams grouped by sport, with the level the number of teams gives the sport. */
export function SportsTeams() {
  const feed = useHomeFeed();
  const groups = groupBySport(feed.data?.teams ?? []);
  if (feed.isError) return <p className="mx-auto max-w-7xl px-4 text-red-700">{t('home.teams.failed')}</p>;
  if (groups.length === 0) return null;
  return (
    <section className="bg-white py-16" aria-labelledby="sports-heading">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="sports-heading" className="text-2xl font-bold">
          {t('home.teams.title')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map(({ sport, teams }) => (
            <li key={sport}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle className="flex items-center gap-2">
                      <SportIcon sport={sport} className="size-5 text-brand-700" /> {sportLabel(sport)}
                    </CardTitle>
                    <Badge variant="secondary">{teamLevelText(teams.length)}</Badge>
                  </div>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-col gap-1 text-sm">
                    {teams.map((team) => (
                      <li key={team.id}>
                        <Link to={paths.teamPlayers(team.id)} className="text-brand-700 hover:underline">
                          {team.name}
                        </Link>{' '}
                        <span className="text-slate-500">· {teamCategoryText(team.category)}</span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
