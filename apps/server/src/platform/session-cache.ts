import { SESSION_COOKIE_PREFIX } from './auth';

/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 1000;
const MAX_ENTRIES = 20_000;
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=([^;]+)`);

/**
 * Who a session cookie belongs to, remembered for at most a second: a signed-in page's burst of
 * requests costs one session lookup instead of one each. A revoked session, a changed role or a deleted
 * account therefore loses its rights within a second everywhere, and at once in the process that made
 * the change (`clear()` on its own writes and on the profile and role notifications).
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  keyOf(cookieHeader: string | undefined): string | null {
    return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, expiresAt: Date.now() + SESSION_CACHE_MS });
  }

  clear() {
    this.entries.clear();
  }
}
