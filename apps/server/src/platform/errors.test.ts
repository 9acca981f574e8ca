import { type AddressInfo, createServer } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { isDatabaseUnreachable, markDatabaseConnectionFailure } from '../db/unreachable';
import { DATABASE_UNREACHABLE, loggableError, registerErrorHandling } from './errors';
import { loggerOptions } from './logging';

/** What a failed insert of a registration looks like once drizzle has wrapped the driver's error. */
function failedQuery() {
  const cause = Object.assign(new Error('value too long for type character varying(5)'), {
    code: 'XX000',
    detail: 'Failing row contains (Aishath Shifa, A123456, 1990-04-01).',
  });
  return Object.assign(
    new Error(
      'Failed query: insert into "membership_registrations" ("full_name", "id_card_number", "date_of_birth") values ($1, $2, $3)\nparams: Aishath Shifa,A123456,1990-04-01',
    ),
    { cause },
  );
}

const PERSONAL = /Aishath|A123456|1990-04-01/;

/** An app with the shared error handling whose log lines the test reads. */
function appLoggingToLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
  registerErrorHandling(app);
  return { app, lines };
}

describe('error logs', () => {
  it('keep the kind, code and stack of a database error, never the values it quotes', () => {
    const logged = loggableError(failedQuery());
    expect(logged).toMatchObject({ code: 'XX000', message: 'database error XX000' });
    expect(JSON.stringify(logged)).not.toMatch(PERSONAL);
  });

  it('an unexpected error answers 500 and the log line carries no personal data from the request', async () => {
    const { app, lines } = appLoggingToLines();
    app.post('/fail', async () => {
      throw failedQuery();
    });
    const response = await app.inject({
      method: 'POST',
      url: '/fail?name=Aishath',
      payload: { fullName: 'Aishath Shifa', idCardNumber: 'A123456' },
    });
    expect(response.statusCode).toBe(500);
    expect(lines.join('')).toContain('unhandled error');
    expect(lines.join('')).not.toMatch(PERSONAL);
    await app.close();
  });

  it('a database that is gone answers 503 with a wait, whatever layer the failure comes through', async () => {
    const wrapped = (cause: object) => new DrizzleQueryError('select 1', [], cause as Error);
    const socketError = (code: string, syscall: string) =>
      Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
    const gone = [
      markDatabaseConnectionFailure(socketError('ECONNREFUSED', 'connect')),
      wrapped(socketError('ECONNRESET', 'read')),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of gone) expect(isDatabaseUnreachable(error)).toBe(true);
    expect(isDatabaseUnreachable(failedQuery())).toBe(false);
    expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(false);

    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw gone[3];
    });
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: 'unavailable', message: DATABASE_UNREACHABLE });
    await app.close();
  });

  it("a socket error that is not the database's (a client cutting its upload off) is not taken for an outage", async () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET', syscall: 'read' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(isDatabaseUnreachable(reset)).toBe(false);
    expect(isDatabaseUnreachable(refused)).toBe(false);
    expect(isDatabaseUnreachable(new Error('upload failed', { cause: reset }))).toBe(false);

    const { app, lines } = appLoggingToLines();
    app.get('/reset', async () => {
      throw reset;
    });
    const response = await app.inject({ method: 'GET', url: '/reset' });
    expect(response.statusCode).toBe(500);
    expect(lines.join('')).toContain('unhandled error');
    expect(lines.join('')).not.toContain('database unreachable');
    await app.close();
  });

  it("a pool that cannot open a connection marks the failure as the database's, for queries and transactions", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const database = await openDatabase({ kind: 'postgres', url: `postgres://club@127.0.0.1:${closedPort}/club` });
    try {
      const failures = await Promise.all([
        database.db.execute(sql`select 1`).catch((error: unknown) => error),
        database.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error),
      ]);
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(Error);
        expect(isDatabaseUnreachable(failure)).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});
