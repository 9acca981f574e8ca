import {
  ACTIONS,
  type Action,
  MODULE_IDS,
  type ModuleId,
  type PermissionMatrix,
  ROLE_MESSAGES,
  type RoleValues,
} from '@club/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { rolePermissions, userRoles } from '../../db/schema';
import type { Viewer } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { PermissionStore } from '../../platform/permissions';
import { countUsersWithRole, findRole, lockRoleForDelete, lockRoles, readMatrix } from './repository';

export { listRolesWithCounts as rolesWithUserCounts } from './repository';

export interface RoleServiceDeps {
  db: AppDatabase;
  permissions: PermissionStore;
}

export async function createRole(deps: RoleServiceDeps, actor: Viewer, input: RoleValues) {
  try {
    const role = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(userRoles)
        .values({ ...input, description: input.description ?? null, isSystemRole: false, createdBy: actor.userId })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await recordAudit(tx, actor, { action: 'role.create', entityType: 'role', entityId: created.id, after: created });
      return created;
    });
    await deps.permissions.reload();
    return role;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROLE_MESSAGES.duplicateName);
    throw error;
  }
}

export async function updateRole(deps: RoleServiceDeps, actor: Viewer, id: string, input: RoleValues) {
  try {
    const role = await deps.db.transaction(async (tx) => {
      const before = await findRole(tx, id);
      if (!before) throw notFound('Role not found.');
      if (before.isSystemRole) throw badRequest(ROLE_MESSAGES.editSystem);
      const [after] = await tx
        .update(userRoles)
        .set({ ...input, description: input.description ?? null, updatedAt: new Date() })
        .where(eq(userRoles.id, id))
        .returning();
      await recordAudit(tx, actor, { action: 'role.update', entityType: 'role', entityId: id, before, after });
      return after;
    });
    await deps.permissions.reload();
    return role;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROLE_MESSAGES.duplicateName);
    throw error;
  }
}

export async function deleteRole(deps: RoleServiceDeps, actor: Viewer, id: string) {
  await deps.db.transaction(async (tx) => {
    const before = await lockRoleForDelete(tx, id);
    if (!before) throw notFound('Role not found.');
    if (before.isSystemRole) throw badRequest(ROLE_MESSAGES.deleteSystem);
    // The foreign key refuses the delete too; counting first gives the spec's message.
    const users = await countUsersWithRole(tx, id);
    if (users > 0) throw conflict(ROLE_MESSAGES.assigned(users));
    await tx.delete(userRoles).where(eq(userRoles.id, id));
    await recordAudit(tx, actor, { action: 'role.delete', entityType: 'role', entityId: id, before });
  });
  await deps.permissions.reload();
}

export function matrixFromRows(rows: { roleId: string; module: string; action: Action }[]): PermissionMatrix {
  const matrix: PermissionMatrix = {};
  for (const row of rows) {
    const roleMatrix = matrix[row.roleId] ?? {};
    const moduleId = row.module as ModuleId;
    roleMatrix[moduleId] = [...(roleMatrix[moduleId] ?? []), row.action];
    matrix[row.roleId] = roleMatrix;
  }
  for (const roleMatrix of Object.values(matrix)) {
    for (const actions of Object.values(roleMatrix)) actions.sort((a, b) => ACTIONS.indexOf(a) - ACTIONS.indexOf(b));
  }
  return matrix;
}

/** Replaces the saved permissions of every role in `matrix` (modules left out lose all rights). */
export async function saveMatrix(deps: RoleServiceDeps, actor: Viewer, matrix: PermissionMatrix) {
  const roleIds = Object.keys(matrix);
  if (roleIds.length === 0) throw badRequest('The matrix names no role.');
  const adminRole = deps.permissions.roleByName('admin');
  const adminRights = adminRole ? matrix[adminRole.id]?.['role-permissions'] : undefined;
  if (adminRole && roleIds.includes(adminRole.id) && !(adminRights?.includes('view') && adminRights.includes('edit'))) {
    throw badRequest(ROLE_MESSAGES.adminLockout);
  }
  await deps.db.transaction(async (tx) => {
    // Concurrent saves wait here for each other: each then replaces what the previous one saved, whole.
    const known = await lockRoles(tx, roleIds);
    if (known.length !== roleIds.length) throw badRequest('The matrix names a role that does not exist.');
    const before = matrixFromRows((await readMatrix(tx)).filter((row) => roleIds.includes(row.roleId)));
    await tx.delete(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
    const rows = roleIds.flatMap((roleId) =>
      MODULE_IDS.flatMap((module) =>
        [...new Set(matrix[roleId]?.[module] ?? [])].map((action) => ({ roleId, module, action })),
      ),
    );
    if (rows.length > 0) await tx.insert(rolePermissions).values(rows);
    await recordAudit(tx, actor, {
      action: 'permissions.update',
      entityType: 'permissions',
      entityId: null,
      before,
      after: matrix,
    });
  });
  await deps.permissions.reload();
}

/** The saved permission matrix, every role's rights per module. */
export const savedMatrix = async (db: AppDatabase) => matrixFromRows(await readMatrix(db));
