import type { MyContribution } from '@club/shared';
import type { contributions, contributionTypes } from '../../db/schema';

/**
 * The receipt of a confirmation that stands, or was reversed (void): one kept through an undone statement match
 * (decision 040) is not shown while the donation waits again, nor once it is refused.
 */
export const hasReceipt = (status: MyContribution['status']) => status === 'completed' || status === 'reversed';
export const shownReceipt = (status: MyContribution['status'], receiptNumber: string | null) =>
  hasReceipt(status) ? receiptNumber : null;

export const presentMine = (row: typeof contributions.$inferSelect): MyContribution => ({
  id: row.id,
  amount: row.amount,
  typeName: row.typeName,
  status: row.status,
  paymentReference: row.paymentReference,
  receiptNumber: shownReceipt(row.status, row.receiptNumber),
  createdAt: new Date(row.createdAt).toISOString(),
});

export const presentType = (row: typeof contributionTypes.$inferSelect) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  suggestedAmount: row.suggestedAmount,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
