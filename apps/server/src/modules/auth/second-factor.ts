import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SECOND_FACTOR_MESSAGES, type SecondFactorStatus } from '@club/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Auth } from '../../platform/auth';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors';
import type { PermissionStore } from '../../platform/permissions';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  type SecretBox,
  stepOfCode,
} from '../../platform/totp';
import { managedAccount } from './sessions';

/** How long a sign-in may wait for its second factor before the password must be given again. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;
export const TRUST_COOKIE = 'club.trust';
const TRUST_DAYS = 30;
const TRUST_COOKIE_ACCOUNTS = 5;

/** What the person's profile shows of their second factors. */
export async function secondFactorStatus(db: AppDatabase, viewer: Viewer): Promise<SecondFactorStatus> {
  const [row] = await queryRows<{
    enabled_at: string | Date | null;
    codes_left: number;
    passkeys: number;
    required: boolean;
  }>(
    db,
    sql`select (select enabled_at from two_factor where user_id = ${viewer.userId}) as enabled_at,
          (select count(*)::int from recovery_codes where user_id = ${viewer.userId} and used_at is null) as codes_left,
          (select count(*)::int from passkeys where user_id = ${viewer.userId}) as passkeys,
          (select r.requires_second_factor from profiles p join user_roles r on r.id = p.role_id
            where p.user_id = ${viewer.userId}) as required`,
  );
  return {
    authenticatorSince: row?.enabled_at ? new Date(row.enabled_at).toISOString() : null,
    recoveryCodesLeft: row?.codes_left ?? 0,
    passkeys: row?.passkeys ?? 0,
    requiredByRole: Boolean(row?.required),
  };
}

/**
 * The first half of adding an authenticator app: a new secret, kept unconfirmed until the app's first code
 * comes back (`confirmAuthenticator`). An app already on is moved only by turning it off first.
 */
export async function startAuthenticatorSetup(
  db: AppDatabase,
  box: SecretBox,
  viewer: Viewer,
  issuer: string,
): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  const [saved] = await queryRows<{ user_id: string }>(
    db,
    sql`insert into two_factor (user_id, secret) values (${viewer.userId}, ${box.seal(secret)})
        on conflict (user_id) do update set secret = excluded.secret, created_at = now(), last_used_step = null
        where two_factor.enabled_at is null
        returning user_id`,
  );
  if (!saved) throw conflict(SECOND_FACTOR_MESSAGES.alreadyOn);
  return { secret, uri: otpauthUri({ issuer, account: viewer.email, secret }) };
}

/**
 * The app's first code turns it on: recovery codes are made (shown once), this session counts as having given
 * the factor, and every other session of the account ends (they sign in again, now with the code).
 */
export async function confirmAuthenticator(db: AppDatabase, box: SecretBox, viewer: Viewer, code: string) {
  return db.transaction(async (tx) => {
    const [pending] = await queryRows<{ secret: string }>(
      tx,
      sql`select secret from two_factor where user_id = ${viewer.userId} and enabled_at is null for update`,
    );
    if (!pending) throw conflict(SECOND_FACTOR_MESSAGES.startAgain);
    const secret = box.open(pending.secret);
    const step = secret === null ? null : stepOfCode(secret, code);
    if (step === null) throw badRequest(SECOND_FACTOR_MESSAGES.wrongCode, { code: [SECOND_FACTOR_MESSAGES.wrongCode] });
    await tx.execute(
      sql`update two_factor set enabled_at = now(), last_used_step = ${step} where user_id = ${viewer.userId}`,
    );
    const recoveryCodes = await replaceRecoveryCodes(tx, viewer.userId);
    await tx.execute(sql`update session set second_factor_at = now() where id = ${viewer.sessionId}`);
    await tx.execute(sql`delete from session where user_id = ${viewer.userId} and id <> ${viewer.sessionId}`);
    await recordAudit(tx, viewer, { action: 'user.second-factor.on', entityType: 'user', entityId: viewer.userId });
    return recoveryCodes;
  });
}

export async function replaceRecoveryCodes(tx: AppDatabase | Transaction, userId: string) {
  const codes = newRecoveryCodes();
  await tx.execute(sql`delete from recovery_codes where user_id = ${userId}`);
  await tx.execute(
    sql`insert into recovery_codes (user_id, code_hash) values ${sql.join(
      codes.map((code) => sql`(${userId}, ${recoveryCodeHash(code)})`),
      sql`, `,
    )}`,
  );
  return codes;
}

