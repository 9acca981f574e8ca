import { randomInt } from 'node:crypto';
import { makePaymentReference, PAYMENT_REFERENCE_ALPHABET } from '@club/shared';
import type { AppDatabase } from '../db/client';
import { type PAYMENT_REFERENCE_KINDS, paymentReferences } from '../db/schema';

const ATTEMPTS = 5;

/**
 * Issues a payment reference no order or contribution has had, in the caller's transaction (so it is
 * kept only if the record that carries it is). 20^8 bodies make a clash rare; one is simply drawn again.
 */
export async function issuePaymentReference(
  tx: AppDatabase,
  kind: (typeof PAYMENT_REFERENCE_KINDS)[number],
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const reference = makePaymentReference(() => randomInt(PAYMENT_REFERENCE_ALPHABET.length));
    const [issued] = await tx
      .insert(paymentReferences)
      .values({ reference, kind })
      .onConflictDoNothing()
      .returning({ reference: paymentReferences.reference });
    if (issued) return issued.reference;
  }
  throw new Error('could not issue a unique payment reference');
}
