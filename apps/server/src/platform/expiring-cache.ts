import type { EventEmitter } from 'node:events';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnreachable } from '../db/unreachable';

/**
 * One cached value, loaded on demand. `invalidate()` drops it; a load that was running when it was
 * invalidated is not kept, so a change is never hidden by an older read. While the database cannot be
 * reached, the last value loaded is served rather than an error: a visitor sees the page as it last stood.
 */
export class ExpiringCache<T> {
  private value: { data: T; expiresAt: number } | null = null;
  private lastLoaded: { data: T } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<{ value: T; expiresAt: number }>) {}

  /** The value, while one is kept and not expired. */
  fresh(): T | undefined {
    return this.value && this.value.expiresAt > Date.now() ? this.value.data : undefined;
  }

  get(): Promise<T> {
    const fresh = this.fresh();
    if (fresh !== undefined) return Promise.resolve(fresh);
    if (this.loading) return this.loading;
    const generation = this.generation;
    this.loading = this.load()
      .then(
        ({ value, expiresAt }) => {
          if (generation === this.generation) this.value = { data: value, expiresAt };
          this.lastLoaded = { data: value };
          return value;
        },
        (error: unknown) => {
          if (this.lastLoaded && isDatabaseUnreachable(error)) return this.lastLoaded.data;
          throw error;
        },
      )
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
  private readonly compressed = new Map<ContentEncoding, Buffer>();

  private constructor(readonly text: string) {}

  static of<S extends z.ZodType>(schema: S, value: z.input<S>): SerializedJson {
    return new SerializedJson(JSON.stringify(schema.parse(value)));
  }

  /** The body compressed in this encoding: once per cache fill, then the same bytes for every request. */
  encoded(encoding: ContentEncoding): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.text, { level: 6 });
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

type ContentEncoding = 'br' | 'gzip';
/** Bodies smaller than this go as they are: compressing them saves less than the headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/** The best encoding the client accepts (brotli, then gzip), from its Accept-Encoding header. */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends a body serialised ahead of time, compressed as the client accepts; the route still declares its schema. */
export function sendSerialized(reply: FastifyReply, body: SerializedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    body.text.length >= COMPRESS_FROM_BYTES ? preferredEncoding(reply.request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.text);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}

/**
 * Answers with a cached body: at once while the cache holds a fresh one (no promise to wait on, the common
 * case of a public read), else once it is loaded. For a route handler that returns nothing.
 */
export function sendFromCache(reply: FastifyReply, cache: ExpiringCache<SerializedJson>): void {
  const fresh = cache.fresh();
  if (fresh) sendSerialized(reply, fresh);
  else
    cache
      .get()
      .then((body) => sendSerialized(reply, body))
      .catch((error: unknown) => reply.send(error));
}

/**
 * Drops what `drop` clears when one of `tables` changes in any process (the live-update notifications, all of
 * which are replayed after a lost listening connection), and after any write this process answers: a change made
 * here is seen by the very next request, before its notification comes back from the database.
 */
function dropOnChange(changes: EventEmitter, tables: readonly string[], drop: () => void) {
  changes.on('change', (table: string) => {
    if (tables.includes(table)) drop();
  });
  changes.on(LOCAL_WRITE, drop);
}

const untilChanged =
  <T>(load: () => Promise<T>) =>
  async () => ({ value: await load(), expiresAt: Date.now() + LIST_MAX_AGE_MS });

/** A value read from tables that change rarely: kept until one of those tables changes (above), at most a few minutes. */
export function cachedUntilChanged<T>(
  changes: EventEmitter,
  tables: readonly string[],
  load: () => Promise<T>,
): ExpiringCache<T> {
  const cache = new ExpiringCache(untilChanged(load));
  dropOnChange(changes, tables, () => cache.invalidate());
  return cache;
}

/**
 * Answers that depend on the request's query (a staff list's page, search and order), each kept as
 * `cachedUntilChanged` keeps one and all dropped together: the `limit` asked most recently.
 */
export function cachedByQuery<Q, T>(
  changes: EventEmitter,
  tables: readonly string[],
  load: (query: Q) => Promise<T>,
  limit = 64,
): { get(query: Q): Promise<T> } {
  const answers = new Map<string, ExpiringCache<T>>();
  dropOnChange(changes, tables, () => answers.clear());
  return {
    get(query) {
      const key = JSON.stringify(query);
      let answer = answers.get(key);
      if (answer) answers.delete(key);
      else {
        answer = new ExpiringCache(untilChanged(() => load(query)));
        if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
      }
      answers.set(key, answer);
      return answer.get();
    },
  };
}

/** A public list that changes rarely (teams, committee, sponsors, albums), cached as its serialised answer. */
export function cachedList<S extends z.ZodType>(
  changes: EventEmitter,
  tables: readonly string[],
  schema: S,
  load: () => Promise<z.input<S>>,
): ExpiringCache<SerializedJson> {
  return cachedUntilChanged(changes, tables, async () => SerializedJson.of(schema, await load()));
}
