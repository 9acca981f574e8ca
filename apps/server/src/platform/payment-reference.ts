import { randomInt } from 'node:crypto';
import { makePaymentReference, PAYMENT_REFERENCE_ALPHABET } from '@club/shared';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { type PAYMENT_REFERENCE_KINDS, paymentReferences } from '../db/schema';

const ATTEMPTS = 5;

/**
 * Issues a payment reference no order or contribution has had, in the caller's transaction (so it is
 * kept only if the record that carries it is). 20^8 bodies make a clash rare; one is simply drawn again.
 * With an `owner` (the one thing owed it is for), the reference that owner was given before is answered
 * instead: the same on every visit, and one only when several visits ask at once (the owner is unique: the
 * second insert waits for the first and then finds its reference).
 */
export async function issuePaymentReference(
  tx: AppDatabase,
  kind: (typeof PAYMENT_REFERENCE_KINDS)[number],
  owner?: string,
): Promise<string> {
  const owned = async () =>
    owner
      ? (
          await tx
            .select({ reference: paymentReferences.reference })
            .from(paymentReferences)
            .where(eq(paymentReferences.owner, owner))
        )[0]?.reference
      : undefined;
  const before = await owned();
  if (before) return before;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const reference = makePaymentReference(() => randomInt(PAYMENT_REFERENCE_ALPHABET.length));
    const [issued] = await tx
      .insert(paymentReferences)
      .values({ reference, kind, owner })
      .onConflictDoNothing()
      .returning({ reference: paymentReferences.reference });
    if (issued) return issued.reference;
    const raced = await owned();
    if (raced) return raced;
  }
  throw new Error('could not issue a unique payment reference');
}
