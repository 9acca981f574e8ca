import type { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * One cached value, loaded on demand. `invalidate()` drops it; a load that was running when it was
 * invalidated is not kept, so a change is never hidden by an older read.
 */
export class ExpiringCache<T> {
  private value: { data: T; expiresAt: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<{ value: T; expiresAt: number }>) {}

  get(): Promise<T> {
    if (this.value && this.value.expiresAt > Date.now()) return Promise.resolve(this.value.data);
    if (this.loading) return this.loading;
    const generation = this.generation;
    this.loading = this.load()
      .then(({ value, expiresAt }) => {
        if (generation === this.generation) this.value = { data: value, expiresAt };
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  invalidate() {
    this.generation++;
    this.value = null;
    this.loading = null;
  }
}

const LIST_MAX_AGE_MS = 5 * 60_000;

/** Emitted on the changes channel when this process has answered a successful write. */
export const LOCAL_WRITE = 'local-write';

/**
 * A response body serialised once per cache fill, through the route's response schema exactly as
 * Fastify's serializer would (unknown keys dropped, the shape checked), instead of on every request.
 */
export class SerializedJson {
  private constructor(readonly text: string) {}

  static of<S extends z.ZodType>(schema: S, value: z.input<S>): SerializedJson {
    return new SerializedJson(JSON.stringify(schema.parse(value)));
  }
}

/** Sends a body serialised ahead of time; the route still declares its response schema for the docs. */
export function sendSerialized(reply: FastifyReply, body: SerializedJson): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body.text);
}

/**
 * A public list that changes rarely (teams, committee, sponsors, albums): cached until one of its
 * tables changes in any process (the live-update notifications), and at most a few minutes.
 */
export function cachedList<S extends z.ZodType>(
  changes: EventEmitter,
  tables: readonly string[],
  schema: S,
  load: () => Promise<z.input<S>>,
): ExpiringCache<SerializedJson> {
  const cache = new ExpiringCache(async () => ({
    value: SerializedJson.of(schema, await load()),
    expiresAt: Date.now() + LIST_MAX_AGE_MS,
  }));
  changes.on('change', (table: string) => {
    if (tables.includes(table)) cache.invalidate();
  });
  // Read-your-writes in this process: a change made here is seen by the very next request, before its
  // notification comes back from the database.
  changes.on(LOCAL_WRITE, () => cache.invalidate());
  return cache;
}
