import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLines, requestLogger } from './logging';

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

  it("writes Fastify's request lines at info, and its error lines at any level", async () => {
    for (const level of ['info', 'warn']) {
      const lines: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      });
      const app = Fastify({
        logger: { level, stream },
        childLoggerFactory: requestLogger,
        logController: new RequestLines(level, (request) => request.url === '/quiet'),
      });
      app.get('/fine', async () => ({ ok: true }));
      app.get('/quiet', async () => ({ ok: true }));
      app.get('/broken', async () => {
        throw new Error('broken on purpose');
      });
      try {
        await app.inject({ method: 'GET', url: '/fine' });
        await app.inject({ method: 'GET', url: '/quiet' });
        await app.inject({ method: 'GET', url: '/broken' });
      } finally {
        await app.close();
      }
      const messages = lines.map((line) => `${line.level} ${line.msg}`);
      expect(messages.filter((m) => m.includes('request completed'))).toHaveLength(level === 'info' ? 2 : 0);
      expect(messages.filter((m) => m.includes('incoming request'))).toHaveLength(level === 'info' ? 2 : 0);
      expect(messages.some((m) => m.startsWith('50 ') && m.includes('broken on purpose'))).toBe(true);
    }
  });
});
