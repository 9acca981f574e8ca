import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { passwordResetQuota, signInThrottle, user } from '../../db/schema';

/** Failed sign-ins an address may have before it waits; the wait doubles with each further failure. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_S = 30;
const LONGEST_WAIT_S = 15 * 60;
/** Failures older than this are forgotten. */
const FAILURE_MEMORY = '1 hour';

/** Password-reset mails one account may receive per hour, whoever asks and from wherever. */
export const RESETS_PER_HOUR = 3;

export const DEVICE_COOKIE = 'club.device';
const DEVICE_COOKIE_ACCOUNTS = 5;
const YEAR_S = 365 * 24 * 60 * 60;

/** Seconds this address must still wait before another sign-in attempt, or 0. */
export async function signInWait(db: AppDatabase, email: string): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.email, email));
  if (!row?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000));
}

/** Counts a failure atomically (concurrent attempts each count) and sets the wait once past the free ones. */
export async function recordSignInFailure(db: AppDatabase, email: string) {
  const failures = sql`case when ${signInThrottle.lastFailureAt} < now() - interval '${sql.raw(FAILURE_MEMORY)}'
    then 1 else ${signInThrottle.failures} + 1 end`;
  const wait = sql`least(${sql.raw(String(LONGEST_WAIT_S))}, ${sql.raw(String(FIRST_WAIT_S))} * power(2, ${failures} - ${sql.raw(String(FREE_FAILURES))}))`;
  await db
    .insert(signInThrottle)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: signInThrottle.email,
      set: {
        failures,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when ${failures} >= ${sql.raw(String(FREE_FAILURES))}
          then now() + make_interval(secs => ${wait}) else null end`,
      },
    });
}

export async function clearSignInFailures(db: AppDatabase, email: string) {
  await db.delete(signInThrottle).where(eq(signInThrottle.email, email));
}

/**
 * A browser that signed in to an account before carries a mark for it (HMAC of the address), so a
 * stranger's failed guesses never lock the account's owner out of their own browser.
 */
export class TrustedDevices {
  constructor(private readonly secret: string) {}

  private mark(email: string) {
    return createHmac('sha256', this.secret).update(`device:${email}`).digest('base64url').slice(0, 32);
  }

  private marksIn(cookieHeader: string | undefined): string[] {
    const value = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE.replace('.', '\\.')}=([A-Za-z0-9_.-]+)`).exec(
      cookieHeader ?? '',
    )?.[1];
    return value ? value.split('.').slice(0, DEVICE_COOKIE_ACCOUNTS) : [];
  }

  isTrusted(cookieHeader: string | undefined, email: string): boolean {
    const expected = Buffer.from(this.mark(email));
    return this.marksIn(cookieHeader).some(
      (mark) => mark.length === expected.length && timingSafeEqual(Buffer.from(mark), expected),
    );
  }

  /** The Set-Cookie value after a successful sign-in: this account's mark first, a few others kept. */
  cookieAfterSignIn(cookieHeader: string | undefined, email: string, secure: boolean): string {
    const mark = this.mark(email);
    const marks = [mark, ...this.marksIn(cookieHeader).filter((m) => m !== mark)].slice(0, DEVICE_COOKIE_ACCOUNTS);
    return `${DEVICE_COOKIE}=${marks.join('.')}; Path=/api/auth; Max-Age=${YEAR_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  }
}

/**
 * Takes one of the account's reset links for this hour, atomically (concurrent requests from any
 * process each count): the account's id when one was left, null for no account or none left.
 */
export async function takeResetQuota(db: AppDatabase, email: string): Promise<string | null> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!account) return null;
  const expired = sql`${passwordResetQuota.windowStart} < now() - interval '1 hour'`;
  const [quota] = await db
    .insert(passwordResetQuota)
    .values({ userId: account.id, sent: 1 })
    .onConflictDoUpdate({
      target: passwordResetQuota.userId,
      set: {
        windowStart: sql`case when ${expired} then now() else ${passwordResetQuota.windowStart} end`,
        sent: sql`case when ${expired} then 1 else ${passwordResetQuota.sent} + 1 end`,
      },
    })
    .returning({ sent: passwordResetQuota.sent });
  return quota && quota.sent <= RESETS_PER_HOUR ? account.id : null;
}
