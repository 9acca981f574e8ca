import { type Account, FINANCE_MESSAGES, type StatementImported, type StatementLineRow } from '@club/shared';
import { AlertTriangle, Plus, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/data-table';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useCardPaymentsAvailable } from '../../../lib/card-payments';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { useStatementFormats } from '../api/get-statement-formats';
import { useStatementMatch } from '../api/match-statement-line';
import { useImportStatement, useStatementLines } from '../api/statements';
import { AddLayoutDialog } from './add-layout-dialog';
import { CardSettlementDialog } from './card-settlement-dialog';
import { confirmedText, FindPaymentDialog } from './find-payment-dialog';
import { HeldForPayers } from './held-for-payers';
import { PostLineDialog } from './post-line-dialog';
import { Reconciliation } from './reconciliation';
import { RuleDialog } from './rule-dialog';
import { StatementRules } from './statement-rules';
import { UndoMatchDialog } from './undo-match-dialog';

/** A bank account's statement: importing the bank's files, and the lines with their references and gaps. */
export function BankStatements({ accounts }: { accounts: Account[] }) {
  const { can } = useAuth();
  const banks = accounts.filter((account) => account.accountType === 'Asset' && account.isActive);
  const [accountId, setAccountId] = useState('');
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-6">
      <FormField id="statement-account" label={t('finance.statements.account')}>
        <Select
          value={accountId}
          onChange={(event) => {
            setAccountId(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('finance.statements.bankRoleAccount')}</option>
          {banks.map((account) => (
            <option key={account.id} value={account.id}>
              {account.accountCode} · {account.accountName}
            </option>
          ))}
        </Select>
      </FormField>
      {can('finance', 'edit') && <ImportStatement accountId={accountId} />}
      <Reconciliation accountId={accountId} />
      <StatementLines accounts={accounts} accountId={accountId} page={page} onPage={setPage} />
      <HeldForPayers />
      <StatementRules />
    </div>
  );
}

function ImportStatement({ accountId }: { accountId: string }) {
  const formats = useStatementFormats();
  const importing = useImportStatement();
  const [formatId, setFormatId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<StatementImported | null>(null);
  const [addingLayout, setAddingLayout] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(translateMessage(FINANCE_MESSAGES.statementRequired));
      return;
    }
    const form = new FormData();
    form.append('formatId', formatId);
    if (accountId) form.append('accountId', accountId);
    form.append('statement', file);
    setProgress(0);
    importing.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: (imported) => {
          setResult(imported);
          toast.success(t('finance.statements.imported', { added: imported.added }));
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.body.fieldErrors?.statement?.[0] : undefined;
          if (field) setError(translateMessage(field));
          toast.error(t('common.toast.error'), { description: errorMessage(failure) });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <h2 className="text-lg font-semibold sm:col-span-2">{t('finance.statements.importTitle')}</h2>
          <div className="flex flex-col gap-2">
            <FormField id="statement-format" label={t('finance.statements.format')}>
              <Select value={formatId} onChange={(event) => setFormatId(event.target.value)}>
                <option value="">{t('finance.statements.chooseFormat')}</option>
                {formats.data?.map((format) => (
                  <option key={format.id} value={format.id}>
                    {format.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="self-start px-0"
              onClick={() => setAddingLayout(true)}
            >
              <Plus aria-hidden /> {t('finance.layouts.open')}
            </Button>
          </div>
          <TextField
            id="statement-file"
            label={t('finance.statements.file')}
            error={error ?? undefined}
            type="file"
            accept=".csv,.xml,.ofx,.qfx,.txt,text/csv,application/xml,text/xml"
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          {progress !== null && (
            <div className="sm:col-span-2">
              <ProgressBar value={progress} label={t('common.form.uploadProgress')} />
            </div>
          )}
          <Button type="submit" className="self-start" disabled={importing.isPending || !formatId}>
            <Upload aria-hidden /> {t('finance.statements.import')}
          </Button>
          {result && (
            <p role="status" className="text-sm text-slate-700 sm:col-span-2">
              {t(result.filledIn > 0 ? 'finance.statements.resultFilledIn' : 'finance.statements.result', {
                added: result.added,
                known: result.known,
                filledIn: result.filledIn,
                withReference: result.withReference,
                gaps: result.gaps,
              })}
              {result.byRules > 0 && <> {t('finance.statements.byRules', { count: result.byRules })}</>}
            </p>
          )}
        </form>
        <AddLayoutDialog
          open={addingLayout}
          onOpenChange={setAddingLayout}
          onAdded={(format) => setFormatId(format.id)}
        />
      </CardContent>
    </Card>
  );
}

const REFERENCE_KINDS = ['order', 'contribution', 'renewal', 'registration', 'event'] as const;
/** What a payment reference was issued for, as the statement names it. */
const referenceKind = (kind: string | null) => REFERENCE_KINDS.find((known) => known === kind) ?? ('other' as const);

function StatementLines({
  accounts,
  accountId,
  page,
  onPage,
}: {
  accounts: Account[];
  accountId: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { can } = useAuth();
  const mayMatch = can('finance', 'edit');
  const lines = useStatementLines({ accountId, page });
  const match = useStatementMatch();
  const [undoing, setUndoing] = useState<StatementLineRow | null>(null);
  const [posting, setPosting] = useState<StatementLineRow | null>(null);
  const [settling, setSettling] = useState<StatementLineRow | null>(null);
  const takesCards = useCardPaymentsAvailable().data?.enabled ?? false;
  const [ruling, setRuling] = useState<StatementLineRow | null>(null);
  const [finding, setFinding] = useState<StatementLineRow | null>(null);
  // The statement's own bank account: the one chosen, else the one the bank posting role names.
  const bankAccountId = accountId || accounts.find((account) => account.postingRoles.includes('bank'))?.id || '';
  // A double tap sends once: the second would only hear that the first matched the line.
  const sending = useRef(new Set<string>());
  const confirm = (line: StatementLineRow, chosen?: StatementLineRow['suggestions'][number]) => {
    if (sending.current.has(line.id)) return;
    sending.current.add(line.id);
    match.mutate(
      { lineId: line.id, chosen: chosen && { kind: chosen.kind, targetId: chosen.targetId } },
      {
        onSuccess: (result) => toast.success(confirmedText(result)),
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
        onSettled: () => sending.current.delete(line.id),
      },
    );
  };
  if (lines.isError)
    return (
      <p className="text-red-700">
        {lines.error instanceof ApiError ? translateMessage(lines.error.message) : t('finance.statements.failedToLoad')}
      </p>
    );
  if (!lines.data) return <Spinner />;
  const { items, total, pageSize } = lines.data;
  if (items.length === 0) return <EmptyState>{t('finance.statements.none')}</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      {/* Wider than a phone: the scrolling region is reachable by keyboard. */}
      <section
        aria-label={t('finance.statements.caption')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {/* On a phone each line is a card: date and amount, details and balance, then its reference and action. */}
        <table className="w-full text-start text-sm max-md:block">
          <caption className="sr-only">{t('finance.statements.caption')}</caption>
          <thead className="bg-slate-50 text-slate-600 max-md:sr-only">
            <tr>
              <th className="px-4 py-3 text-start font-medium">{t('finance.statements.date')}</th>
              <th className="px-4 py-3 text-start font-medium">{t('finance.statements.details')}</th>
              <th className="px-4 py-3 text-start font-medium">{t('finance.statements.reference')}</th>
              <th className="px-4 py-3 text-end font-medium">{t('finance.statements.amount')}</th>
              <th className="px-4 py-3 text-end font-medium">{t('finance.statements.balance')}</th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {items.map((line) => (
              <tr
                key={line.id}
                className="border-t border-slate-100 align-top max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:p-3 max-md:first:border-t-0"
              >
                <td className="whitespace-nowrap px-4 py-3 max-md:col-start-1 max-md:row-start-1 max-md:p-0 max-md:text-xs max-md:text-slate-600">
                  {formatDate(line.postedOn)}
                </td>
                <td className="px-4 py-3 max-md:col-start-1 max-md:row-start-2 max-md:min-w-0 max-md:break-words max-md:p-0">
                  <span className="font-medium">{line.counterparty ?? line.type}</span>
                  <span className="block text-xs text-slate-600" dir="auto">
                    {[line.description, line.bankReference].filter(Boolean).join(' · ')}
                  </span>
                  {line.gap && (
                    <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
                      <AlertTriangle className="size-4" aria-hidden />
                      {t('finance.statements.gap', { amount: formatMoney(line.gap) })}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 max-md:col-span-2 max-md:row-start-3 max-md:p-0">
                  {line.references.map((reference) => (
                    <bdi key={reference} dir="ltr" className="block font-mono">
                      {reference}
                    </bdi>
                  ))}
                  {line.references.length === 1 && (
                    <span className="block text-xs text-slate-600">
                      {t(`finance.statements.kinds.${referenceKind(line.referenceKind)}`)}
                    </span>
                  )}
                  {line.match ? (
                    <span className="mt-1 flex flex-wrap items-center gap-2">
                      <Badge variant={line.match.held === 'part' && !line.match.partPaid ? 'warning' : 'success'}>
                        {line.match.held === 'part'
                          ? t(line.match.partPaid ? 'finance.statements.heldPartPaid' : 'finance.statements.heldPart')
                          : line.match.byRule
                            ? t('finance.statements.postedByRule')
                            : line.match.kind === 'journal'
                              ? t('finance.statements.posted')
                              : line.match.confirmedPayment
                                ? t('finance.statements.confirmedHere')
                                : t('finance.statements.linked')}
                      </Badge>
                      {line.match.held === 'credit' && (
                        <span className="text-xs text-slate-600">{t('finance.statements.heldCredit')}</span>
                      )}
                      {(line.match.items > 1 || line.match.lines > 1) && (
                        <span className="text-xs text-slate-600">
                          {t('finance.statements.matchShape', { items: line.match.items, lines: line.match.lines })}
                        </span>
                      )}
                      {mayMatch && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('finance.statements.undoLabel', {
                            reference: line.paymentReference ?? line.counterparty ?? formatMoney(line.amount),
                          })}
                          onClick={() => setUndoing(line)}
                        >
                          {t('finance.statements.undo')}
                        </Button>
                      )}
                    </span>
                  ) : (
                    mayMatch &&
                    line.paymentReference &&
                    !line.amount.startsWith('-') && (
                      <span className="mt-1 flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          disabled={match.isPending}
                          aria-label={t('finance.statements.confirmLabel', {
                            reference: line.references.join(', '),
                            count: line.references.length,
                          })}
                          onClick={() => confirm(line)}
                        >
                          {t('finance.statements.confirm')}
                        </Button>
                        {line.references.length === 1 && (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t('finance.statements.amountDiffersLabel', {
                              reference: line.paymentReference,
                            })}
                            onClick={() => setFinding(line)}
                          >
                            {t('finance.statements.amountDiffers')}
                          </Button>
                        )}
                      </span>
                    )
                  )}
                  {mayMatch && !line.paymentReference && !line.match && (
                    <span className="mt-1 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('finance.statements.postLabel', { amount: formatMoney(line.amount) })}
                        onClick={() => setPosting(line)}
                      >
                        {t('finance.statements.postByHand')}
                      </Button>
                      {!line.amount.startsWith('-') && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('finance.statements.findPaymentLabel', { amount: formatMoney(line.amount) })}
                          onClick={() => setFinding(line)}
                        >
                          {t('finance.statements.findPayment')}
                        </Button>
                      )}
                      {takesCards && !line.amount.startsWith('-') && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('finance.cardSettlement.label', { amount: formatMoney(line.amount) })}
                          onClick={() => setSettling(line)}
                        >
                          {t('finance.cardSettlement.open')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('finance.statements.makeRuleLabel', { amount: formatMoney(line.amount) })}
                        onClick={() => setRuling(line)}
                      >
                        {t('finance.statements.makeRule')}
                      </Button>
                    </span>
                  )}
                  {!line.paymentReference && !line.match && line.suggestions.length > 0 && (
                    <ul className="flex flex-col gap-1">
                      {line.suggestions.map((suggestion) => (
                        <li key={suggestion.targetId} className="text-xs text-slate-700">
                          {t('finance.statements.suggested', {
                            name: suggestion.name,
                            kind: t(`finance.statements.kinds.${suggestion.kind}`),
                            date: formatDate(suggestion.sentOn),
                          })}
                          {mayMatch && (
                            <Button
                              size="sm"
                              variant="outline"
                              className="ms-2"
                              disabled={match.isPending}
                              aria-label={t('finance.statements.confirmSuggestion', { name: suggestion.name })}
                              onClick={() => confirm(line, suggestion)}
                            >
                              {t('finance.statements.confirm')}
                            </Button>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td
                  className={`whitespace-nowrap px-4 py-3 text-end font-medium max-md:col-start-2 max-md:row-start-1 max-md:p-0 ${line.amount.startsWith('-') ? 'text-red-700' : 'text-emerald-800'}`}
                >
                  <bdi>{formatMoney(line.amount)}</bdi>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-end max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-xs max-md:text-slate-600">
                  {line.balance !== null && (
                    <>
                      <span className="md:hidden">{t('finance.statements.balance')} </span>
                      <bdi>{formatMoney(line.balance)}</bdi>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pagination page={page} pageSize={pageSize} total={total} onPage={onPage} />
      <UndoMatchDialog line={undoing} onOpenChange={(open) => !open && setUndoing(null)} />
      <PostLineDialog line={posting} accounts={accounts} onOpenChange={(open) => !open && setPosting(null)} />
      <CardSettlementDialog line={settling} onOpenChange={(open) => !open && setSettling(null)} />
      <FindPaymentDialog
        key={finding?.id}
        line={finding}
        bankAccountId={bankAccountId}
        accounts={accounts}
        onOpenChange={(open) => !open && setFinding(null)}
      />
      <RuleDialog
        line={ruling}
        bankAccountId={bankAccountId}
        accounts={accounts}
        onOpenChange={(open) => !open && setRuling(null)}
      />
    </div>
  );
}
