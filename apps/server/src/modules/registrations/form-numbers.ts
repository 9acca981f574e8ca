import { randomUUID } from 'node:crypto';
import { clubYear, type FormTicket, type RegistrationType } from '@club/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { formNumberCounters } from '../../db/schema';

const PREFIX: Record<RegistrationType, string> = { membership: 'MEM', academy: 'ACA' };

const formatted = (type: RegistrationType, year: number, n: number) =>
  `${PREFIX[type]}-${year}-${String(n).padStart(5, '0')}`;

/**
 * The number an opened form shows: the next one to be given out. Only provisional: whoever submits
 * first takes it. Opening a form takes nothing (decision 014).
 */
export async function provisionalTicket(db: AppDatabase, type: RegistrationType): Promise<FormTicket> {
  const year = clubYear();
  const [row] = await db
    .select({ lastNumber: formNumberCounters.lastNumber })
    .from(formNumberCounters)
    .where(and(eq(formNumberCounters.registrationType, type), eq(formNumberCounters.year, year)));
  return { provisionalFormNumber: formatted(type, year, (row?.lastNumber ?? 0) + 1), submissionKey: randomUUID() };
}

/**
 * Gives out the next form number inside the caller's transaction. The counter row stays locked until
 * that transaction ends, and a rollback gives the number back: the club's numbering has no gaps.
 */
export async function allocateFormNumber(tx: AppDatabase, type: RegistrationType) {
  const year = clubYear();
  const [row] = await tx
    .insert(formNumberCounters)
    .values({ registrationType: type, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [formNumberCounters.registrationType, formNumberCounters.year],
      set: { lastNumber: sql`${formNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: formNumberCounters.lastNumber });
  if (!row) throw new Error('form number counter returned nothing');
  return formatted(type, year, row.lastNumber);
}
