import type { ContributionSummary } from '@club/shared';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { barCents, largest, share } from '../../../lib/chart-scale';
import { formatMoney, monthName, pageDirection, t } from '../../../lib/i18n';

/**
 * This year's confirmed contributions by month, as bars, read from the start of the line (January at the
 * right in Dhivehi, whose month names need wider slots); the figures are also a table for screen readers.
 */
export function MonthlyContributionsChart({ monthly }: { monthly: ContributionSummary['monthly'] }) {
  const max = largest(monthly.map((m) => barCents(m.amount)));
  const height = 120;
  const rtl = pageDirection() === 'rtl';
  const slot = rtl ? 64 : 36;
  const slotAt = (index: number) => (rtl ? monthly.length - 1 - index : index) * slot;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{t('contributions.chart.title')}</figcaption>
      <ScrollRegion label={t('contributions.chart.region')}>
        <svg width={slot * 12} height={height + 20} role="img" aria-label={t('contributions.chart.bars')}>
          {monthly.map((m, index) => {
            const bar = share(m.amount, max) * height;
            return (
              <g key={m.month}>
                <rect
                  x={slotAt(index) + slot / 2 - 10}
                  y={height - bar}
                  width={20}
                  height={bar}
                  className="fill-brand-700"
                />
                <text
                  x={slotAt(index) + slot / 2}
                  y={height + 14}
                  textAnchor="middle"
                  className="fill-slate-600 text-[11px]"
                >
                  {monthName(m.month)}
                </text>
              </g>
            );
          })}
        </svg>
      </ScrollRegion>
      <table className="sr-only">
        <caption>{t('contributions.chart.title')}</caption>
        <thead>
          <tr>
            <th>{t('contributions.chart.month')}</th>
            <th>{t('contributions.chart.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((m) => (
            <tr key={m.month}>
              <td>{monthName(m.month)}</td>
              <td>{formatMoney(m.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
