import type { EventEmitter } from 'node:events';

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
 * A public list that changes rarely (teams, committee, sponsors, albums): cached until one of its
 * tables changes in any process (the live-update notifications), and at most a few minutes.
 */
export function cachedList<T>(
  changes: EventEmitter,
  tables: readonly string[],
  load: () => Promise<T>,
): ExpiringCache<T> {
  const cache = new ExpiringCache(async () => ({ value: await load(), expiresAt: Date.now() + LIST_MAX_AGE_MS }));
  changes.on('change', (table: string) => {
    if (tables.includes(table)) cache.invalidate();
  });
  // Read-your-writes in this process: a change made here is seen by the very next request, before its
  // notification comes back from the database.
  changes.on(LOCAL_WRITE, () => cache.invalidate());
  return cache;
}
