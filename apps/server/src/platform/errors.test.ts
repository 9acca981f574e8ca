import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNREACHABLE, isDatabaseUnreachable, loggableError, registerErrorHandling } from './errors';
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

describe('error logs', () => {
  it('keep the kind, code and stack of a database error, never the values it quotes', () => {
    const logged = loggableError(failedQuery());
    expect(logged).toMatchObject({ code: 'XX000', message: 'database error XX000' });
    expect(JSON.stringify(logged)).not.toMatch(PERSONAL);
  });

  it('an unexpected error answers 500 and the log line carries no personal data from the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    registerErrorHandling(app);
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
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    const gone = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
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
      throw gone[2];
    });
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: 'unavailable', message: DATABASE_UNREACHABLE });
    await app.close();
  });
});
