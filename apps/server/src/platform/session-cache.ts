import { SESSION_COOKIE_PREFIX } from './auth';

/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 1000;
const MAX_ENTRIES = 20_000;
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=([^;]+)`);

/**
 * Who a session cookie belongs to, remembered for at most a second from when it was read: a signed-in
 * page's burst of requests costs one session lookup instead of one each. A revoked session, a changed role
 * or a deleted account therefore loses its rights within a second everywhere (however long a busy database
 * took to answer the lookup), and at once in the process that made the change (`clear()` on its own writes
 * and on the profile and role notifications).
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  /** Moves on at every `clear()`: a lookup begun before it answers its own requests but is not remembered. */
  private generation = 0;

  keyOf(cookieHeader: string | undefined): string | null {
    return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
  }

  private get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** `readAt`: when the lookup began; a lookup slowed by a busy database is not trusted any longer for it. */
  private remember(key: string, value: T, readAt: number) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, expiresAt: readAt + SESSION_CACHE_MS });
  }

  /**
   * The remembered value, or the one `load` finds. Requests that miss together share one load: when a busy
   * session's second runs out, its next burst of requests asks the database once, not once each.
   */
  resolve(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const readAt = Date.now();
    const loaded: Promise<T> = load()
      .then((value) => {
        if (generation === this.generation) this.remember(key, value, readAt);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  clear() {
    this.entries.clear();
    this.loading.clear();
    this.generation++;
  }
}
