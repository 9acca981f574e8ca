/**
 * The finance module's door for the others: the one payment decision, the ledger postings of each kind of
 * payment, and the registration of what a module is owed by bank transfer. Finance imports no module.
 */

export type { SeasonFigures } from './agm-pack';
export {
  type CardPayable,
  type CardPaymentDeps,
  cardPaymentsOn,
  scheduleCardPaymentSweep,
  sweepCardPayments,
} from './card-payments';
export { type OpenItem, type Payable, type PayableDeps, Payables, type StatementContext } from './payables';
export {
  confirmationRows,
  decidePayment,
  isCardGateway,
  nextReceiptNumber,
  type PaymentDecision,
  type PaymentDecisionDeps,
  type PaymentKind,
  type PaymentReceipt,
  type PaymentStage,
  receiptMail,
  receiptRows,
  renderPaymentReceipt,
} from './payment-decisions';
export {
  orderPaymentReversed,
  postContribution,
  postContributionReversal,
  postEventFee,
  postEventFeeReversal,
  postFeeCollected,
  postFeeVoided,
  postOrderCancellation,
  postOrderPayment,
} from './postings';
