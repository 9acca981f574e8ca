import type { Account } from '@club/shared';
import { t } from '../../../lib/i18n';

/** The chart's active accounts as a select's options ("1500 · Sports Equipment"), after a "choose" placeholder. */
export function AccountOptions({ accounts, except }: { accounts: Account[]; except?: string }) {
  return (
    <>
      <option value="">{t('finance.statements.chooseAccount')}</option>
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
