import { eq, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { signInEvents, user, verification } from '../../db/schema';

/** Whether the account with this email has confirmed it (null: no such account). */
export async function emailConfirmed(db: AppDatabase, email: string): Promise<boolean | null> {
  const [account] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
  return account ? account.verified : null;
}

export async function accountIdOf(db: AppDatabase, email: string): Promise<string | null> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return account?.id ?? null;
}

export const accountExists = async (db: AppDatabase, email: string) => (await emailConfirmed(db, email)) !== null;

/** The account a reset (or invitation) token was issued for, if the token is still on record. */
export async function resetTokenAccount(db: AppDatabase, token: string) {
  const [pending] = await db
    .select({ userId: verification.value, email: user.email, fullName: user.name })
    .from(verification)
    .leftJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`));
  return pending ?? null;
}

export async function markEmailConfirmed(db: AppDatabase, userId: string) {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** One sign-in, counted for the backend's figures (no account is named). */
export async function recordSignInEvent(db: AppDatabase, succeeded: boolean) {
  await db.insert(signInEvents).values({ succeeded });
}

/** Notes a successful sign-in of the account; answers whether it had signed in before. */
export async function noteSignIn(db: AppDatabase, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ before: string | Date | null }>(
    db,
    sql`with old as (select last_signed_in_at from "user" where id = ${userId})
        update "user" set last_signed_in_at = now() where id = ${userId}
        returning (select last_signed_in_at from old) as before`,
  );
  return Boolean(row?.before);
}