/** New recovery codes for the account, in one transaction: the old ones stop working. */
export const renewRecoveryCodes = (db: AppDatabase, userId: string) =>
  db.transaction((tx) => replaceRecoveryCodes(tx, userId));

/**
 * Takes a second factor: a code of the app in a time step later than any it accepted before (so a code works
 * once, even when two requests bring it at the same moment: the row's update decides), or an unused recovery
 * code (used up by this). Null when it is neither.
 */
export async function takeSecondFactor(
  db: AppDatabase,
  box: SecretBox,
  userId: string,
  code: string,
): Promise<'app' | 'recovery' | null> {
  if (/^\d{6}$/.test(code)) {
    const [factor] = await queryRows<{ secret: string }>(
      db,
      sql`select secret from two_factor where user_id = ${userId} and enabled_at is not null`,
    );
    const secret = factor ? box.open(factor.secret) : null;
    const step = secret === null ? null : stepOfCode(secret, code);
    if (step === null) return null;
    const [taken] = await queryRows<{ user_id: string }>(
      db,
      sql`update two_factor set last_used_step = ${step}
          where user_id = ${userId} and enabled_at is not null and (last_used_step is null or last_used_step < ${step})
          returning user_id`,
    );
    return taken ? 'app' : null;
  }
  const [used] = await queryRows<{ user_id: string }>(
    db,
    sql`update recovery_codes set used_at = now()
        where user_id = ${userId} and code_hash = ${recoveryCodeHash(code)} and used_at is null
        returning user_id`,
  );
  return used ? 'recovery' : null;
}

/** Turns the app off (and its recovery codes): every other session ends, as after any change of factor. */
export async function turnOffAuthenticator(db: AppDatabase, viewer: Viewer) {
  await db.transaction(async (tx) => {
    const removed = await queryRows<{ user_id: string }>(
      tx,
      sql`delete from two_factor where user_id = ${viewer.userId} and enabled_at is not null returning user_id`,
    );
    if (removed.length === 0) throw notFound(SECOND_FACTOR_MESSAGES.notOn);
    await tx.execute(sql`delete from recovery_codes where user_id = ${viewer.userId}`);
    await tx.execute(sql`delete from session where user_id = ${viewer.userId} and id <> ${viewer.sessionId}`);
    await recordAudit(tx, viewer, { action: 'user.second-factor.off', entityType: 'user', entityId: viewer.userId });
  });
}

/**
 * A lost phone: staff with users' edit right (outside admin only below their own level) remove the person's
 * second factor and end their sessions; they sign in with the password and set it up again. Audited.
 */
export async function resetSecondFactorOf(
  deps: { db: AppDatabase; permissions: PermissionStore },
  actor: Viewer,
  userId: string,
) {
  return deps.db.transaction(async (tx) => {
    const target = await managedAccount(tx, deps.permissions, actor, userId);
    const removed = await resetSecondFactor(tx, userId);
    if (!removed) throw notFound(SECOND_FACTOR_MESSAGES.notOn);
    await recordAudit(tx, actor, {
      action: 'user.second-factor.reset',
      entityType: 'user',
      entityId: userId,
      before: { email: target.email },
    });
    return target.email;
  });
}

/** The command-line reset (`npm run reset-2fa`), audited as the command line's: null when the account has none. */
export async function resetSecondFactorByEmail(db: AppDatabase, email: string) {
  return db.transaction(async (tx) => {
    const [account] = await queryRows<{ user_id: string }>(
      tx,
      sql`select id as user_id from "user" where email = ${email}`,
    );
    if (!account || !(await resetSecondFactor(tx, account.user_id))) return null;
    await tx.execute(
      sql`insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, before)
          values (null, 'command line', 'user.second-factor.reset', 'user', ${account.user_id}, ${JSON.stringify({ email })}::jsonb)`,
    );
    return { userId: account.user_id, email };
  });
}

/**
 * Removes the account's second factors (the app, its recovery codes, every passkey: a lost phone holds them)
 * and ends its sessions; false when it had none.
 */
export async function resetSecondFactor(tx: AppDatabase | Transaction, userId: string) {
  const app = await queryRows<{ user_id: string }>(
    tx,
    sql`delete from two_factor where user_id = ${userId} returning user_id`,
  );
  const keys = await queryRows<{ id: string }>(tx, sql`delete from passkeys where user_id = ${userId} returning id`);
  await tx.execute(sql`delete from recovery_codes where user_id = ${userId}`);
  await tx.execute(sql`delete from session where user_id = ${userId}`);
  return app.length + keys.length > 0;
}

