import type { AttendanceMark, AttendanceReason, AttendanceRegister, SessionOccurrence } from '@club/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TitledDialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type BatchedEntry, enqueue, type SentOutcome, useOutbox } from '../../../lib/outbox';
import { attendanceUrl, registerKey, useRegister } from '../api/attendance';

/**
 * The coach's register for one date, made for a phone at the side of the pitch: each tap is kept on the device
 * first and sent when the network allows; the screen says how many marks have not reached the club yet.
 */
export function RegisterDialog({
  occurrence,
  onOpenChange,
}: {
  occurrence: SessionOccurrence | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const register = useRegister(occurrence);
  const url = attendanceUrl(occurrence?.sessionId ?? '');
  const onSent = useCallback(
    (outcomes: SentOutcome[]) => {
      const refused = outcomes.find((outcome) => outcome.refused)?.refused;
      if (refused) toast.error(t('common.toast.error'), { description: errorMessage(refused) });
      void queryClient.invalidateQueries({ queryKey: registerKey(occurrence) });
    },
    [queryClient, occurrence],
  );
  const waiting = useOutbox<BatchedEntry<AttendanceMark>>(url, onSent);
  const mine = waiting.filter((entry) => entry.item.date === occurrence?.date);
  // What the screen shows: the server's register, with this device's marks not yet sent laid over it (the latest).
  const pending = new Map<string, { present: boolean; reason: AttendanceReason | null }>();
  for (const entry of [...mine].sort((a, b) => (a.item.markedAt < b.item.markedAt ? -1 : 1)))
    pending.set(entry.item.playerId, { present: entry.item.present, reason: entry.item.reason ?? null });
  const shown = (player: AttendanceRegister[number]) =>
    pending.get(player.playerId) ?? { present: player.present, reason: player.reason };
  const mark = (playerId: string, present: boolean, reason: AttendanceReason | null = null) => {
    if (!occurrence) return;
    const clientId = crypto.randomUUID();
    void enqueue({
      id: clientId,
      url,
      field: 'marks',
      item: { clientId, date: occurrence.date, playerId, present, reason, markedAt: new Date().toISOString() },
    });
  };
  const unmarked = (register.data ?? []).filter((player) => shown(player).present === null);
  return (
    <TitledDialog
      open={occurrence !== null}
      onOpenChange={onOpenChange}
      title={t('teams.register.title', { date: occurrence ? formatDate(occurrence.date) : '' })}
      description={t('teams.register.intro')}
      className="max-h-[90vh] overflow-y-auto"
    >
      <p role="status" className="flex items-center gap-2 rounded-md bg-slate-50 p-2 text-sm">
        {mine.length > 0 && <CloudOff className="size-4 text-amber-700" aria-hidden />}
        {mine.length > 0 ? t('teams.register.notSent', { count: mine.length }) : t('teams.register.allSent')}
      </p>
      {register.isError && !register.data ? (
        <p className="text-sm text-red-700">{t('teams.register.notKept')}</p>
      ) : !register.data ? (
        <Spinner />
      ) : (
        <>
          {unmarked.length > 0 && (
            <Button
              size="lg"
              variant="outline"
              onClick={() => {
                for (const player of unmarked) mark(player.playerId, true);
              }}
            >
              {t('teams.register.allPresent', { count: unmarked.length })}
            </Button>
          )}
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {register.data.map((player) => {
              const { present, reason } = shown(player);
              // Said beside the mark: late for one present, excused for one absent.
              const aside = present === true ? 'late' : present === false ? 'excused' : null;
              return (
                <li key={player.playerId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <bdi className="block font-medium">{player.playerName}</bdi>
                    <span className="block text-xs text-slate-600">
                      {player.answer ? t(`teams.answers.${player.answer}`) : t('teams.answers.none')}
                      {player.note && (
                        <>
                          {' · '}
                          <bdi>{player.note}</bdi>
                        </>
                      )}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {player.season.marked === 0
                        ? t('teams.register.seasonNone')
                        : t('teams.register.season', {
                            present: player.season.present,
                            marked: player.season.marked,
                          })}
                    </span>
                  </span>
                  <fieldset className="m-0 flex min-w-0 gap-2 border-0 p-0">
                    <legend className="sr-only">{t('teams.register.for', { player: player.playerName })}</legend>
                    <Button
                      size="lg"
                      className="px-4"
                      variant={present === true ? 'default' : 'outline'}
                      aria-pressed={present === true}
                      onClick={() => mark(player.playerId, true)}
                    >
                      {t('teams.register.present')}
                    </Button>
                    <Button
                      size="lg"
                      className="px-4"
                      variant={present === false ? 'destructive' : 'outline'}
                      aria-pressed={present === false}
                      onClick={() => mark(player.playerId, false)}
                    >
                      {t('teams.register.absent')}
                    </Button>
                    {aside && present !== null && (
                      <Button
                        size="lg"
                        className="px-3"
                        variant={reason === aside ? 'secondary' : 'ghost'}
                        aria-pressed={reason === aside}
                        onClick={() => mark(player.playerId, present, reason === aside ? null : aside)}
                      >
                        {t(aside === 'late' ? 'teams.register.late' : 'teams.register.excused')}
                      </Button>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </TitledDialog>
  );
}
