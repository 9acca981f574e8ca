/** The five account types of the chart of accounts. */
export const ACCOUNT_TYPES = ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * What the portal posts to, each mapped to one account of the chart: postings never guess accounts.
 * Cash payments post to `cash`; bank transfer, card and mobile banking to `bank`.
 */
export const POSTING_ROLES = [
  'cash',
  'bank',
  'membership_fees',
  'academy_fees',
  'shop_sales',
  'shipping_income',
  'tax_payable',
  'donations',
  'event_fees',
  'opening_balances',
  'payer_funds',
  'card_clearing',
  'card_fees',
] as const;
export type PostingRole = (typeof POSTING_ROLES)[number];

/** The account type each posting role must map to. */
export const POSTING_ROLE_TYPES: Record<PostingRole, AccountType> = {
  cash: 'Asset',
  bank: 'Asset',
  membership_fees: 'Revenue',
  academy_fees: 'Revenue',
  shop_sales: 'Revenue',
  shipping_income: 'Revenue',
  tax_payable: 'Liability',
  donations: 'Revenue',
  event_fees: 'Revenue',
  opening_balances: 'Equity',
  payer_funds: 'Liability',
  card_clearing: 'Asset',
  card_fees: 'Expense',
};

export const POSTING_ROLE_LABELS: Record<PostingRole, string> = {
  cash: 'Cash payments',
  bank: 'Bank, card and mobile payments',
  membership_fees: 'Membership fees',
  academy_fees: 'Academy fees',
  shop_sales: 'Shop sales',
  shipping_income: 'Shipping income',
  tax_payable: 'Tax payable',
  donations: 'Donations',
  event_fees: 'Event registration fees',
  opening_balances: 'Opening balances of bank accounts',
  payer_funds: 'Payments held for payers (part payments, credits)',
  card_clearing: 'Card payments the bank has not paid out yet',
  card_fees: 'Card payment fees the bank keeps',
};

/** Where a system-posted entry comes from; hand-made entries have none. */
export const ENTRY_SOURCES = [
  'registration_payment',
  'registration_payment_void',
  'order_payment',
  'order_cancellation',
  'contribution',
  'contribution_reversal',
  'financial_record',
  'reversal',
  'statement_line',
  'statement_line_reversal',
  'event_payment',
  'event_payment_reversal',
  'opening_balance',
  'card_unapplied',
  'card_refund',
] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
