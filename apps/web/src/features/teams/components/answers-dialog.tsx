import { SESSION_ANSWERS, type SessionOccurrence } from '@club/shared';
import { BellRing, Lock, LockOpen } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TitledDialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { useRemindNow } from '../api/remind-session';
import { useCoachAnswer, useSessionAnswers } from '../api/session-answers';
import { useSettleSquad } from '../api/settle-squad';

/**
 * For the coach: who answered for a date, what, and who has not; the coach answers for a player (one who told
 * them in person) and settles the squad, which closes the answers.
 */
export function AnswersDialog({
  teamId,
  occurrence,
  onOpenChange,
}: {
  teamId: string;
  occurrence: SessionOccurrence | null;
  onOpenChange: (open: boolean) => void;
}) {
  const answers = useSessionAnswers(occurrence);
  const coachAnswer = useCoachAnswer(occurrence);
  const settle = useSettleSquad(teamId);
  const remind = useRemindNow();
  const failed = (error: Error) => toast.error(t('common.toast.error'), { description: errorMessage(error) });
  const counted = (answer: string | null) =>
    answers.data?.filter((each) => (each.answer?.answer ?? (each.attendingByDefault ? 'available' : null)) === answer)
      .length ?? 0;
  const locked = occurrence?.squadLocked ?? false;
  return (
    <TitledDialog
      open={occurrence !== null}
      onOpenChange={onOpenChange}
      title={t('teams.answers.title', { date: occurrence ? formatDate(occurrence.date) : '' })}
      description={t('teams.answers.summary', {
        available: counted('available'),
        unavailable: counted('unavailable'),
        maybe: counted('maybe'),
        none: counted(null),
      })}
      className="max-h-[90vh] overflow-y-auto"
    >
      {occurrence && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="flex-1" role="status">
            {locked ? t('teams.answers.settled') : t('teams.answers.answering')}
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={settle.isPending}
            onClick={() =>
              settle.mutate(
                { sessionId: occurrence.sessionId, date: occurrence.date, locked: !locked },
                {
                  onSuccess: (result) => {
                    toast.success(translateMessage(result.message));
                    onOpenChange(false);
                  },
                  onError: failed,
                },
              )
            }
          >
            {locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}{' '}
            {locked ? t('teams.answers.reopen') : t('teams.answers.settle')}
          </Button>
          {!locked && (
            <Button
              size="sm"
              variant="outline"
              disabled={remind.isPending}
              onClick={() =>
                remind.mutate(
                  { sessionId: occurrence.sessionId, date: occurrence.date },
                  {
                    onSuccess: (result) =>
                      toast.success(
                        result.sent
                          ? t('teams.answers.reminded', { count: result.sent })
                          : translateMessage(result.message),
                      ),
                    onError: failed,
                  },
                )
              }
            >
              <BellRing aria-hidden /> {t('teams.answers.remind')}
            </Button>
          )}
        </div>
      )}
      {!answers.data ? (
        <Spinner />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {answers.data.map((player) => (
            <li key={player.playerId} className="flex flex-col gap-2 py-2">
              <p className="flex flex-wrap justify-between gap-2">
                <bdi className="font-medium">{player.playerName}</bdi>
                <span className={player.answer ? '' : 'text-slate-500'}>
                  {player.answer
                    ? t(`teams.answers.${player.answer.answer}`)
                    : player.attendingByDefault
                      ? t('teams.answers.byDefault')
                      : t('teams.answers.none')}
                  {player.answer?.note && (
                    <>
                      {' · '}
                      <bdi>{player.answer.note}</bdi>
                    </>
                  )}
                </span>
              </p>
              <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
                <legend className="sr-only">{t('teams.answers.forPlayer', { player: player.playerName })}</legend>
                {SESSION_ANSWERS.map((choice) => (
                  <Button
                    key={choice}
                    size="sm"
                    variant={player.answer?.answer === choice ? 'default' : 'outline'}
                    aria-pressed={player.answer?.answer === choice}
                    disabled={coachAnswer.isPending}
                    onClick={() =>
                      coachAnswer.mutate({ playerId: player.playerId, answer: choice }, { onError: failed })
                    }
                  >
                    {t(`teams.answers.${choice}`)}
                  </Button>
                ))}
              </fieldset>
            </li>
          ))}
        </ul>
      )}
    </TitledDialog>
  );
}
