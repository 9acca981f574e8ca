import type { SessionOccurrence } from '@club/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSessionAnswers } from '../api/schedule';

/** For the coach: who answered for a date, what, and who has not answered yet. */
export function AnswersDialog({
  occurrence,
  onOpenChange,
}: {
  occurrence: SessionOccurrence | null;
  onOpenChange: (open: boolean) => void;
}) {
  const answers = useSessionAnswers(occurrence);
  const count = (answer: string | null) =>
    answers.data?.filter((each) => (each.answer?.answer ?? null) === answer).length ?? 0;
  return (
    <Dialog open={occurrence !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('teams.answers.title', { date: occurrence ? formatDate(occurrence.date) : '' })}</DialogTitle>
          <DialogDescription>
            {t('teams.answers.summary', {
              available: count('available'),
              unavailable: count('unavailable'),
              maybe: count('maybe'),
              none: count(null),
            })}
          </DialogDescription>
        </DialogHeader>
        {!answers.data ? (
          <Spinner />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {answers.data.map((player) => (
              <li key={player.playerId} className="flex flex-wrap justify-between gap-2 py-2">
                <bdi className="font-medium">{player.playerName}</bdi>
                <span className={player.answer ? '' : 'text-slate-500'}>
                  {player.answer ? t(`teams.answers.${player.answer.answer}`) : t('teams.answers.none')}
                  {player.answer?.note && (
                    <>
                      {' · '}
                      <bdi>{player.answer.note}</bdi>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
