import { randomBytes } from 'node:crypto';
import type { Language, Role } from '@club/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/client';
import { auditLog, profiles, user, verification } from '../db/schema';
import type { Viewer } from './access';
import type { Auth } from './auth';
import type { Mailer } from './mail';
import { roleIdByName } from './permissions';
import { textsIn } from './texts';

/** How long an invitation's link to choose a password works. */
export const INVITATION_DAYS = 7;

export interface Invitee {
  fullName: string;
  email: string;
  /** Stored normalised (rules/phone.ts). */
  phone?: string | null;
}

export interface NewAccount {
  email: string;
  fullName: string;
  password: string;
  role: Role;
  phone?: string;
  address?: string;
  dateOfBirth?: string;
}

/**
 * Creates a confirmed email+password account with its profile (seeding and the create-admin command). `passwordHash`:
 * the password's hash when the caller made it already (several accounts' hashes made at once, on every core).
 */
export async function createConfirmedAccount(auth: Auth, db: AppDatabase, account: NewAccount, passwordHash?: string) {
  const ctx = await auth.$context;
  const email = account.email.toLowerCase();
  passwordHash ??= await ctx.password.hash(account.password);
  const created = await ctx.internalAdapter.createUser(
    { email, name: account.fullName, emailVerified: true },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: passwordHash,
  });
  await db
    .update(profiles)
    .set({
      roleId: roleIdByName(account.role),
      phone: account.phone ?? null,
      address: account.address ?? null,
      dateOfBirth: account.dateOfBirth ?? null,
    })
    .where(eq(profiles.userId, created.id));
  return created;
}

/** Gives an existing account a role and marks its email confirmed. Returns false if there is no such account. */
export async function promoteAccount(db: AppDatabase, email: string, role: Role) {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  if (!found) return false;
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, found.id));
  await db
    .update(profiles)
    .set({ roleId: roleIdByName(role), updatedAt: new Date() })
    .where(eq(profiles.userId, found.id));
  return true;
}

/** The email of an account (null: no such account, or one closed since). */
export async function accountEmail(db: Pick<AppDatabase, 'execute'>, userId: string) {
  const [row] = await queryRows<{ email: string }>(db, sql`select email from "user" where id = ${userId}`);
  return row?.email ?? null;
}

/**
 * Accounts made for people by a member of staff (`actor`, in the audit log for each), with `role`: each is mailed, in `language`, a link
 * that works once, for INVITATION_DAYS, to choose a password (which confirms the address). In the caller's
 * transaction, so the mails go only if the accounts stand. Answers each new account's id by email.
 */
export async function inviteAccounts(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  invitation: { actor: Viewer; role: { id: string | SQL<string>; name: string }; language: Language },
  people: readonly Invitee[],
) {
  if (people.length === 0) return new Map<string, string>();
  const accounts = people.map((person) => ({
    ...person,
    email: person.email.toLowerCase(),
    id: randomBytes(24).toString('base64url'),
    token: randomBytes(24).toString('base64url'),
  }));
  const { actor, role, language } = invitation;
  await tx
    .insert(user)
    .values(accounts.map(({ id, fullName, email }) => ({ id, name: fullName, email, emailVerified: false })));
  await tx.insert(profiles).values(
    accounts.map(({ id, fullName, email, phone }) => ({
      userId: id,
      fullName,
      email,
      phone: phone ?? null,
      roleId: role.id,
      language,
    })),
  );
  // Accounts are audited by the code that makes them (no trigger on the auth tables): one row each, by the inviter.
  await tx.insert(auditLog).values(
    accounts.map(({ id, fullName, email }) => ({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'user.create',
      entityType: 'user',
      entityId: id,
      after: { fullName, email, role: role.name },
    })),
  );
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  await tx.insert(verification).values(
    accounts.map(({ id, token }) => ({
      id: randomBytes(16).toString('hex'),
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt,
    })),
  );
  const texts = textsIn(language);
  await deps.mailer.send(
    accounts.map(({ email, fullName, token }) => ({
      to: email,
      subject: texts.t('mail.invitation.subject', { club: texts.club }),
      text: texts.t('mail.invitation.body', {
        club: texts.club,
        name: fullName,
        inviter: actor.fullName,
        days: INVITATION_DAYS,
        link: `${deps.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&invite=1`,
      }),
    })),
    tx,
  );
  return new Map(accounts.map(({ email, id }) => [email, id]));
}