/** The pending sign-in goes through, or a signed-in session confirms it is its person: now is the factor's time. */
export async function markSecondFactorGiven(db: AppDatabase, sessionId: string) {
  await db.execute(
    sql`update session set second_factor_pending = false, second_factor_at = now() where id = ${sessionId}`,
  );
}

/**
 * The session a second factor is given for: one waiting after its password (for at most 10 minutes, then it
 * ends), or one signed in that confirms it is its person. Cookies as the request sent them.
 */
export async function sessionTakingSecondFactor(auth: Auth, db: AppDatabase, headers: IncomingHttpHeaders) {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!found) throw unauthorized(SECOND_FACTOR_MESSAGES.noPendingSignIn);
  const pending = Boolean(found.session.secondFactorPending);
  if (pending && Date.now() - new Date(found.session.createdAt).getTime() > PENDING_SIGN_IN_MS) {
    await db.execute(sql`delete from session where id = ${found.session.id}`);
    throw unauthorized(SECOND_FACTOR_MESSAGES.signInExpired);
  }
  return { session: found.session, user: found.user, pending };
}

/**
 * What a trusted browser's mark is bound to: the account and when its factors began (the app set up, else the
 * first passkey), so that a reset, an app turned off or set up anew voids the old marks.
 */
export async function trustAnchor(db: AppDatabase, userId: string): Promise<string | null> {
  const [row] = await queryRows<{ since: string | Date | null }>(
    db,
    sql`select coalesce(
          (select enabled_at from two_factor where user_id = ${userId} and enabled_at is not null),
          (select min(created_at) from passkeys where user_id = ${userId})) as since`,
  );
  return row?.since ? `${userId}:${new Date(row.since).getTime()}` : null;
}

/**
 * "Trust this browser for 30 days": a signed mark per account (at most a few), checked at sign-in. It names no
 * account in clear, expires on its own, and is void once the account's app is turned off, reset or replaced.
 */
export class TrustedBrowsers {
  constructor(private readonly secret: string) {}

  private mac(anchor: string, expires: number) {
    return createHmac('sha256', this.secret).update(`trust:${anchor}:${expires}`).digest('base64url').slice(0, 32);
  }

  private marksIn(cookieHeader: string | undefined): string[] {
    const value = new RegExp(`(?:^|;\\s*)${TRUST_COOKIE.replace('.', '\\.')}=([A-Za-z0-9_~.-]+)`).exec(
      cookieHeader ?? '',
    )?.[1];
    return value ? value.split('.').slice(0, TRUST_COOKIE_ACCOUNTS) : [];
  }

  isTrusted(cookieHeader: string | undefined, anchor: string, now = Date.now()): boolean {
    return this.marksIn(cookieHeader).some((mark) => {
      const [expires, mac] = mark.split('~');
      const expiresAt = Number(expires);
      if (!mac || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) return false;
      const expected = Buffer.from(this.mac(anchor, expiresAt));
      return mac.length === expected.length && timingSafeEqual(Buffer.from(mac), expected);
    });
  }

  cookieTrusting(cookieHeader: string | undefined, anchor: string, secure: boolean, now = Date.now()): string {
    const maxAge = TRUST_DAYS * 24 * 60 * 60;
    const expires = Math.floor(now / 1000) + maxAge;
    const kept = this.marksIn(cookieHeader).filter((mark) => Number(mark.split('~')[0]) * 1000 > now);
    const marks = [`${expires}~${this.mac(anchor, expires)}`, ...kept].slice(0, TRUST_COOKIE_ACCOUNTS);
    return `${TRUST_COOKIE}=${marks.join('.')}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  }
}

/**
 * Whether a new session still waits for the second factor (every session of an account with one starts so:
 * platform/auth.ts); a browser the person trusted for 30 days skips the code at sign-in (not at a protected
 * action, which still asks for it).
 */
export async function awaitsSecondFactor(
  db: AppDatabase,
  trustedBrowsers: TrustedBrowsers,
  cookieHeader: string | undefined,
  signedIn: { token: string; user: { id: string } },
) {
  const [session] = await queryRows<{ id: string; second_factor_pending: boolean }>(
    db,
    sql`select id, second_factor_pending from session where token = ${signedIn.token}`,
  );
  if (!session?.second_factor_pending) return false;
  const anchor = await trustAnchor(db, signedIn.user.id);
  if (!anchor || !trustedBrowsers.isTrusted(cookieHeader, anchor)) return true;
  await db.execute(sql`update session set second_factor_pending = false where id = ${session.id}`);
  return false;
}
