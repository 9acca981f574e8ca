import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

export const CHANGES_CHANNEL = 'club_changes';
const KEEP_ALIVE_MS = 25_000;

/** Relays table-change notifications from Postgres to every open SSE stream. */
export class LiveHub {
  private readonly clients = new Set<ServerResponse>();
  private keepAlive: NodeJS.Timeout | null = null;

  get size() {
    return this.clients.size;
  }

  add(res: ServerResponse) {
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
    this.keepAlive ??= setInterval(() => this.write(': keep-alive\n\n'), KEEP_ALIVE_MS).unref();
  }

  broadcast(table: string) {
    if (!/^[a-z_]+$/.test(table)) return;
    this.write(`event: change\ndata: ${JSON.stringify({ table })}\n\n`);
  }

  closeAll() {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private write(chunk: string) {
    for (const res of this.clients) res.write(chunk);
  }
}

/** `onChange` lets the server react to a table change too (whichever process made it). */
export async function registerRealtime(
  app: FastifyInstance,
  database: DatabaseHandle,
  onChange: (table: string) => void = () => {},
) {
  const hub = new LiveHub();
  const unlisten = await database.listen(CHANGES_CHANNEL, (table) => {
    onChange(table);
    hub.broadcast(table);
  });
  app.addHook('preClose', async () => {
    hub.closeAll();
    await unlisten();
  });

  app.get(
    '/api/live',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['system'],
        summary: 'Server-sent events: `change` events naming the table that changed',
      },
    },
    (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n: connected\n\n');
      hub.add(res);
      request.raw.on('close', () => res.end());
    },
  );
  return hub;
}
