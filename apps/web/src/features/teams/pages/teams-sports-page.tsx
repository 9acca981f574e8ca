import { groupBySport } from '@club/shared';
import { Link } from 'react-router';
import { Loaded } from '../../../components/page-state';
import { SportIcon } from '../../../components/sport-icon';
import { StoredImage } from '../../../components/stored-image';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { t } from '../../../lib/i18n';
import { teamCategoryText, teamLevelText } from '../../../lib/labels';
import { paths } from '../../../lib/paths';
import { sportLabel } from '../../../lib/sport-label';
import { usePublicTeams } from '../api/get-teams';

export function TeamsSportsPage() {
  const teams = usePublicTeams();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">{t('teams.page.title')}</h1>
        <p className="mt-2 text-slate-600">{t('teams.page.intro')}</p>
      </header>
      <Loaded query={teams} failed={t('teams.page.failed')}>
        {(data) =>
          data.length === 0 ? (
            <p className="text-slate-500">{t('teams.page.none')}</p>
          ) : (
            groupBySport(data).map(({ sport, teams: list }) => (
              <section key={sport} aria-labelledby={`sport-${sport}`}>
                <h2 id={`sport-${sport}`} className="mb-4 flex items-center gap-2 text-2xl font-semibold">
                  <SportIcon sport={sport} className="size-6 text-brand-700" /> <bdi>{sportLabel(sport)}</bdi>
                  <Badge variant="secondary">{teamLevelText(list.length)}</Badge>
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((team) => (
                    <li key={team.id}>
                      <Card className="h-full">
                        <CardHeader className="flex-row items-center gap-3">
                          <StoredImage
                            src={team.teamImageUrl}
                            sizes="48px"
                            className="size-12 rounded-md object-cover"
                            hideBroken
                          />
                          <div>
                            <CardTitle dir="auto">{team.name}</CardTitle>
                            <p className="text-sm text-slate-500">
                              {teamCategoryText(team.category)}
                              {team.coachName ? ` · ${t('teams.page.coach', { name: team.coachName })}` : ''}
                            </p>
                          </div>
                        </CardHeader>
                        <CardContent className="flex flex-col gap-3 text-sm text-slate-600">
                          {team.description && <p dir="auto">{team.description}</p>}
                          <Link to={paths.teamPlayers(team.id)} className="font-medium text-brand-700 hover:underline">
                            {t('teams.page.viewPlayers', { count: team.playerCount })}
                          </Link>
                        </CardContent>
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </Loaded>
    </div>
  );
}
