import { normalizePaymentReference } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { paymentReferences } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { issuePaymentReference } from './payment-reference';

describe('issuing payment references', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('gives 200 concurrent requests 200 different valid references, kept only with their transaction', async () => {
    const references = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        database.db.transaction((tx) => issuePaymentReference(tx, i % 2 ? 'order' : 'contribution')),
      ),
    );
    expect(new Set(references).size).toBe(200);
    for (const reference of references) expect(normalizePaymentReference(reference)).toBe(reference);

    await database.db
      .transaction(async (tx) => {
        await issuePaymentReference(tx, 'order');
        throw new Error('the order was not saved');
      })
      .catch(() => {});
    expect(await database.db.$count(paymentReferences)).toBe(200);
  });
});
