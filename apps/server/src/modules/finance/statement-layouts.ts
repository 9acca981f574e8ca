import type { CsvStatementLayout } from '@club/shared';

/**
 * The CSV layouts the portal knows from the start (the club adds others from the screen): Bank of Maldives'
 * export (posting date yyyy/mm/dd, references written as ="...", debit and credit columns) and Maldives
 * Islamic Bank's (posted date dd/mm/yyyy, one signed amount). Migration 0048 stores the same rows.
 */
export const BUILT_IN_LAYOUTS = {
  bml: {
    dateFormat: 'yyyy/mm/dd',
    columns: {
      postedOn: 'Posting Date',
      valueOn: 'Value Date',
      type: 'Type',
      reference: ['Reference', 'FT Reference'],
      counterparty: 'Counterparty',
      debit: 'Debit',
      credit: 'Credit',
      balance: 'Balance',
    },
  },
  mib: {
    dateFormat: 'dd/mm/yyyy',
    columns: {
      postedOn: 'Posted Date',
      valueOn: 'Value Date',
      type: 'Transaction Type',
      reference: ['Reference'],
      description: ['Description'],
      amount: 'Amount',
      balance: 'Running Balance',
    },
  },
} as const satisfies Record<string, CsvStatementLayout>;
