import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/client';
import { type MailAttachment, mailQueue } from '../db/schema';
import { DeliveryWorker, type QueuedDelivery } from './delivery-worker';
import { accountTexts, clubNameIn, type Texts } from './texts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Queues the message durably; pass the transaction of the change it announces, so that the two are
   * committed together (or not at all). A worker delivers it after the commit.
   */
  send(message: MailMessage | readonly MailMessage[], tx?: AppDatabase): Promise<void>;
}

/**
 * A mail to the holder of an account in the language they chose: `write` words its subject and body in their texts.
 * Queued in `tx`, the transaction of the change it announces.
 */
export async function mailAccount(
  tx: AppDatabase,
  mailer: Mailer,
  account: { id: string | null; email: string },
  write: (texts: Texts) => Pick<MailMessage, 'subject' | 'text'>,
) {
  const texts = await accountTexts(tx, account.id);
  await mailer.send({ to: account.email, ...write(texts) }, tx);
}

/** Where queued mail finally goes: SMTP, or .eml files in an outbox folder. */
export interface MailTransport {
  deliver(message: MailMessage & { messageId: string }): Promise<void>;
}

const onFirstUse = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | null = null;
  return () => {
    made ??= make();
    return made;
  };
};

/** nodemailer (some 15 MB resident) is loaded when the first mail goes out, not by a server that sends none. */
const nodemailer = onFirstUse(async () => (await import('nodemailer')).default);

/**
 * Who the club's mail is from: MAIL_FROM as configured when it names its sender ("Club <no-reply@...>"),
 * otherwise its address under the club's name as Club Settings give it at the moment of sending.
 */
export const senderOf = (mailFrom: string) =>
  /<[^>]+>\s*$/.test(mailFrom) ? mailFrom : { name: clubNameIn('en'), address: mailFrom.trim() };

/** Sends through SMTP_URL when set; otherwise writes each message to `outboxDir` as an .eml file. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport = onFirstUse(async () => (await nodemailer()).createTransport(smtpUrl));
    return {
      async deliver(message) {
        await (await transport()).sendMail({ from: senderOf(from), ...message });
        log.info({ messageId: message.messageId }, 'mail sent');
      },
    };
  }
  const transport = onFirstUse(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async deliver(message) {
      const info = await (await transport()).sendMail({ from: senderOf(from), ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ messageId: message.messageId, file }, 'mail written to outbox');
    },
  };
}

/** The table whose change notification wakes the mail workers. */
export const MAIL_QUEUE_TABLE = 'mail_queue';

export function createMailer(db: AppDatabase, domain: string): Mailer {
  return {
    async send(messages, tx) {
      const list: readonly MailMessage[] = Array.isArray(messages) ? messages : [messages];
      if (list.length === 0) return;
      await (tx ?? db).insert(mailQueue).values(
        list.map((message) => ({
          messageId: `<${randomUUID()}@${domain}>`,
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          attachments: message.attachments ?? [],
        })),
      );
    },
  };
}

interface QueuedMail extends QueuedDelivery {
  message_id: string;
  recipient: string;
  subject: string;
  body: string;
  attachments: MailAttachment[];
}

/** Delivers queued mail (see DeliveryWorker): at least once, with a stable Message-ID. */
export class MailWorker extends DeliveryWorker<QueuedMail> {
  constructor(db: AppDatabase, transport: MailTransport, log: FastifyBaseLogger, leaseSeconds?: number) {
    super(
      db,
      {
        table: mailQueue,
        job: 'mail-delivery',
        what: 'mail',
        deliver: (mail) =>
          transport.deliver({
            messageId: mail.message_id,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.body,
            attachments: mail.attachments,
          }),
        describe: (mail) => ({ messageId: mail.message_id }),
      },
      log,
      leaseSeconds,
    );
  }
}
