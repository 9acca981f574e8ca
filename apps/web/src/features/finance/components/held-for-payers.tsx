import { Card, CardContent } from '../../../components/ui/card';
import { UserText } from '../../../components/ui/user-text';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { useHeldForPayers } from '../api/get-held-for-payers';

/** What the club holds for payers from its statements: part payments waiting for the rest, and credits kept. */
export function HeldForPayers() {
  const held = useHeldForPayers();
  if (!held.data || held.data.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6" role="region" aria-labelledby="held-heading">
        <h2 id="held-heading" className="text-lg font-semibold">
          {t('finance.statements.heldTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('finance.statements.heldExplained')}</p>
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {held.data.map((row) => (
            <li key={`${row.held}:${row.lineId}`} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <span className="min-w-0">
                <UserText as="span" className="block font-medium break-words">
                  {row.payer}
                </UserText>
                <span className="block text-xs text-slate-600">
                  {formatDate(row.postedOn)} · {t(`finance.statements.kinds.${row.kind}`)}
                  {row.reference && (
                    <>
                      {' · '}
                      <bdi dir="ltr" className="font-mono">
                        {row.reference}
                      </bdi>
                    </>
                  )}
                </span>
                <span className="block text-xs text-slate-700">
                  {row.held === 'part' && row.owed
                    ? t('finance.statements.heldPartOf', { owed: formatMoney(row.owed) })
                    : t('finance.statements.heldCredit')}
                </span>
              </span>
              <bdi className="whitespace-nowrap font-medium">{formatMoney(row.amount)}</bdi>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
