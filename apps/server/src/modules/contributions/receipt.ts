import { CLUB, clubYear, formatClubDateTime, formatMvr } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import { renderReceiptPdf } from '../../platform/receipt-pdf';

/** The next receipt number, from a database sequence: CON-2026-00042. */
export async function nextReceiptNumber(tx: AppDatabase) {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('contribution_receipt_seq')::text as n`);
  return `CON-${clubYear()}-${String(row?.n ?? '0').padStart(5, '0')}`;
}

export interface ContributionReceipt {
  receiptNumber: string;
  paymentReference: string;
  contributorName: string;
  typeName: string;
  amount: string;
  paymentMethod: 'bank_transfer' | 'cash';
  confirmedAt: Date;
  confirmedByName: string;
  reversalReason: string | null;
}

export function renderContributionReceipt(receipt: ContributionReceipt) {
  const rows: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ['Payment reference', receipt.paymentReference],
    ['Received from', receipt.contributorName],
    ['Contribution', receipt.typeName],
    ['Amount', formatMvr(receipt.amount)],
    ['Payment method', receipt.paymentMethod === 'cash' ? 'Cash' : 'Bank transfer'],
    ['Confirmed', `${formatClubDateTime(receipt.confirmedAt)} (Maldives time)`],
    ['Confirmed by', receipt.confirmedByName],
  ];
  if (receipt.reversalReason !== null) rows.push(['Reversal reason', receipt.reversalReason]);
  return renderReceiptPdf({
    receiptNumber: receipt.receiptNumber,
    heading: 'Contribution Receipt',
    rows,
    voidNotice: receipt.reversalReason === null ? null : 'VOID: this contribution was reversed',
    closing: `Thank you for supporting ${CLUB.name}.`,
  });
}

/** The donor's receipt, queued in the confirming transaction with the PDF attached. */
export async function mailReceipt(tx: AppDatabase, mailer: Mailer, to: string, receipt: ContributionReceipt) {
  const pdf = await renderContributionReceipt(receipt);
  await mailer.send(
    {
      to,
      subject: `${CLUB.name}: receipt ${receipt.receiptNumber} for your contribution`,
      text:
        `Hello ${receipt.contributorName},\n\nWe have received your contribution of ${formatMvr(receipt.amount)} ` +
        `(${receipt.typeName}, reference ${receipt.paymentReference}). Thank you for your contribution!\n\n` +
        `Your receipt ${receipt.receiptNumber} is attached.\n`,
      attachments: [
        {
          filename: `receipt-${receipt.receiptNumber}.pdf`,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    },
    tx,
  );
}
