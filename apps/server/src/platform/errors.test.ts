import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableError, registerErrorHandling } from './errors';
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
});
