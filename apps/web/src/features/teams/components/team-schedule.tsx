import type { SessionOccurrence } from '@club/shared';
import { CalendarPlus, MapPin } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ShareLinks } from '../../../components/share-links';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatTime } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useKeepRegisters } from '../api/attendance';
import { useCancelSession } from '../api/cancel-session';
import { useTeamSchedule } from '../api/get-team-schedule';
import { useRestoreSession } from '../api/restore-session';
import { AnswersDialog } from './answers-dialog';
import { CalendarLink } from './calendar-link';
import { RegisterDialog } from './register-dialog';
import { SessionDialog } from './session-dialog';

/** A team's next four weeks: trainings, matches and other sessions, with what was called off. */
export function TeamSchedule({ teamId, teamName }: { teamId: string; teamName: string }) {
  const { can } = useAuth();
  const mayEdit = can('teams', 'edit');
  const schedule = useTeamSchedule(teamId);
  useKeepRegisters(schedule.data?.items, mayEdit);
  const cancel = useCancelSession(teamId);
  const restore = useRestoreSession(teamId);
  const [adding, setAdding] = useState(false);
  // What is about to be called off: one date, or (whole) the session with every date to come. Asked first: everyone
  // on the team sees it at once.
  const [ending, setEnding] = useState<{ occurrence: SessionOccurrence; whole: boolean } | null>(null);
  const [readingKey, setReadingKey] = useState<string | null>(null);
  const key = (occurrence: SessionOccurrence) => `${occurrence.sessionId} ${occurrence.date}`;
  const reading = schedule.data?.items.find((occurrence) => key(occurrence) === readingKey) ?? null;
  const [registerKey, setRegisterKey] = useState<string | null>(null);
  const [changingKey, setChangingKey] = useState<string | null>(null);
  const changing = schedule.data?.items.find((occurrence) => key(occurrence) === changingKey) ?? null;
  const registering = schedule.data?.items.find((occurrence) => key(occurrence) === registerKey) ?? null;
  const callOff = (occurrence: SessionOccurrence, whole: boolean) =>
    cancel.mutate(
      { sessionId: occurrence.sessionId, date: whole ? undefined : occurrence.date },
      {
        onSuccess: (result) => toast.success(translateMessage(result.message)),
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
      },
    );
  return (
    <section aria-labelledby="team-schedule-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-schedule-heading" className="text-2xl font-semibold">
          {t('teams.schedule.title')}
        </h2>
        {mayEdit && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <CalendarPlus aria-hidden /> {t('teams.schedule.add')}
          </Button>
        )}
      </div>
      {!schedule.data ? null : schedule.data.items.length === 0 ? (
        <p className="text-slate-500">{t('teams.schedule.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {schedule.data.items.map((occurrence) => (
            <li
              key={`${occurrence.sessionId}-${occurrence.date}`}
              className="flex flex-wrap items-start justify-between gap-3 p-3"
            >
              <div className={occurrence.cancelled ? 'text-slate-500 line-through' : ''}>
                <p className="font-medium">
                  {formatDate(occurrence.date)} · {formatTime(occurrence.startsAt)}–{formatTime(occurrence.endsAt)}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant={occurrence.kind === 'match' ? 'default' : 'outline'}>
                    {t(`teams.schedule.kinds.${occurrence.kind}`)}
                  </Badge>
                  {occurrence.opponent && <bdi>{t('teams.schedule.against', { opponent: occurrence.opponent })}</bdi>}
                  {occurrence.title && <bdi>{occurrence.title}</bdi>}
                  {occurrence.meetAt && (
                    <span>{t('teams.schedule.meet', { time: formatTime(occurrence.meetAt) })}</span>
                  )}
                  {occurrence.place && (
                    <span className="flex items-center gap-1">
                      <MapPin className="size-4" aria-hidden /> <bdi>{occurrence.place}</bdi>
                    </span>
                  )}
                  {occurrence.squadLocked && !occurrence.cancelled && (
                    <Badge variant="outline">{t('teams.schedule.squadSettled')}</Badge>
                  )}
                </p>
                {occurrence.kind === 'match' && !occurrence.cancelled && (
                  <div className="mt-2">
                    <ShareLinks
                      label={t('teams.schedule.shareMatch', { date: formatDate(occurrence.date) })}
                      text={[
                        `${teamName}${occurrence.opponent ? ` · ${t('teams.schedule.against', { opponent: occurrence.opponent })}` : ''}`,
                        `${formatDate(occurrence.date)} · ${formatTime(occurrence.startsAt)}`,
                        occurrence.place ?? '',
                      ]
                        .filter(Boolean)
                        .join('\n')}
                      path={paths.teamPlayers(teamId)}
                    />
                  </div>
                )}
              </div>
              {occurrence.cancelled ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="destructive">{t('teams.schedule.cancelled')}</Badge>
                  {mayEdit && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={restore.isPending}
                      aria-label={
                        occurrence.seriesCancelled
                          ? t('teams.schedule.bringBackAllLabel', { date: formatDate(occurrence.date) })
                          : t('teams.schedule.bringBackLabel', { date: formatDate(occurrence.date) })
                      }
                      onClick={() =>
                        restore.mutate(
                          {
                            sessionId: occurrence.sessionId,
                            date: occurrence.seriesCancelled ? undefined : occurrence.date,
                          },
                          {
                            onSuccess: (result) => toast.success(translateMessage(result.message)),
                            onError: (error) =>
                              toast.error(t('common.toast.error'), { description: errorMessage(error) }),
                          },
                        )
                      }
                    >
                      {occurrence.seriesCancelled ? t('teams.schedule.bringBackAll') : t('teams.schedule.bringBack')}
                    </Button>
                  )}
                </div>
              ) : (
                mayEdit && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('teams.answers.openLabel', { date: formatDate(occurrence.date) })}
                      onClick={() => setReadingKey(key(occurrence))}
                    >
                      {t('teams.answers.open')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('teams.register.openLabel', { date: formatDate(occurrence.date) })}
                      onClick={() => setRegisterKey(key(occurrence))}
                    >
                      {t('teams.register.open')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('teams.schedule.changeLabel', { date: formatDate(occurrence.date) })}
                      onClick={() => setChangingKey(key(occurrence))}
                    >
                      {t('teams.schedule.changeShort')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={cancel.isPending}
                      aria-label={t('teams.schedule.callOffLabel', { date: formatDate(occurrence.date) })}
                      onClick={() => setEnding({ occurrence, whole: false })}
                    >
                      {t('teams.schedule.callOff')}
                    </Button>
                    {occurrence.weekly && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={cancel.isPending}
                        aria-label={t('teams.schedule.callOffAllLabel', { date: formatDate(occurrence.date) })}
                        onClick={() => setEnding({ occurrence, whole: true })}
                      >
                        {t('teams.schedule.callOffAll')}
                      </Button>
                    )}
                  </div>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {mayEdit && (
        <CalendarLink
          path={`/api/admin/teams/${encodeURIComponent(teamId)}/calendar-feed`}
          intro={t('teams.feed.teamIntro')}
        />
      )}
      {mayEdit && <SessionDialog teamId={teamId} open={adding} onOpenChange={setAdding} />}
      {mayEdit && (
        <SessionDialog
          teamId={teamId}
          open={changing !== null}
          editing={changing}
          onOpenChange={(open) => !open && setChangingKey(null)}
        />
      )}
      {mayEdit && <RegisterDialog occurrence={registering} onOpenChange={(open) => !open && setRegisterKey(null)} />}
      {mayEdit && (
        <AnswersDialog teamId={teamId} occurrence={reading} onOpenChange={(open) => !open && setReadingKey(null)} />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={
          ending?.whole
            ? t('teams.schedule.callOffAll')
            : t('teams.schedule.callOffLabel', { date: ending ? formatDate(ending.occurrence.date) : '' })
        }
        message={ending?.whole ? t('teams.schedule.callOffAllConfirm') : t('teams.schedule.callOffConfirm')}
        confirmLabel={ending?.whole ? t('teams.schedule.callOffAll') : t('teams.schedule.callOff')}
        pending={cancel.isPending}
        onConfirm={() => {
          if (ending) callOff(ending.occurrence, ending.whole);
          setEnding(null);
        }}
        onOpenChange={(open) => !open && setEnding(null)}
      />
    </section>
  );
}
