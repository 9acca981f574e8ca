import { MessageCircle, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { chatLinks } from '../../../components/share-links';
import { StoredImage } from '../../../components/stored-image';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { UserText } from '../../../components/ui/user-text';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { sportLabel } from '../../../lib/sport-label';
import { useTeamPlayers } from '../api/get-team-players';
import { AttendanceReport } from '../components/attendance-report';
import { TeamNotices } from '../components/team-notices';
import { TeamSchedule } from '../components/team-schedule';

export function TeamPlayersPage() {
  const { teamId = '' } = useParams();
  const data = useTeamPlayers(teamId);
  if (data.isError) {
    const missing = data.error instanceof ApiError && (data.error.status === 404 || data.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-slate-600">{missing ? t('teams.players.missing') : t('teams.players.failed')}</p>
        <Link to={paths.teamsSports} className="mt-4 inline-block text-brand-700 underline">
          {t('teams.players.back')}
        </Link>
      </div>
    );
  }
  if (!data.data) return <Spinner />;
  const { team, players } = data.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
      <header>
        <Link to={paths.teamsSports} className="text-sm text-brand-700 hover:underline">
          {t('teams.players.backShort')}
        </Link>
        <h1 className="mt-2 text-4xl font-bold" dir="auto">
          {team.name}
        </h1>
        <p className="mt-1 text-slate-600">
          <bdi>{sportLabel(team.sport)}</bdi>
          {team.coachName ? ` · ${t('teams.page.coach', { name: team.coachName })}` : ''}
        </p>
        {team.coachPhone && (
          <ul aria-label={t('teams.page.messageCoach')} className="mt-3 flex flex-wrap gap-2">
            <li>
              <Button asChild variant="outline" size="sm">
                <a href={chatLinks(team.coachPhone).whatsapp} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden /> {t('teams.page.coachWhatsapp')}
                </a>
              </Button>
            </li>
            <li>
              <Button asChild variant="outline" size="sm">
                <a href={chatLinks(team.coachPhone).viber}>
                  <MessageCircle aria-hidden /> {t('teams.page.coachViber')}
                </a>
              </Button>
            </li>
          </ul>
        )}
      </header>
      <TeamSchedule teamId={team.id} teamName={team.name} />
      <TeamNotices teamId={team.id} teamName={team.name} />
      <AttendanceReport teamId={team.id} />
      <h2 className="text-2xl font-semibold">{t('teams.players.players')}</h2>
      {players.length === 0 ? (
        <p className="text-slate-500">{t('teams.players.none')}</p>
      ) : (
        <CardList
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t('teams.players.players')}
          items={players}
          cardClassName="h-full"
          contentClassName="flex flex-col items-center gap-2 pt-6 text-center"
        >
          {(player) => (
            <>
              <StoredImage
                src={player.profileImageUrl}
                sizes="96px"
                className="size-24 rounded-full object-cover"
                fallback={
                  <span className="flex size-24 items-center justify-center rounded-full bg-slate-100 text-slate-400">
                    <UserRound className="size-10" aria-hidden />
                  </span>
                }
              />
              <p className="text-2xl font-bold text-brand-700">{player.jerseyNumber ?? '—'}</p>
              <UserText className="font-semibold">{player.playerName}</UserText>
              {player.position && <UserText className="text-sm text-slate-500">{player.position}</UserText>}
              {player.bio && <UserText className="text-sm text-slate-600">{player.bio}</UserText>}
            </>
          )}
        </CardList>
      )}
    </div>
  );
}
