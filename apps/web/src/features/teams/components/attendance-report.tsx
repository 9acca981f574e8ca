import { attendanceRate, clubToday } from '@club/shared';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useAttendanceReport } from '../api/get-attendance-report';

/** For the coaches (teams edit): who came over a period (from the year's first day by default), with the CSV and PDF to claim with. */
/** The report's columns after the player's name: a count of each answer, then the rate. */
const COLUMNS = [
  'teams.register.present',
  'teams.report.late',
  'teams.register.absent',
  'teams.report.excused',
  'teams.report.notMarked',
  'teams.report.rate',
] as const;

export function AttendanceReport({ teamId }: { teamId: string }) {
  const { can } = useAuth();
  const today = clubToday();
  const [period, setPeriod] = useState({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const allowed = can('teams', 'edit');
  const report = useAttendanceReport(teamId, period, allowed);
  if (!allowed) return null;
  const query = `from=${period.from}&to=${period.to}`;
  const base = `/api/admin/teams/${encodeURIComponent(teamId)}/attendance`;
  return (
    <section aria-labelledby="attendance-heading" className="flex flex-col gap-3">
      <h2 id="attendance-heading" className="text-2xl font-semibold">
        {t('teams.report.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="attendance-from" label={t('teams.report.from')}>
          <DateInput value={period.from} onChange={(date) => date && setPeriod({ ...period, from: date })} />
        </FormField>
        <FormField id="attendance-to" label={t('teams.report.to')}>
          <DateInput value={period.to} onChange={(date) => date && setPeriod({ ...period, to: date })} />
        </FormField>
        <Button asChild variant="outline">
          <a href={`${base}.csv?${query}`} download>
            <Download aria-hidden /> {t('teams.report.csv')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`${base}.pdf?${query}`} target="_blank" rel="noreferrer">
            <FileText aria-hidden /> {t('teams.report.pdf')}
          </a>
        </Button>
      </div>
      {!report.data ? (
        report.isError ? null : (
          <Spinner />
        )
      ) : report.data.dates.length === 0 ? (
        <p className="text-slate-500">{t('teams.report.none')}</p>
      ) : (
        <ScrollRegion
          label={t('teams.report.caption', { count: report.data.dates.length })}
          className="rounded-lg border border-slate-200 bg-white"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t('teams.report.caption', { count: report.data.dates.length })}</caption>
            <thead className="bg-slate-50 text-start">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('teams.report.player')}
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="p-2 text-end">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.data.players.map((player) => (
                <tr key={player.playerId}>
                  <th scope="row" className="p-2 text-start font-medium">
                    <bdi>{player.playerName}</bdi>
                  </th>
                  <td className="p-2 text-end tabular-nums">{player.present}</td>
                  <td className="p-2 text-end tabular-nums">{player.late}</td>
                  <td className="p-2 text-end tabular-nums">{player.absent}</td>
                  <td className="p-2 text-end tabular-nums">{player.excused}</td>
                  <td className="p-2 text-end tabular-nums">{player.marks.length - player.present - player.absent}</td>
                  <td className="p-2 text-end tabular-nums">{attendanceRate(player.present, player.absent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
