import { describe, expect, it } from 'vitest';
import { orderTotals, unitPrice } from './shop';

describe('shop totals', () => {
  it('charges 6% tax rounded half up to the laari, and shipping up to 500 MVR inclusive', () => {
    expect(orderTotals('500.00')).toEqual({ subtotal: '500.00', tax: '30.00', shipping: '50.00', total: '580.00' });
    expect(orderTotals('500.01')).toEqual({ subtotal: '500.01', tax: '30.00', shipping: '0.00', total: '530.01' });
    expect(orderTotals('0.25')).toMatchObject({ tax: '0.02' }); // 1.5 laari rounds up
    expect(orderTotals('0.24')).toMatchObject({ tax: '0.01' }); // 1.44 laari rounds down
  });

  it('prices a unit from the sale price when there is one, with the variant modifier', () => {
    expect(unitPrice('200.00', null, null)).toBe('200.00');
    expect(unitPrice('200.00', '150.00', '25.50')).toBe('175.50');
    expect(unitPrice('20.00', null, '-30.00')).toBe('0.00');
  });
});
