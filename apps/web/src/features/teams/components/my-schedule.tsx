import { SESSION_ANSWERS, type SessionAnswer } from '@club/shared';
import { CalendarDays } from 'lucide-react';
import { toast } from 'sonner';
import { DashboardSection } from '../../../components/dashboard-section';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useAnswer } from '../api/answer-session';
import { useMySchedule } from '../api/get-my-schedule';
import { CalendarLink } from './calendar-link';

/** On a player's dashboard: their teams' next four weeks, answered with one tap each; nothing for a non-player. */
export function MySchedule() {
  const schedule = useMySchedule();
  const answer = useAnswer();
  if (!schedule.data || schedule.data.items.length === 0) return null;
  const give = (sessionId: string, date: string, playerId: string, chosen: SessionAnswer) =>
    answer.mutate(
      { sessionId, date, playerId, answer: chosen },
      { onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }) },
    );
  return (
    <DashboardSection id="my-schedule" icon={CalendarDays} title={t('teams.mine.title')}>
      <ul className="flex flex-col divide-y divide-slate-100">
        {schedule.data.items.map(
          ({ team, playerId, playerName, forChild, occurrence, answer: given, attendingByDefault }) => {
            const when = `${formatDate(occurrence.date)} · ${formatTime(occurrence.startsAt)}`;
            const closed = occurrence.squadLocked;
            const status = occurrence.cancelled
              ? null
              : closed
                ? t('teams.mine.settled')
                : given
                  ? null
                  : attendingByDefault
                    ? t('teams.mine.attendingByDefault')
                    : t('teams.mine.notAnswered');
            return (
              <li key={`${occurrence.sessionId}-${occurrence.date}-${playerId}`} className="flex flex-col gap-2 py-3">
                <p className={occurrence.cancelled ? 'text-slate-500 line-through' : 'font-medium'}>
                  {when} · <bdi>{team.name}</bdi> · {t(`teams.schedule.kinds.${occurrence.kind}`)}
                  {occurrence.opponent && (
                    <>
                      {' '}
                      · <bdi>{t('teams.schedule.against', { opponent: occurrence.opponent })}</bdi>
                    </>
                  )}
                </p>
                {forChild && (
                  <p className="text-sm">
                    {t('teams.mine.player')} <bdi className="font-medium">{playerName}</bdi>
                  </p>
                )}
                {status && <p className="text-sm text-slate-600">{status}</p>}
                {occurrence.cancelled ? (
                  <Badge variant="destructive" className="self-start">
                    {t('teams.schedule.cancelled')}
                  </Badge>
                ) : (
                  <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
                    <legend className="sr-only">
                      {forChild
                        ? t('teams.mine.answerForChild', { when, player: playerName })
                        : t('teams.mine.answerFor', { when })}
                    </legend>
                    {SESSION_ANSWERS.map((choice) => (
                      <Button
                        key={choice}
                        size="sm"
                        variant={given?.answer === choice ? 'default' : 'outline'}
                        aria-pressed={given?.answer === choice}
                        disabled={answer.isPending || closed}
                        onClick={() => give(occurrence.sessionId, occurrence.date, playerId, choice)}
                      >
                        {t(`teams.answers.${choice}`)}
                      </Button>
                    ))}
                  </fieldset>
                )}
              </li>
            );
          },
        )}
      </ul>
      <CalendarLink path="/api/me/calendar-feed" intro={t('teams.feed.mineIntro')} />
    </DashboardSection>
  );
}
