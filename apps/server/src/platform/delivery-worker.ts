import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDatabase, queryRows } from '../db/client';
import { loggableError } from './errors';
import { type JobName, recordedRun } from './jobs';

/** Pauses before the next attempt after a failure: 30 s, 2 min, 10 min, 1 h, then every 6 h. */
const RETRY_DELAYS_S = [30, 120, 600, 3600, 6 * 3600];
const MAX_ATTEMPTS = 8;
/** How long a worker may hold an item while delivering it before another may try it. */
const LEASE_SECONDS = 120;
/** Also looks on its own this often: for retries that come due, and in case a wake-up notification was missed. */
const POLL_MS = 5_000;

/** A row of a delivery queue: every such table has id, attempts, next_attempt_at, locked_until, sent_at, last_error. */
export interface QueuedDelivery {
  id: string;
  attempts: number;
}

export interface DeliveryQueue<Row extends QueuedDelivery> {
  table: PgTable;
  job: JobName;
  /** What the log calls an item ("mail", "push"). */
  what: string;
  /** Hands the item on; throws to have it tried again later. */
  deliver(row: Row): Promise<void>;
  /** What the log says of an item besides its attempts. */
  describe(row: Row): Record<string, unknown>;
}

/**
 * Delivers what a queue table holds, written in the same transaction as what it announces. Several workers
 * (in several processes) share the queue: each takes one item at a time under a lease (FOR UPDATE SKIP
 * LOCKED), so an item is delivered once. An item handed on is remembered until the database has recorded it
 * (through an outage, however long), and that is done before anything else is taken: it is delivered again
 * only if its worker died in between. Failures are retried with growing pauses, MAX_ATTEMPTS times.
 */
export class DeliveryWorker<Row extends QueuedDelivery> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Until started, queued items wait (a process with MAIL_WORKER=false never delivers). */
  private stopped = true;
  /** Items handed on that the database has not recorded as sent yet (by queue id). */
  private readonly unrecorded = new Set<string>();

  constructor(
    private readonly db: AppDatabase,
    private readonly queue: DeliveryQueue<Row>,
    private readonly log: FastifyBaseLogger,
    private readonly leaseSeconds = LEASE_SECONDS,
  ) {}

  start() {
    this.stopped = false;
    this.kick();
  }

  /** Works through whatever is due now (called when an item is queued anywhere, and on a timer). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = recordedRun(this.db, this.queue.job, () => this.drain())
      .catch((error: unknown) => this.log.error({ err: loggableError(error) }, `${this.queue.what} worker failed`))
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
        `${this.queue.what} delivered but not recorded as sent: it may be sent again`,
      ),
    );
  }

  /** Records what was handed on; throws while the database is away (and keeps the rest to record). */
  private async recordDelivered() {
    for (const id of this.unrecorded) {
      await this.db.execute(sql`update ${this.queue.table} set sent_at = now(), locked_until = null where id = ${id}`);
      this.unrecorded.delete(id);
    }
  }

  private schedule() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    // Items delivered and not yet recorded (the database away) are recorded as soon as they can be.
    this.timer = setTimeout(() => this.kick(), this.unrecorded.size > 0 ? 1_000 : POLL_MS);
    this.timer.unref();
  }

  private async drain() {
    const { table } = this.queue;
    for (;;) {
      if (this.stopped) return;
      await this.recordDelivered();
      const [item] = await queryRows<Row>(
        this.db,
        sql`update ${table} set locked_until = now() + ${this.leaseSeconds} * interval '1 second', attempts = attempts + 1
            where id = (
              select id from ${table}
              where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
                and (locked_until is null or locked_until < now())
              order by next_attempt_at
              limit 1
              for update skip locked
            )
            returning *`,
      );
      if (!item) return;
      try {
        await this.queue.deliver(item);
      } catch (error) {
        const delay = RETRY_DELAYS_S[Math.min(item.attempts - 1, RETRY_DELAYS_S.length - 1)] ?? 3600;
        const reason = loggableError(error).message ?? 'unknown error';
        await this.db.execute(
          sql`update ${table}
              set locked_until = null, last_error = ${reason}, next_attempt_at = now() + ${delay} * interval '1 second'
              where id = ${item.id}`,
        );
        this.log.warn(
          { ...this.queue.describe(item), attempts: item.attempts, err: loggableError(error) },
          `${this.queue.what} not sent; will retry`,
        );
        continue;
      }
      this.unrecorded.add(item.id);
    }
  }
}
