import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDatabase, queryRows } from '../db/client';
import { type MailAttachment, mailQueue } from '../db/schema';
import { loggableError } from './errors';
import { recordedRun } from './jobs';

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
        await (await transport()).sendMail({ from, ...message });
        log.info({ messageId: message.messageId }, 'mail sent');
      },
    };
  }
  const transport = onFirstUse(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async deliver(message) {
      const info = await (await transport()).sendMail({ from, ...message });
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

/** Pauses before the next attempt after a failure: 30 s, 2 min, 10 min, 1 h, then every 6 h. */
const RETRY_DELAYS_S = [30, 120, 600, 3600, 6 * 3600];
export const MAX_ATTEMPTS = 8;
/** How long a worker may hold a message while sending before another may try it. */
const LEASE_SECONDS = 120;
/** Also looks on its own this often: for retries that come due, and in case a wake-up notification was missed. */
const POLL_MS = 5_000;

interface QueuedMail {
  id: string;
  message_id: string;
  recipient: string;
  subject: string;
  body: string;
  attachments: MailAttachment[];
  attempts: number;
}

/**
 * Delivers queued mail. Several workers (in several processes) share the queue: each takes one message
 * at a time under a lease (FOR UPDATE SKIP LOCKED), so a message is sent once. A message the mail server
 * accepted is remembered until the database has recorded it (through an outage, however long), and that is
 * done before anything else is taken: it is sent again only if its sender died in between.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Until started, queued mail waits (a process with MAIL_WORKER=false never delivers). */
  private stopped = true;
  /** Messages the mail server accepted that the database has not recorded as sent yet (by queue id). */
  private readonly unrecorded = new Set<string>();

  constructor(
    private readonly db: AppDatabase,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly leaseSeconds = LEASE_SECONDS,
  ) {}

  start() {
    this.stopped = false;
    this.kick();
  }

  /** Works through whatever is due now (called when a message is queued anywhere, and on a timer). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = recordedRun(this.db, 'mail-delivery', () => this.drain())
      .catch((error: unknown) => this.log.error({ err: loggableError(error) }, 'mail worker failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.schedule();
      });
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.recordDelivered().catch((error: unknown) =>
      this.log.error(
        { queueIds: [...this.unrecorded], err: loggableError(error) },
        'mail delivered but not recorded as sent: it may be sent again',
      ),
    );
  }

  /** Records what the mail server accepted; throws while the database is away (and keeps the rest to record). */
  private async recordDelivered() {
    for (const id of this.unrecorded) {
      await this.db.execute(sql`update ${mailQueue} set sent_at = now(), locked_until = null where id = ${id}`);
      this.unrecorded.delete(id);
    }
  }

  private schedule() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    // Mail delivered and not yet recorded (the database away) is recorded as soon as it can be.
    this.timer = setTimeout(() => this.kick(), this.unrecorded.size > 0 ? 1_000 : POLL_MS);
    this.timer.unref();
  }

  private async drain() {
    for (;;) {
      if (this.stopped) return;
      await this.recordDelivered();
      const [mail] = await queryRows<QueuedMail>(
        this.db,
        sql`update ${mailQueue} set locked_until = now() + ${this.leaseSeconds} * interval '1 second', attempts = attempts + 1
            where id = (
              select id from ${mailQueue}
              where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
                and (locked_until is null or locked_until < now())
              order by next_attempt_at
              limit 1
              for update skip locked
            )
            returning id, message_id, recipient, subject, body, attachments, attempts`,
      );
      if (!mail) return;
      try {
        await this.transport.deliver({
          messageId: mail.message_id,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          attachments: mail.attachments,
        });
      } catch (error) {
        const delay = RETRY_DELAYS_S[Math.min(mail.attempts - 1, RETRY_DELAYS_S.length - 1)] ?? 3600;
        const reason = loggableError(error).message ?? 'unknown error';
        await this.db.execute(
          sql`update ${mailQueue}
              set locked_until = null, last_error = ${reason}, next_attempt_at = now() + ${delay} * interval '1 second'
              where id = ${mail.id}`,
        );
        this.log.warn(
          { messageId: mail.message_id, attempts: mail.attempts, err: loggableError(error) },
          'mail not sent; will retry',
        );
        continue;
      }
      this.unrecorded.add(mail.id);
    }
  }
}
