import type { Role } from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/client';
import { profiles, user } from '../db/schema';
import type { Auth } from './auth';
import { roleIdByName } from './permissions';

export interface NewAccount {
  email: string;
  fullName: string;
  password: string;
  role: Role;
  phone?: string;
  address?: string;
  dateOfBirth?: string;
}

/** Creates a confirmed email+password account with its profile (seeding and the create-admin command). */
export async function createConfirmedAccount(auth: Auth, db: AppDatabase, account: NewAccount) {
  const ctx = await auth.$context;
  const email = account.email.toLowerCase();
  const passwordHash = await ctx.password.hash(account.password);
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
