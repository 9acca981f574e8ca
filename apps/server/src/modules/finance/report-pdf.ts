import { directionOf, type FinanceReport, type Language } from '@club/shared';
import { type PdfDocument, startA4Document, writeClubHeading, writeText } from '../../platform/pdf';
import { type Texts, textsIn } from '../../platform/texts';

export const MARGIN = 48;
const AMOUNT_WIDTH = 140;

/**
 * A two-column row: the label at the start of the line, the amount at its end (mirrored in Dhivehi); a new
 * page when the page is full.
 */
export function row(doc: PdfDocument, rightToLeft: boolean, label: string, amount: string, bold = false) {
  const width = doc.page.width - MARGIN * 2;
  if (doc.y > doc.page.height - MARGIN - 20) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const weight = bold ? 'bold' : 'regular';
  const top = doc.y;
  writeText(doc, label, {
    x: rightToLeft ? MARGIN + AMOUNT_WIDTH : MARGIN,
    width: width - AMOUNT_WIDTH,
    size: 10,
    weight,
    align: rightToLeft ? 'right' : 'left',
  });
  const after = doc.y;
  doc.y = top;
  writeText(doc, amount, {
    x: rightToLeft ? MARGIN : MARGIN + width - AMOUNT_WIDTH,
    width: AMOUNT_WIDTH,
    size: 10,
    weight,
    align: rightToLeft ? 'left' : 'right',
  });
  doc.y = Math.max(doc.y, after) + 2;
}

export function heading(doc: PdfDocument, text: string) {
  doc.y += 10;
  writeText(doc, text, { x: MARGIN, width: doc.page.width - MARGIN * 2, size: 13, weight: 'bold' });
  doc.y += 2;
}

const account = (line: { accountCode: string; accountName: string }) =>
  line.accountCode ? `${line.accountCode} ${line.accountName}` : line.accountName;

/**
 * The reports as a printable A4 document in the reader's language: profit and loss, income and expense,
 * trial balance, balance sheet.
 */
export async function renderReportPdf(report: FinanceReport, language: Language): Promise<Buffer> {
  const texts = textsIn(language);
  const { t } = texts;
  const to = texts.ltr(report.to);
  const { doc, bytes, width } = await startA4Document(MARGIN, {
    Title: t('documents.reports.title', { to: report.to }),
    Author: texts.club,
  });
  writeClubHeading(doc, texts, { x: MARGIN, width, size: 18 });
  writeText(doc, t('documents.reports.period', { from: report.from ? texts.ltr(report.from) : 'none', to }), {
    x: MARGIN,
    width,
    size: 11,
    align: 'center',
  });

  drawReports(doc, report, texts);
  doc.end();
  return bytes;
}

/** The four reports, one after the other: profit and loss, income and expense, trial balance, balance sheet. */
export function drawReports(doc: PdfDocument, report: FinanceReport, texts: Texts) {
  const { t, money } = texts;
  const rtl = directionOf(texts.language) === 'rtl';
  const to = texts.ltr(report.to);
  const pl = report.profitLoss;
  heading(doc, t('documents.reports.profitLoss'));
  row(doc, rtl, t('documents.reports.revenue'), money(pl.revenue));
  row(doc, rtl, t('documents.reports.expenses'), money(pl.expenses));
  row(doc, rtl, t('documents.reports.netIncome', { result: pl.result }), money(pl.netIncome), true);

  heading(doc, t('documents.reports.incomeExpense'));
  for (const line of report.incomeExpense.income) row(doc, rtl, account(line), money(line.amount));
  row(doc, rtl, t('documents.reports.totalIncome'), money(report.incomeExpense.totalIncome), true);
  for (const line of report.incomeExpense.expenses) row(doc, rtl, account(line), money(line.amount));
  row(doc, rtl, t('documents.reports.totalExpenses'), money(report.incomeExpense.totalExpenses), true);

  heading(doc, t('documents.reports.trialBalance'));
  for (const line of report.trialBalance.rows)
    row(
      doc,
      rtl,
      account(line),
      line.debit !== '0.00'
        ? t('documents.reports.debit', { amount: money(line.debit) })
        : t('documents.reports.credit', { amount: money(line.credit) }),
    );
  row(doc, rtl, t('documents.reports.totalDebits'), money(report.trialBalance.totalDebit), true);
  row(doc, rtl, t('documents.reports.totalCredits'), money(report.trialBalance.totalCredit), true);

  const bs = report.balanceSheet;
  heading(doc, t('documents.reports.balanceSheet', { to }));
  for (const line of bs.assets) row(doc, rtl, account(line), money(line.amount));
  row(doc, rtl, t('documents.reports.totalAssets'), money(bs.totalAssets), true);
  for (const line of bs.liabilities) row(doc, rtl, account(line), money(line.amount));
  row(doc, rtl, t('documents.reports.totalLiabilities'), money(bs.totalLiabilities), true);
  for (const line of bs.equity) row(doc, rtl, account(line), money(line.amount));
  row(doc, rtl, t('documents.reports.netIncomeToDate'), money(bs.netIncome));
  row(doc, rtl, t('documents.reports.totalLiabilitiesAndEquity'), money(bs.totalLiabilitiesAndEquity), true);
}
