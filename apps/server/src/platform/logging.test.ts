import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './logging';

async function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream }, childLoggerFactory: requestLogger });
  app.get('/quiet', async (request) => {
    request.log.info('not written at warn');
    request.log.debug({ detail: 1 }, 'nor this');
    return { ok: true };
  });
  app.get('/warns', async (request) => {
    request.log.warn({ reason: 'slow' }, 'first');
    request.log.child({ part: 'inner' }).error('second');
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe("each request's logger", () => {
  it("writes a request's lines with its request id, and nothing below the server's level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines);
    try {
      expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200);
      expect(lines).toEqual([]);
      const warned = await app.inject({ method: 'GET', url: '/warns', headers: { 'x-request-id': 'abc' } });
      expect(warned.statusCode).toBe(200);
      const reqIds = lines.map((line) => line.reqId);
      expect(lines.map((line) => line.msg)).toEqual(['first', 'second']);
      expect(new Set(reqIds).size).toBe(1);
      expect(reqIds[0]).toBeTruthy();
      expect(lines[0]).toMatchObject({ level: 40, reason: 'slow' });
      expect(lines[1]).toMatchObject({ level: 50, part: 'inner' });
    } finally {
      await app.close();
    }
  });

  it('keeps a route of its own log level', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines);
    try {
      const child = requestLogger(app.log, { reqId: 'r1' }, { level: 'info' });
      child.info('written at the route level');
      expect(lines).toMatchObject([{ reqId: 'r1', msg: 'written at the route level' }]);
      expect(child.level).toBe('info');
    } finally {
      await app.close();
    }
  });
});
