import {
  academyRegistrationSchema,
  clubYear,
  type collectFeeSchema,
  membershipRegistrationSchema,
  REGISTRATION_MESSAGES,
  type RegistrationType,
  submissionKeySchema,
} from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AppDatabase, queryRows } from '../../db/client';
import { academyRegistrations, membershipRegistrations, paymentRecords } from '../../db/schema';
import type { Viewer } from '../../platform/access';
import { badRequest, conflict, fieldErrorsOf, HttpError, isUniqueViolation, notFound } from '../../platform/errors';
import { readMultipartForm } from '../../platform/multipart';
import type { FileStorage } from '../../platform/storage';
import { postFeeCollected, postFeeVoided } from '../finance/postings';
import { allocateFormNumber } from './form-numbers';
import { findRegistration } from './repository';

/**
 * A public submission, all or nothing: the fields valid, the ID card an image or PDF, the form's
 * submission key not used before; the form number is given out in the same transaction as the record,
 * and the file is removed again if the record is not saved.
 */
export async function submitRegistration(
  deps: { db: AppDatabase; storage: FileStorage },
  type: RegistrationType,
  request: FastifyRequest,
) {
  const { fields, file: idCard } = await readMultipartForm(request, {
    fileField: 'idCard',
    maxBytes: deps.storage.maxBytes('id-cards'),
    notMultipartMessage: 'Send the registration as multipart/form-data.',
  });
  const parsed = (type === 'membership' ? membershipRegistrationSchema : academyRegistrationSchema).safeParse(fields);
  if (!parsed.success) throw badRequest('Please check the highlighted fields.', fieldErrorsOf(parsed.error));
  const key = submissionKeySchema.safeParse(fields);
  if (!key.success) throw badRequest('This form is missing its submission key. Reload the page and try again.');
  if (!idCard) {
    throw new HttpError(400, `${REGISTRATION_MESSAGES.missingIdCardTitle}: ${REGISTRATION_MESSAGES.missingIdCard}`, {
      idCard: [REGISTRATION_MESSAGES.missingIdCard],
    });
  }
  const stored = await deps.storage.save('id-cards', idCard);
  try {
    const formNumber = await deps.db.transaction(async (tx) => {
      const values = {
        formNumber: await allocateFormNumber(tx, type),
        submissionKey: key.data.submissionKey,
        idCardFile: stored.name,
      };
      if (type === 'membership') {
        const data = membershipRegistrationSchema.parse(fields);
        await tx
          .insert(membershipRegistrations)
          .values({ ...values, ...data, presentAddress: data.presentAddress ?? null });
      } else {
        const data = academyRegistrationSchema.parse(fields);
        await tx
          .insert(academyRegistrations)
          .values({ ...values, ...data, presentAddress: data.presentAddress ?? null });
      }
      return values.formNumber;
    });
    return { formNumber, message: REGISTRATION_MESSAGES.submitted(type, formNumber) };
  } catch (error) {
    await deps.storage.remove('id-cards', stored.name);
    if (isUniqueViolation(error)) throw conflict('This form has already been submitted.');
    throw error;
  }
}

/** Records the one payment a registration can have; a second one, even concurrent, is refused by the database. */
export async function collectFee(
  db: AppDatabase,
  actor: Viewer,
  type: RegistrationType,
  registrationId: string,
  input: z.output<typeof collectFeeSchema>,
) {
  const registration = await findRegistration(db, type, registrationId);
  if (!registration) throw notFound('Registration not found.');
  if (registration.payment_id) throw conflict(REGISTRATION_MESSAGES.paymentRecorded);
  try {
    return await db.transaction(async (tx) => {
      const [generated] = await queryRows<{ n: string | number }>(tx, sql`select nextval('receipt_seq') as n`);
      const n = String(generated?.n).padStart(5, '0');
      const [payment] = await tx
        .insert(paymentRecords)
        .values({
          registrationType: type,
          registrationId,
          amount: input.amount,
          paymentMethod: input.paymentMethod,
          receiptNumber: input.receiptNumber ?? `RCPT-${clubYear()}-${n}`,
          notes: input.notes ?? null,
          collectedBy: actor.userId,
        })
        .returning();
      if (!payment) throw new Error('insert returned nothing');
      await postFeeCollected(tx, payment);
      return payment;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const constraint = (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint;
      if (constraint === 'payment_records_receipt_number_unique')
        throw conflict('This receipt number is already used.');
      throw conflict(REGISTRATION_MESSAGES.paymentRecorded);
    }
    throw error;
  }
}

/**
 * Voids a collected fee: the payment stays on record, marked void with the reason; the ledger gets a
 * reversing entry; the registration is pending again and can be collected again.
 */
export async function voidPayment(tx: AppDatabase, actor: Viewer, paymentId: string, reason: string) {
  const [payment] = await tx.select().from(paymentRecords).where(eq(paymentRecords.id, paymentId)).for('update');
  if (!payment) throw notFound('Payment not found.');
  if (payment.voidedAt) throw conflict('This payment is already void.');
  const voidedAt = new Date();
  const [voided] = await tx
    .update(paymentRecords)
    .set({ voidedAt, voidedBy: actor.userId, voidReason: reason })
    .where(eq(paymentRecords.id, paymentId))
    .returning();
  if (!voided) throw new Error('update returned nothing');
  await postFeeVoided(tx, voided, actor.userId, voidedAt);
  return voided;
}
