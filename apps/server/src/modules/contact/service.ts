import type { ContactInput } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import { insertContactMessage, markContactMessage } from './repository';

export { listContactMessages as contactMessagesPage } from './repository';

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

/** Marks a message handled by the actor (or new again); false when there is no such message. */
export const markMessage = (db: AppDatabase, actor: Viewer, id: string, handled: boolean) =>
  asActor(db, actor, (tx) => markContactMessage(tx, id, handled ? actor.userId : null));
