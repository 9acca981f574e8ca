import { createHmac, timingSafeEqual } from 'node:crypto';
import { clubYear, type RegistrationType } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';

const PREFIX: Record<RegistrationType, string> = { membership: 'MEM', academy: 'ACA' };
const SEQUENCE: Record<RegistrationType, string> = { membership: 'membership_form_seq', academy: 'academy_form_seq' };

/**
 * Form numbers come from a database sequence (unique under any concurrency) and are signed, so a
 * submission can only use a number this server issued. An unused number is simply skipped.
 */
export class FormNumbers {
  constructor(
    private readonly db: AppDatabase,
    private readonly secret: string,
  ) {}

  private sign(formNumber: string) {
    return createHmac('sha256', this.secret).update(`form-number:${formNumber}`).digest('base64url');
  }

  async issue(type: RegistrationType) {
    const [row] = await queryRows<{ n: string | number }>(this.db, sql`select nextval(${SEQUENCE[type]}) as n`);
    const n = String(row?.n);
    const formNumber = `${PREFIX[type]}-${clubYear()}-${n.padStart(5, '0')}`;
    return { formNumber, signature: this.sign(formNumber) };
  }

  verify(type: RegistrationType, ticket: { formNumber: string; signature: string }) {
    if (!ticket.formNumber.startsWith(`${PREFIX[type]}-`)) return false;
    const expected = Buffer.from(this.sign(ticket.formNumber));
    const given = Buffer.from(ticket.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
