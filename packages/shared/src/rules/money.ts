/** Amounts travel as decimal strings ("1234.50") and are computed in integer cents, never JS floats. */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export function toCents(amount: string): bigint {
  if (!MONEY_PATTERN.test(amount)) throw new Error(`Not a money amount: ${amount}`);
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** A signed amount ("-12.50", as the database adds debits less credits) in cents. */
export function toSignedCents(amount: string): bigint {
  return amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount);
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "MVR 1,234.50"; `currency` is how the page's language names the rufiyaa (a Dhivehi page may say ރ.). */
export function formatMvr(amount: string, currency = 'MVR'): string {
  const [whole = '0', fraction = '00'] = fromCents(toCents(amount.replace(/^-/, ''))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${currency} ${grouped}.${fraction}`;
}
