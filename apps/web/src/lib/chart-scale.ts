import { toCents } from '@club/shared';

/** An amount in cents for a bar; a negative amount draws nothing. */
export const barCents = (amount: string) => (amount.startsWith('-') ? 0n : toCents(amount));

/** The largest of some amounts in cents (Math.max does not take bigints). */
export function largest(values: bigint[]) {
  let max = 0n;
  for (const value of values) if (value > max) max = value;
  return max;
}

/** A bar's share of the largest value, in thousandths, worked out in integer cents. */
export const share = (amount: string, max: bigint) => (max > 0n ? Number((toCents(amount) * 1000n) / max) / 1000 : 0);
