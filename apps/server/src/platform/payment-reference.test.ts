import { normalizePaymentReference } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { paymentReferences } from '../db/schema';
import { useTestDatabase } from '../test/harness';
import { issuePaymentReference } from './payment-reference';

describe('issuing payment references', () => {
  const test = useTestDatabase();

  it('gives 200 concurrent requests 200 different valid references, kept only with their transaction', async () => {
    const references = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        test.current.db.transaction((tx) => issuePaymentReference(tx, i % 2 ? 'order' : 'contribution')),
      ),
    );
    expect(new Set(references).size).toBe(200);
    for (const reference of references) expect(normalizePaymentReference(reference)).toBe(reference);

    await test.current.db
      .transaction(async (tx) => {
        await issuePaymentReference(tx, 'order');
        throw new Error('the order was not saved');
      })
      .catch(() => {});
    expect(await test.current.db.$count(paymentReferences)).toBe(200);
  });
});
