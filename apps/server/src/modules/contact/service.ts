import type { ContactInput } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import { insertContactMessage } from './repository';

/**
 * Keeps a visitor's message and its mail to the club together: the mail goes out after the commit,
 * retried while the relay is down, and staff read the message on the Contact Messages screen anyway.
 */
export function receiveContactMessage(deps: { db: AppDatabase; mailer: Mailer }, to: string, input: ContactInput) {
  return deps.db.transaction(async (tx) => {
    const savedId = await insertContactMessage(tx, { ...input, phone: input.phone ?? null });
    await deps.mailer.send(
      {
        to,
        subject: `Contact form: ${input.topic} from ${input.name}`,
        text: `${input.message}\n\nFrom: ${input.name} <${input.email}>${input.phone ? `\nPhone: ${input.phone}` : ''}\nMessage id: ${savedId}\n`,
      },
      tx,
    );
  });
}
