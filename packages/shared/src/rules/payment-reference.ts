/**
 * Payment references for bank transfers (shop orders and contributions): the payer writes one in the
 * transfer's description and staff match the statement line to it. Nine characters in groups of three
 * ("KQ7-MXD-A3F"), from 20 characters without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V, G/6, Y), the
 * last one a check character, so a reference misheard or mistyped is caught before it is searched.
 */
export const PAYMENT_REFERENCE_ALPHABET = 'ACDEFHJKMNPQRTWX3479';
const BODY_LENGTH = 8;

const codeOf = (char: string) => PAYMENT_REFERENCE_ALPHABET.indexOf(char);

/** Luhn mod N (N even, so doubling is a bijection): catches any single wrong character and most swaps of neighbours. */
function checkCharacter(body: string): string {
  const n = PAYMENT_REFERENCE_ALPHABET.length;
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    let addend = factor * codeOf(body[i] ?? '');
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
    factor = factor === 2 ? 1 : 2;
  }
  return PAYMENT_REFERENCE_ALPHABET[(n - (sum % n)) % n] ?? '';
}

/** A new reference from `randomIndex` (0 <= i < alphabet length; the server passes a CSPRNG). */
export function makePaymentReference(randomIndex: () => number): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += PAYMENT_REFERENCE_ALPHABET[randomIndex()];
  const full = body + checkCharacter(body);
  return `${full.slice(0, 3)}-${full.slice(3, 6)}-${full.slice(6)}`;
}

/** What a person typed or read ("kq7 mxd a3f") in the stored form, or null if it cannot be a reference. */
export function normalizePaymentReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== BODY_LENGTH + 1 || [...compact].some((c) => codeOf(c) < 0)) return null;
  if (checkCharacter(compact.slice(0, BODY_LENGTH)) !== compact[BODY_LENGTH]) return null;
  return `${compact.slice(0, 3)}-${compact.slice(3, 6)}-${compact.slice(6)}`;
}
