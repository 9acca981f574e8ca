import { CLUB, type FinanceReport, formatMvr } from '@club/shared';
import { createPdfDocument, type PdfDocument, pdfBuffer, writeText } from '../../platform/pdf';

const MARGIN = 48;

/** A two-column row: label on the left, amount on the right; a new page when the page is full. */
function row(doc: PdfDocument, label: string, amount: string, bold = false) {
  const width = doc.page.width - MARGIN * 2;
  if (doc.y > doc.page.height - MARGIN - 20) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const top = doc.y;
  writeText(doc, label, { x: MARGIN, width: width - 140, size: 10, weight: bold ? 'bold' : 'regular' });
  const after = doc.y;
  doc.y = top;
  writeText(doc, amount, {
    x: MARGIN + width - 140,
    width: 140,
    size: 10,
    weight: bold ? 'bold' : 'regular',
    align: 'right',
  });
  doc.y = Math.max(doc.y, after) + 2;
}

function heading(doc: PdfDocument, text: string) {
  doc.y += 10;
  writeText(doc, text, { x: MARGIN, width: doc.page.width - MARGIN * 2, size: 13, weight: 'bold' });
  doc.y += 2;
}

const account = (line: { accountCode: string; accountName: string }) =>
  line.accountCode ? `${line.accountCode} ${line.accountName}` : line.accountName;

/** The reports as a printable A4 document: profit and loss, income and expense, trial balance, balance sheet. */
export function renderReportPdf(report: FinanceReport): Promise<Buffer> {
  const doc = createPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Financial reports to ${report.to}`, Author: CLUB.name },
  });
  const bytes = pdfBuffer(doc);
  const width = doc.page.width - MARGIN * 2;
  doc.y = MARGIN;
  writeText(doc, CLUB.name, { x: MARGIN, width, size: 18, weight: 'bold', align: 'center' });
  writeText(doc, `Financial reports, ${report.from ? `${report.from} to ${report.to}` : `to ${report.to}`}`, {
    x: MARGIN,
    width,
    size: 11,
    align: 'center',
  });

  const pl = report.profitLoss;
  heading(doc, 'Profit & Loss');
  row(doc, 'Revenue', formatMvr(pl.revenue));
  row(doc, 'Expenses', formatMvr(pl.expenses));
  row(doc, `Net income (${pl.result})`, formatMvr(pl.netIncome), true);

  heading(doc, 'Income & Expense');
  for (const line of report.incomeExpense.income) row(doc, account(line), formatMvr(line.amount));
  row(doc, 'Total income', formatMvr(report.incomeExpense.totalIncome), true);
  for (const line of report.incomeExpense.expenses) row(doc, account(line), formatMvr(line.amount));
  row(doc, 'Total expenses', formatMvr(report.incomeExpense.totalExpenses), true);

  heading(doc, 'Trial Balance');
  for (const line of report.trialBalance.rows)
    row(doc, account(line), line.debit !== '0.00' ? `Dr ${formatMvr(line.debit)}` : `Cr ${formatMvr(line.credit)}`);
  row(doc, 'Total debits', formatMvr(report.trialBalance.totalDebit), true);
  row(doc, 'Total credits', formatMvr(report.trialBalance.totalCredit), true);

  const bs = report.balanceSheet;
  heading(doc, `Balance Sheet at ${report.to}`);
  for (const line of bs.assets) row(doc, account(line), formatMvr(line.amount));
  row(doc, 'Total assets', formatMvr(bs.totalAssets), true);
  for (const line of bs.liabilities) row(doc, account(line), formatMvr(line.amount));
  row(doc, 'Total liabilities', formatMvr(bs.totalLiabilities), true);
  for (const line of bs.equity) row(doc, account(line), formatMvr(line.amount));
  row(doc, 'Net income to date', formatMvr(bs.netIncome));
  row(doc, 'Total liabilities and equity', formatMvr(bs.totalLiabilitiesAndEquity), true);
  doc.end();
  return bytes;
}
