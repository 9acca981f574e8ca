import { describe, expect, it } from 'vitest';
import { optionalMoneySchema } from '../schemas/common';
import { formatMvr, fromCents, toCents } from './money';

describe('money', () => {
  it('converts decimal strings to integer cents and back without floats', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('1234.5')).toBe(123450n);
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
  });

  it('formats MVR with grouping and 2 decimals', () => {
    expect(formatMvr('1234.5')).toBe('MVR 1,234.50');
    expect(formatMvr('0')).toBe('MVR 0.00');
    // A Dhivehi page of a club that writes the rufiyaa as ރ.
    expect(formatMvr('-1500', 'ރ.')).toBe('-ރ. 1,500.00');
    expect(formatMvr('1000000')).toBe('MVR 1,000,000.00');
  });

  it('validates optional amounts from forms', () => {
    expect(optionalMoneySchema.parse('150')).toBe('150.00');
    expect(optionalMoneySchema.parse('')).toBeNull();
    expect(optionalMoneySchema.parse(undefined)).toBeNull();
    expect(optionalMoneySchema.safeParse('-1').success).toBe(false);
    expect(optionalMoneySchema.safeParse('1.999').success).toBe(false);
  });
});
