import {
  type Account,
  type ConfirmLineInput,
  fromCents,
  type LineConfirmed,
  type OpenItemRow,
  type StatementLineRow,
  toSignedCents,
} from '@club/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TitledDialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenItems } from '../api/get-open-items';
import { useStatementMatch } from '../api/match-statement-line';
import { AccountOptions } from './account-options';

/** What a confirmation did, in the page's language (a part held, a credit kept: worded here from its figures). */
export const confirmedText = (result: LineConfirmed) =>
  result.part
    ? t('finance.statements.partHeldToast', {
        received: formatMoney(result.part.received),
        owed: formatMoney(result.part.owed),
      })
    : result.credit
      ? t('finance.statements.creditKeptToast', { credit: formatMoney(result.credit) })
      : translateMessage(result.message);

/** Where a difference between a line and its payment goes: an account's id, or kept with the payer. */
const OWED = 'owed' as const;
const CREDIT = 'credit' as const;

/** What a dialog about a statement line is given: the line (null: closed), its bank account and the accounts. */
export interface LineDialogProps {
  line: StatementLineRow | null;
  bankAccountId: string;
  accounts: Account[];
  onOpenChange: (open: boolean) => void;
}

/**
 * Finds the payment a line brought among everything waiting for money (by the payer's name, the reference or
 * the amount) and confirms it, or links the line to a payment confirmed from its slip or at the desk; where the amounts differ, the difference goes to the account chosen, or the rest
 * stays owed (a part payment, the line held for it) or is kept as the payer's credit (an overpayment).
 */
export function FindPaymentDialog({ line, bankAccountId, accounts, onOpenChange }: LineDialogProps) {
  const [search, setSearch] = useState(line?.paymentReference ?? '');
  const [difference, setDifference] = useState('');
  const found = useOpenItems(useDebouncedValue(search.trim()));
  const match = useStatementMatch();
  const close = (open: boolean) => {
    if (!open) {
      setSearch('');
      setDifference('');
    }
    onOpenChange(open);
  };
  /** What the line brings beyond (positive) or short of what the item still waits for. */
  const rest = (item: OpenItemRow) =>
    line && item.amount !== null
      ? toSignedCents(line.amount) + toSignedCents(item.received ?? '0') - toSignedCents(item.amount)
      : 0n;
  const differs = (item: OpenItemRow) => rest(item) !== 0n;
  /** The choice made fits this item: a rest owed only when the line is short, a credit only when it is over. */
  const settles = (item: OpenItemRow) =>
    !differs(item) ||
    (difference === OWED ? rest(item) < 0n : difference === CREDIT ? rest(item) > 0n : difference !== '');
  const settlement = (item: OpenItemRow): Omit<ConfirmLineInput, 'kind' | 'targetId'> =>
    !differs(item)
      ? {}
      : difference === OWED || difference === CREDIT
        ? { rest: difference }
        : { differenceAccountId: difference };
  const choose = (item: OpenItemRow) => {
    if (!line) return;
    match.mutate(
      {
        lineId: line.id,
        chosen: {
          kind: item.kind,
          targetId: item.targetId,
          ...settlement(item),
        },
      },
      {
        onSuccess: (result) => {
          toast.success(confirmedText(result));
          close(false);
        },
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
      },
    );
  };
  return (
    <TitledDialog
      open={line !== null}
      onOpenChange={close}
      title={t('finance.statements.findTitle')}
      description={
        <>
          <bdi>{line && formatMoney(line.amount)}</bdi> · {line?.counterparty ?? line?.description}
        </>
      }
    >
      <SearchInput
        className="max-w-none"
        label={t('finance.statements.findSearch')}
        placeholder={t('finance.statements.findSearch')}
        value={search}
        onSearch={setSearch}
      />
      <FormField id="find-difference" label={t('finance.statements.differenceAccount')}>
        <Select value={difference} onChange={(event) => setDifference(event.target.value)}>
          <AccountOptions accounts={accounts} except={bankAccountId}>
            <option value={OWED}>{t('finance.statements.restOwed')}</option>
            <option value={CREDIT}>{t('finance.statements.restCredit')}</option>
          </AccountOptions>
        </Select>
      </FormField>
      <section aria-live="polite" aria-label={t('finance.statements.findResults')} className="text-sm">
        {search.trim().length < 2 ? (
          <p className="text-slate-600">{t('finance.statements.findHint')}</p>
        ) : found.data?.length === 0 ? (
          <p className="text-slate-600">{t('finance.statements.findNone')}</p>
        ) : (
          <ul className="flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto">
            {found.data?.map((item) => (
              <li
                key={`${item.kind}:${item.targetId}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="min-w-0">
                  <span className="block font-medium" dir="auto">
                    {item.name ?? t(`finance.statements.kinds.${item.kind}`)}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {t(`finance.statements.kinds.${item.kind}`)} · {formatDate(item.sentOn)}
                    {item.reference && (
                      <>
                        {' · '}
                        <bdi dir="ltr" className="font-mono">
                          {item.reference}
                        </bdi>
                      </>
                    )}
                  </span>
                  {item.received && item.amount && (
                    <span className="block text-xs text-slate-700">
                      {t('finance.statements.received', {
                        received: formatMoney(item.received),
                        owed: formatMoney(item.amount),
                      })}
                    </span>
                  )}
                  {item.confirmed && (
                    <span className="block text-xs text-slate-700">{t('finance.statements.paidAlready')}</span>
                  )}
                  {differs(item) && (
                    <span className="block text-xs text-amber-800">
                      {t(rest(item) < 0n ? 'finance.statements.short' : 'finance.statements.over', {
                        difference: formatMoney(fromCents(rest(item) < 0n ? -rest(item) : rest(item))),
                      })}
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-2">
                  {item.amount && <bdi className="whitespace-nowrap">{formatMoney(item.amount)}</bdi>}
                  <Button
                    size="sm"
                    disabled={match.isPending || !settles(item)}
                    aria-label={t(item.confirmed ? 'finance.statements.linkItem' : 'finance.statements.matchItem', {
                      name: item.name ?? item.kind,
                    })}
                    onClick={() => choose(item)}
                  >
                    {t(item.confirmed ? 'finance.statements.link' : 'finance.statements.confirm')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </TitledDialog>
  );
}
