import type { Account } from '@club/shared';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';

/**
 * The chart's active accounts as a select's options ("1500 · Sports Equipment"), after a "choose" placeholder
 * and any choices of the select's own (`children`).
 */
export function AccountOptions({
  accounts,
  except,
  children,
}: {
  accounts: Account[];
  except?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <option value="">{t('finance.statements.chooseAccount')}</option>
      {children}
      {accounts
        .filter((account) => account.isActive && account.id !== except)
        .map((account) => (
          <option key={account.id} value={account.id}>
            {account.accountCode} · {account.accountName}
          </option>
        ))}
    </>
  );
}
