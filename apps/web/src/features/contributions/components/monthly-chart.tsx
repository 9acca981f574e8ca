import { type ContributionSummary, formatMvr } from '@club/shared';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { barCents, largest, share } from '../../../lib/chart-scale';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** This year's confirmed contributions by month, as bars; the figures are also a table for screen readers. */
export function MonthlyContributionsChart({ monthly }: { monthly: ContributionSummary['monthly'] }) {
  const max = largest(monthly.map((m) => barCents(m.amount)));
  const height = 120;
  const slot = 36;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">This year's contributions by month</figcaption>
      <ScrollRegion label="Contributions by month">
        <svg width={slot * 12} height={height + 20} role="img" aria-label="This year's contributions by month, as bars">
          {monthly.map((m, index) => {
            const bar = share(m.amount, max) * height;
            return (
              <g key={m.month}>
                <rect x={index * slot + 8} y={height - bar} width={20} height={bar} className="fill-brand-700" />
                <text x={index * slot + 18} y={height + 14} textAnchor="middle" className="fill-slate-600 text-[11px]">
                  {MONTHS[m.month - 1]}
                </text>
              </g>
            );
          })}
        </svg>
      </ScrollRegion>
      <table className="sr-only">
        <caption>This year's contributions by month</caption>
        <thead>
          <tr>
            <th>Month</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((m) => (
            <tr key={m.month}>
              <td>{MONTHS[m.month - 1]}</td>
              <td>{formatMvr(m.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
