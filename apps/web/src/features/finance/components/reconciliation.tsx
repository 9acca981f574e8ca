import type { Reconciliation as ReconciliationResult } from '@club/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate, todayInClubZone } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { useReconciliation } from '../api/get-reconciliation';
import { OpeningBalanceDialog } from './opening-balance-dialog';

/** The bank account in the books beside its statement at the end of a day, and the lines that tell them apart. */
export function Reconciliation({ accountId }: { accountId: string }) {
  const [on, setOn] = useState(todayInClubZone);
  const result = useReconciliation({ accountId, on });
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6" role="region" aria-labelledby="reconciliation-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="reconciliation-heading" className="text-lg font-semibold">
            {t('finance.reconciliation.title')}
          </h2>
          <FormField id="reconciliation-on" label={t('finance.reconciliation.on')}>
            <DateInput value={on} max={todayInClubZone()} onChange={(date) => date && setOn(date)} />
          </FormField>
        </div>
        {result.isError ? (
          <p className="text-red-700">
            {result.error instanceof ApiError
              ? translateMessage(result.error.message)
              : t('finance.reconciliation.failedToLoad')}
          </p>
        ) : result.data ? (
          <Figures result={result.data} />
        ) : (
          <Spinner />
        )}
      </CardContent>
    </Card>
  );
}

function Figures({ result }: { result: ReconciliationResult }) {
  const { notInBooks, notOnStatement, openingBalance } = result;
  const { can } = useAuth();
  const [settingOpening, setSettingOpening] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          {openingBalance ? (
            <>
              {t('finance.reconciliation.openingOn', { day: formatDate(openingBalance.on) })}:{' '}
              <bdi className="font-medium">{formatMoney(openingBalance.amount)}</bdi>
            </>
          ) : (
            <span className="text-slate-600">{t('finance.reconciliation.openingNone')}</span>
          )}
        </p>
        {can('finance', 'edit') && (
          <Button type="button" variant="outline" size="sm" onClick={() => setSettingOpening(true)}>
            {t('finance.reconciliation.setOpening')}
          </Button>
        )}
      </div>
      <OpeningBalanceDialog
        account={{ id: result.accountId, name: result.accountName }}
        opening={result.openingBalance}
        suggestedDay={result.statementFrom}
        open={settingOpening}
        onOpenChange={setSettingOpening}
      />
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={t('finance.reconciliation.ledger', { account: result.accountName })}
          amount={result.ledgerBalance}
        />
        <Figure
          label={t('finance.reconciliation.statement')}
          amount={result.statementBalance}
          missing={t('finance.reconciliation.noStatement')}
        />
        <Figure label={t('finance.reconciliation.difference')} amount={result.difference} strong />
      </dl>
      {result.statementBalance !== null && (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-slate-600">
            {t('finance.reconciliation.explained', { from: formatDate(result.statementFrom ?? result.on) })}
          </p>
          <Part title={t('finance.reconciliation.notInBooks')} part={notInBooks} item={lineNotInBooks} />
          <Part title={t('finance.reconciliation.notOnStatement')} part={notOnStatement} item={entryNotOnStatement} />
          {result.gaps.count > 0 && (
            <Line label={t('finance.reconciliation.gaps', { count: result.gaps.count })} amount={result.gaps.total} />
          )}
          <Line label={t('finance.reconciliation.unexplained')} amount={result.unexplained} />
        </div>
      )}
    </>
  );
}

function Figure({
  label,
  amount,
  missing,
  strong,
}: {
  label: string;
  amount: string | null;
  missing?: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl ${strong ? 'font-bold' : 'font-semibold'}`}>
        {amount === null ? (
          <span className="text-base font-normal text-slate-600">{missing}</span>
        ) : (
          <bdi>{formatMoney(amount)}</bdi>
        )}
      </dd>
    </div>
  );
}

const Line = ({ label, amount }: { label: string; amount: string }) => (
  <p className="flex justify-between gap-4 border-t border-slate-100 pt-2">
    <span>{label}</span>
    <bdi className="whitespace-nowrap font-medium">{formatMoney(amount)}</bdi>
  </p>
);

type PartItem = { key: string; date: string; text: string; amount: string };

/** A statement line the books do not have yet, as its part lists it. */
const lineNotInBooks = (line: ReconciliationResult['notInBooks']['items'][number]): PartItem => ({
  key: line.lineId,
  date: line.postedOn,
  text: [line.counterparty, line.description].filter(Boolean).join(' · '),
  amount: line.amount,
});

/** An entry in the books the statement does not show yet, as its part lists it. */
const entryNotOnStatement = (entry: ReconciliationResult['notOnStatement']['items'][number]): PartItem => ({
  key: entry.entryId,
  date: entry.transactionDate,
  text: `${entry.entryNumber} · ${entry.description}`,
  amount: entry.amount,
});

function Part<Item>({
  title,
  part: { total, count, items: listed },
  item,
}: {
  title: string;
  part: { total: string; count: number; items: Item[] };
  item: (each: Item) => PartItem;
}) {
  const items = listed.map(item);
  return (
    <details className="border-t border-slate-100 pt-2" open={count > 0 && count <= 5}>
      <summary className="flex cursor-pointer justify-between gap-4">
        <span>
          {title} <span className="text-slate-600">({t('finance.reconciliation.count', { count })})</span>
        </span>
        <bdi className="whitespace-nowrap font-medium">{formatMoney(total)}</bdi>
      </summary>
      {items.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 ps-4 text-slate-700">
          {items.map((item) => (
            <li key={item.key} className="flex justify-between gap-4">
              <span dir="auto">
                {formatDate(item.date)} · {item.text}
              </span>
              <bdi className="whitespace-nowrap">{formatMoney(item.amount)}</bdi>
            </li>
          ))}
          {count > items.length && (
            <li className="text-slate-600">{t('finance.reconciliation.more', { count: count - items.length })}</li>
          )}
        </ul>
      )}
    </details>
  );
}
