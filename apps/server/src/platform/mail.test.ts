import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestDatabase, onPostgres, useTestDatabase } from '../test/harness';
import { ensureServerBuilt, startServerProcess, withMigratedDatabase } from '../test/server-process';
import { createMailer, type MailMessage, MailWorker } from './mail';

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet } as unknown as FastifyBaseLogger;

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the mail queue', () => {
  const test = useTestDatabase();

  const unsent = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          test.current.db,
          sql`select count(*)::int as n from mail_queue where sent_at is null`,
        )
      )[0]?.n,
    );

  it('keeps a message queued in a transaction that rolled back out of the queue', async () => {
    const mailer = createMailer(test.current.db, 'club.test');
    await test.current.db
      .transaction(async (tx) => {
        await mailer.send({ to: 'a@club.test', subject: 'Never', text: 'x' }, tx);
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await unsent()).toBe(0);
  });

  it('retries a failed send with a stable Message-ID and delivers it once', async () => {
    const mailer = createMailer(test.current.db, 'club.test');
    const delivered: (MailMessage & { messageId: string })[] = [];
    let failures = 1;
    const worker = new MailWorker(
      test.current.db,
      {
        async deliver(message) {
          if (failures-- > 0) throw new Error('relay down');
          delivered.push(message);
        },
      },
      log,
    );
    await mailer.send({ to: 'b@club.test', subject: 'Receipt', text: 'Thank you' });
    worker.start();
    await until(async () => {
      const [row] = await queryRows<{ attempts: number; last_error: string | null }>(
        test.current.db,
        sql`select attempts, last_error from mail_queue where recipient = 'b@club.test'`,
      );
      return row?.attempts === 1 && row.last_error !== null;
    });
    // The retry is due later; bring it forward instead of waiting 30 seconds.
    await test.current.db.execute(sql`update mail_queue set next_attempt_at = now() where recipient = 'b@club.test'`);
    worker.kick();
    await until(async () => delivered.length === 1);
    await worker.stop();
    const [row] = await queryRows<{ attempts: number; message_id: string; sent_at: Date | null }>(
      test.current.db,
      sql`select attempts, message_id, sent_at from mail_queue where recipient = 'b@club.test'`,
    );
    expect(row?.attempts).toBe(2);
    expect(row?.sent_at).not.toBeNull();
    expect(delivered[0]?.messageId).toBe(row?.message_id);
    expect(delivered[0]?.messageId).toMatch(/^<[0-9a-f-]+@club\.test>$/);
  });

  it('two workers share the queue: every message is delivered exactly once', async () => {
    const mailer = createMailer(test.current.db, 'club.test');
    const delivered: string[] = [];
    const transport = {
      async deliver(message: MailMessage & { messageId: string }) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        delivered.push(message.messageId);
      },
    };
    for (let i = 0; i < 30; i++) await mailer.send({ to: `c${i}@club.test`, subject: 'Hello', text: 'x' });
    const workers = [new MailWorker(test.current.db, transport, log), new MailWorker(test.current.db, transport, log)];
    for (const worker of workers) worker.start();
    await until(async () => (await unsent()) === 0);
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(delivered.length).toBeGreaterThanOrEqual(30);
    expect(new Set(delivered).size).toBe(delivered.length);
  });
});

describe('mail through a database outage', () => {
  // Postgres stopped for this database between the mail server's accepting a message and the worker's recording
  // it: new connections refused, open ones ended, for two seconds. (The embedded database cannot go away alone.)
  it.runIf(onPostgres())(
    'records a mail the mail server accepted once the database is back, and never sends it again',
    async () => {
      const { database, url, drop } = await createTestDatabase();
      const name = new URL(url ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const databaseAway = async () => {
        await admin.query(`alter database ${name} with allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      };
      const sentAt = async () =>
        (
          await queryRows<{ sent_at: Date | null }>(
            database.db,
            sql`select sent_at from mail_queue where recipient = 'e@club.test'`,
          )
        )[0]?.sent_at ?? null;
      const delivered: string[] = [];
      let wentAway = false;
      // A one-second lease: without the remembered delivery, the message would be taken and sent again after it.
      const worker = new MailWorker(
        database.db,
        {
          async deliver(message) {
            delivered.push(message.messageId);
            if (wentAway) return;
            wentAway = true;
            await databaseAway();
          },
        },
        log,
        1,
      );
      try {
        await createMailer(database.db, 'club.test').send({ to: 'e@club.test', subject: 'Welcome', text: 'x' });
        worker.start();
        await until(async () => wentAway);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await admin.query(`alter database ${name} with allow_connections true`);
        await until(async () => (await sentAt()) !== null);
        // Well past the lease, and woken again: nothing left to send.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        worker.kick();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(delivered).toHaveLength(1);
      } finally {
        await worker.stop();
        await admin.query(`alter database ${name} with allow_connections true`);
        await admin.end();
        await database.close();
        await drop();
      }
    },
  );
});

describe('mail across a crash', () => {
  it('a mail queued right before the process is killed is sent after the restart', async () => {
    ensureServerBuilt();
    const dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), 'club-crash-')));
    try {
      // This process serves but does not deliver: the contact form commits the message and its mail to
      // the club in one transaction, answers 201, and the process dies before any worker sends it.
      const first = await startServerProcess({ DATA_DIR: dataDir, MAIL_WORKER: 'false' });
      const sent = await fetch(`http://127.0.0.1:${first.port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Hawwa',
          email: 'hawwa@club.test',
          topic: 'Membership',
          message: 'How do I join?',
        }),
      });
      expect(sent.status).toBe(201);
      await first.stop('SIGKILL');
      expect(await readdir(join(dataDir, 'outbox')).catch(() => [])).toEqual([]);

      const second = await startServerProcess({ DATA_DIR: dataDir });
      try {
        await until(async () => (await readdir(join(dataDir, 'outbox')).catch(() => [])).length === 1).catch(
          (error: Error) => {
            throw new Error(`${error.message}; the restarted server said:\n${second.output()}`);
          },
        );
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
