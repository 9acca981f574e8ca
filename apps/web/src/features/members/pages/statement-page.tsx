import type { MemberStatement } from '@club/shared';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Redirect } from '../../../components/redirect';
import { Button, ButtonLink } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { paths, signInThen } from '../../../lib/paths';
import { type StatementOf, statementUrl, useMemberStatement } from '../api/statement';

/** The signed-in member's own statement (or, with ?member=, their child's). */
export function MyStatementPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const memberId = params.get('member');
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={signInThen(paths.statementOf(memberId))} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('members.statement.back')}
      </ButtonLink>
      <Statement of={{ staff: false, memberId }} />
    </div>
  );
}

/** A member's statement for staff, from the Members list. */
export function MemberStatementPage() {
  const { id = '' } = useParams();
  return (
    <AdminFrame
      moduleId="members"
      title={t('members.statement.title')}
      extra={{ label: t('modules.members.title'), to: paths.admin.members }}
    >
      <Statement of={{ staff: true, memberId: id }} />
    </AdminFrame>
  );
}

function Statement({ of }: { of: StatementOf }) {
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const statement = useMemberStatement(of, period);
  if (statement.isError)
    return (
      <p className="text-red-700">
        {statement.error instanceof ApiError
          ? translateMessage(statement.error.message)
          : t('members.statement.failedToLoad')}
      </p>
    );
  if (!statement.data) return <Spinner />;
  const shown = statement.data;
  const choose = (field: 'from' | 'to', value: string) => {
    if (!value) return;
    const next = { from: shown.from, to: shown.to, [field]: value };
    if (next.from <= next.to) setPeriod(next);
  };
  return (
    <section aria-labelledby="statement-heading" className="flex flex-col gap-4">
      <div>
        {/* Staff see the title in the frame's heading. */}
        {!of.staff && (
          <h1 id="statement-heading" className="text-2xl font-bold">
            {t('members.statement.title')}
          </h1>
        )}
        <p id={of.staff ? 'statement-heading' : undefined} className="text-slate-700">
          <bdi>{shown.member.fullName}</bdi> ·{' '}
          <bdi dir="ltr" className="font-mono">
            {shown.member.memberNumber}
          </bdi>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <FormField id="statement-from" label={t('members.statement.from')}>
          <DateInput value={shown.from} max={shown.to} onChange={(value) => value && choose('from', value)} />
        </FormField>
        <FormField id="statement-to" label={t('members.statement.to')}>
          <DateInput value={shown.to} min={shown.from} onChange={(value) => value && choose('to', value)} />
        </FormField>
        <Button asChild variant="outline">
          <a href={statementUrl(of, { from: shown.from, to: shown.to }, true)} target="_blank" rel="noopener">
            <Download aria-hidden /> {t('members.statement.pdf')}
          </a>
        </Button>
      </div>
      <StatementTable statement={shown} />
    </section>
  );
}

function details(row: MemberStatement['rows'][number]) {
  if (row.kind === 'fee')
    return t('members.statement.fee', { season: String(row.season ?? ''), plan: planLabel(row.plan ?? '', row.sport) });
  if (row.kind === 'payment')
    return (
      <>
        {t('members.statement.payment', { receipt: row.receiptNumber ?? '' })}
        {row.paymentReference && (
          <>
            {' · '}
            {/* A reference is copied whole into the bank's form: never broken at its dashes. */}
            <bdi dir="ltr" className="whitespace-nowrap font-mono">
              {row.paymentReference}
            </bdi>
          </>
        )}
      </>
    );
  return t('members.statement.void', { receipt: row.receiptNumber ?? '', reason: row.reason ?? '' });
}

/**
 * On a phone the table stacks: each row a block, each amount on a line of its own with its column's name, so the
 * Paid and Balance columns are read without scrolling sideways. From `sm` up it is the table.
 */
const STACKED = {
  table: 'w-full text-sm max-sm:block',
  head: 'bg-slate-50 text-slate-600 max-sm:sr-only',
  body: 'max-sm:block',
  row: 'border-t border-slate-100 max-sm:block max-sm:py-2',
  cell: (align: 'start' | 'end', wrap = false) =>
    `px-4 py-3 ${align === 'end' ? 'text-end max-sm:justify-between' : 'max-sm:justify-start'} ${wrap ? '' : 'whitespace-nowrap'} max-sm:flex max-sm:gap-4 max-sm:py-1 max-sm:empty:hidden max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]`,
};

function StatementTable({ statement }: { statement: MemberStatement }) {
  const amount = (value: string) => (value === '0.00' ? '' : <bdi>{formatMoney(value)}</bdi>);
  const labels = {
    date: t('members.statement.date'),
    details: t('members.statement.details'),
    owed: t('members.statement.owed'),
    paid: t('members.statement.paid'),
    balance: t('members.statement.balance'),
  };
  return (
    <section
      aria-label={t('members.statement.title')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <table className={STACKED.table}>
        <caption className="sr-only">{t('members.statement.title')}</caption>
        <thead className={STACKED.head}>
          <tr>
            <th className="px-4 py-3 text-start font-medium">{labels.date}</th>
            <th className="px-4 py-3 text-start font-medium">{labels.details}</th>
            <th className="px-4 py-3 text-end font-medium">{labels.owed}</th>
            <th className="px-4 py-3 text-end font-medium">{labels.paid}</th>
            <th className="px-4 py-3 text-end font-medium">{labels.balance}</th>
          </tr>
        </thead>
        <tbody className={STACKED.body}>
          <tr className={STACKED.row}>
            <td className={STACKED.cell('start')} />
            <td className={`${STACKED.cell('start')} font-medium`}>{t('members.statement.opening')}</td>
            <td className={STACKED.cell('end')} />
            <td className={STACKED.cell('end')} />
            <td className={STACKED.cell('end')} data-label={labels.balance}>
              <bdi>{formatMoney(statement.opening)}</bdi>
            </td>
          </tr>
          {statement.rows.map((row) => (
            <tr key={`${row.kind}-${row.receiptNumber ?? `${row.season}-${row.sport}`}`} className={STACKED.row}>
              <td className={`${STACKED.cell('start')} max-sm:font-medium`}>{formatDate(row.date)}</td>
              <td className={STACKED.cell('start', true)} dir="auto">
                {details(row)}
              </td>
              <td className={STACKED.cell('end')} data-label={labels.owed}>
                {amount(row.owed)}
              </td>
              <td className={STACKED.cell('end')} data-label={labels.paid}>
                {amount(row.paid)}
              </td>
              <td className={STACKED.cell('end')} data-label={labels.balance}>
                <bdi>{formatMoney(row.balance)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-semibold max-sm:block">
          <tr className={STACKED.row}>
            <td className={STACKED.cell('start')} />
            <td className={STACKED.cell('start')}>{t('members.statement.closing')}</td>
            <td className={STACKED.cell('end')} data-label={labels.owed}>
              <bdi>{formatMoney(statement.owed)}</bdi>
            </td>
            <td className={STACKED.cell('end')} data-label={labels.paid}>
              <bdi>{formatMoney(statement.paid)}</bdi>
            </td>
            <td className={STACKED.cell('end')} data-label={labels.balance}>
              <bdi>{formatMoney(statement.closing)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
