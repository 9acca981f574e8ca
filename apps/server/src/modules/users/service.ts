import {
  type Language,
  mayManageLevel,
  type Role,
  USER_MESSAGES,
  type UserCreateInput,
  type UserUpdateInput,
} from '@club/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { profiles, session, user } from '../../db/schema';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { inviteAccounts } from '../../platform/accounts';
import { recordAudit } from '../../platform/audit';
import type { Auth } from '../../platform/auth';
import { badRequest, conflict, forbidden, isUniqueViolation, loggableError, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import { emailTaken, findUser, listUsers, lockAdmins, lockAssignableRole, userStats } from './repository';

export interface UserServiceDeps {
  db: AppDatabase;
  auth: Auth;
  permissions: PermissionStore;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

function adminRoleId(permissions: PermissionStore) {
  const admin = permissions.roleByName('admin');
  if (!admin) throw new Error('the admin system role is missing');
  return admin.id;
}

/** Outside admin, staff manage only accounts, and give only roles, strictly below their own level. */
function assertManageable(actor: Viewer, level: Role | undefined) {
  if (!level || !mayManageLevel(actor.role, level)) throw forbidden(USER_MESSAGES.aboveOwnLevel);
}

/**
 * Creates the account with its role and emails an invitation link to choose a password, in `language` (the
 * inviter's: the account speaks it until its holder chooses another).
 */
export async function createUser(
  deps: UserServiceDeps,
  actor: Viewer,
  input: UserCreateInput & { email: string },
  language: Language,
) {
  const role = deps.permissions.role(input.roleId);
  if (!role?.isActive) throw badRequest('Choose an active role.', { roleId: ['Unknown or inactive role'] });
  assertManageable(actor, role.baseRole);
  const userId = await deps.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, input.email)) throw conflict(USER_MESSAGES.duplicateEmail);
      if (!(await lockAssignableRole(tx, role.id))) throw conflict(USER_MESSAGES.roleGone);
      // Queued with the account: the invitation goes out once this commits, even after a crash.
      const invited = await inviteAccounts(tx, deps, { actor, role: { id: role.id, name: role.name }, language }, [
        { fullName: input.fullName, email: input.email },
      ]);
      return invited.get(input.email.toLowerCase()) ?? '';
    })
    .catch((error: unknown) => {
      // Two admins inviting the same address at once: the unique email index decides.
      if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.duplicateEmail);
      throw error;
    });
  const created = await findUser(deps.db, userId);
  if (!created) throw new Error('created user not found');
  return { user: created, invitationSent: true };
}

export async function updateUser(
  deps: UserServiceDeps,
  actor: Viewer,
  userId: string,
  input: UserUpdateInput & { email: string },
) {
  const result = await deps.db
    .transaction(async (tx) => {
      const before = await findUser(tx, userId);
      if (!before) throw notFound('User not found.');
      assertManageable(actor, deps.permissions.role(before.roleId)?.baseRole);
      if (await emailTaken(tx, input.email, userId)) throw conflict(USER_MESSAGES.duplicateEmail);
      const emailChanged = before.email !== input.email;
      await tx
        .update(user)
        .set({
          name: input.fullName,
          email: input.email,
          // A new address counts only once its owner confirms it, and whoever held the old sessions is out.
          ...(emailChanged ? { emailVerified: false } : {}),
          updatedAt: new Date(),
        })
        .where(eq(user.id, userId));
      if (emailChanged) await tx.delete(session).where(eq(session.userId, userId));
      await tx
        .update(profiles)
        .set({ fullName: input.fullName, email: input.email, phone: input.phone ?? null, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
      const after = await findUser(tx, userId);
      await recordAudit(tx, actor, {
        action: 'user.update',
        entityType: 'user',
        entityId: userId,
        before: { fullName: before.fullName, email: before.email, phone: before.phone },
        after: { fullName: input.fullName, email: input.email, phone: input.phone ?? null },
      });
      return { after, emailChanged };
    })
    .catch((error: unknown) => {
      // Two staff giving the same address to different accounts at once: the unique email index decides.
      if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.duplicateEmail);
      throw error;
    });
  if (result.emailChanged) {
    await deps.auth.api.sendVerificationEmail({ body: { email: input.email } }).catch((error: unknown) => {
      deps.log.warn({ err: loggableError(error) }, 'confirmation mail for a changed address not sent');
    });
  }
  return result;
}

export async function changeUserRole(deps: UserServiceDeps, actor: Viewer, userId: string, roleId: string) {
  const role = deps.permissions.role(roleId);
  if (!role?.isActive) throw badRequest('Choose an active role.', { roleId: ['Unknown or inactive role'] });
  const adminId = adminRoleId(deps.permissions);
  return deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx, adminId);
    await assertStillHolds(tx, deps.permissions, actor, 'users', 'edit');
    if (!(await lockAssignableRole(tx, roleId))) throw conflict(USER_MESSAGES.roleGone);
    const before = await findUser(tx, userId);
    if (!before) throw notFound('User not found.');
    assertManageable(actor, deps.permissions.role(before.roleId)?.baseRole);
    assertManageable(actor, role.baseRole);
    const demotesAdmin = before.roleId === adminId && roleId !== adminId;
    if (demotesAdmin && userId === actor.userId) throw badRequest(USER_MESSAGES.selfDemotion);
    if (demotesAdmin && admins.length <= 1) throw conflict(USER_MESSAGES.lastAdmin);
    await tx.update(profiles).set({ roleId, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    await recordAudit(tx, actor, {
      action: 'user.role_change',
      entityType: 'user',
      entityId: userId,
      before: { role: before.roleName },
      after: { role: role.name },
    });
    return findUser(tx, userId);
  });
}

/** Deletes the account; its sessions go with it (cascade), so it is signed out everywhere at once. */
export async function deleteUser(deps: UserServiceDeps, actor: Viewer, userId: string) {
  if (userId === actor.userId) throw badRequest(USER_MESSAGES.selfDelete);
  const adminId = adminRoleId(deps.permissions);
  await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx, adminId);
    await assertStillHolds(tx, deps.permissions, actor, 'users', 'delete');
    const before = await findUser(tx, userId);
    if (!before) throw notFound('User not found.');
    assertManageable(actor, deps.permissions.role(before.roleId)?.baseRole);
    if (before.roleId === adminId && admins.length <= 1) throw conflict(USER_MESSAGES.lastAdmin);
    await tx.delete(user).where(eq(user.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entityType: 'user',
      entityId: userId,
      before: { fullName: before.fullName, email: before.email, role: before.roleName },
    });
  });
}

/** A page of users with their roles, and the stat cards' counts. */
export async function usersPage(db: AppDatabase, query: Parameters<typeof listUsers>[1]) {
  const [{ items, total }, stats] = await Promise.all([listUsers(db, query), userStats(db)]);
  return { items, total, stats };
}
