import { EventEmitter } from 'node:events';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { markDatabaseConnectionFailure } from '../db/unreachable';
import { cachedByQuery, ExpiringCache, LOCAL_WRITE, preferredEncoding, SerializedJson } from './expiring-cache';

describe('bodies serialised ahead of time', () => {
  it('go through the response schema as the serializer would: unknown keys dropped, a wrong shape refused', () => {
    const schema = z.array(z.object({ id: z.string(), name: z.string() }));
    const rows = [{ id: '1', name: 'Club Eagles', createdBy: 'secret-user-id' }];
    expect(SerializedJson.of(schema, rows).text).toBe('[{"id":"1","name":"Club Eagles"}]');
    expect(() => SerializedJson.of(schema, [{ id: 1 }] as never)).toThrow();
  });
});

describe('compressed cached bodies', () => {
  const body = SerializedJson.of(
    z.array(z.string()),
    Array.from({ length: 200 }, (_, i) => `Club news item ${i}`),
  );

  it('are compressed once per fill: the same bytes for every request, decoding to the JSON', () => {
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(body.text);
    expect(gunzipSync(body.encoded('gzip')).toString()).toBe(body.text);
    expect(br.length).toBeLessThan(body.text.length / 3);
  });

  it('follow what the client accepts, brotli first', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('a cached value', () => {
  const gone = () =>
    markDatabaseConnectionFailure(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' }),
    );

  it('is served as it last stood while the database cannot be reached, and reloaded once it can', async () => {
    let answer: () => Promise<string> = async () => 'teams as of 10:00';
    const cache = new ExpiringCache(async () => ({ value: await answer(), expiresAt: Date.now() + 60_000 }));
    expect(await cache.get()).toBe('teams as of 10:00');
    cache.invalidate();
    answer = () => Promise.reject(gone());
    expect(await cache.get()).toBe('teams as of 10:00');
    answer = async () => 'teams as of 10:05';
    expect(await cache.get()).toBe('teams as of 10:05');
  });

  it('passes on any other failure, and a database that is gone before anything was loaded', async () => {
    let answer: () => Promise<string> = () => Promise.reject(gone());
    const cache = new ExpiringCache(async () => ({ value: await answer(), expiresAt: Date.now() + 60_000 }));
    await expect(cache.get()).rejects.toThrow(/ECONNREFUSED/);
    answer = async () => 'loaded';
    expect(await cache.get()).toBe('loaded');
    cache.invalidate();
    answer = () => Promise.reject(new Error('a bug'));
    await expect(cache.get()).rejects.toThrow('a bug');
  });
});

describe('answers cached by their query', () => {
  const pagesOf = (limit?: number) => {
    const changes = new EventEmitter();
    const loads: string[] = [];
    let held: Promise<void> | null = null;
    let release = () => {};
    let version = 1;
    const pages = cachedByQuery(
      changes,
      ['membership_registrations'],
      async (query: { page: number }) => {
        loads.push(`page ${query.page}`);
        const read = version;
        const wait = held ?? new Promise<void>((resolve) => setTimeout(resolve, 0));
        held = null;
        await wait;
        return `page ${query.page} v${read}`;
      },
      limit,
    );
    return {
      changes,
      loads,
      pages,
      change: () => version++,
      holdNextLoad: () => {
        held = new Promise<void>((resolve) => (release = resolve));
      },
      releaseLoad: () => release(),
    };
  };

  it('keeps each query’s answer until a table it shows changes, here or in another process', async () => {
    const { changes, loads, pages, change } = pagesOf();
    expect(await pages.get({ page: 1 })).toBe('page 1 v1');
    expect(await pages.get({ page: 2 })).toBe('page 2 v1');
    expect(await pages.get({ page: 1 })).toBe('page 1 v1');
    expect(loads).toEqual(['page 1', 'page 2']);

    changes.emit('change', 'news');
    expect(await pages.get({ page: 1 })).toBe('page 1 v1');
    change();
    changes.emit('change', 'membership_registrations');
    expect(await pages.get({ page: 1 })).toBe('page 1 v2');
    expect(await pages.get({ page: 2 })).toBe('page 2 v2');
    change();
    changes.emit(LOCAL_WRITE);
    expect(await pages.get({ page: 2 })).toBe('page 2 v3');
  });

  it('never keeps a page read while the table changed', async () => {
    const { changes, pages, change, holdNextLoad, releaseLoad } = pagesOf();
    holdNextLoad();
    const before = pages.get({ page: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    change();
    changes.emit('change', 'membership_registrations');
    releaseLoad();
    expect(await before).toBe('page 1 v1');
    expect(await pages.get({ page: 1 })).toBe('page 1 v2');
  });

  it('keeps only the queries asked most recently', async () => {
    const { loads, pages } = pagesOf(2);
    await pages.get({ page: 1 });
    await pages.get({ page: 2 });
    await pages.get({ page: 1 });
    await pages.get({ page: 3 });
    await pages.get({ page: 1 });
    await pages.get({ page: 2 });
    expect(loads).toEqual(['page 1', 'page 2', 'page 3', 'page 2']);
  });
});
