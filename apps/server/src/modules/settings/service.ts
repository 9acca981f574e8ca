import { SETTINGS_MESSAGES } from '@club/shared';
import { asc, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { userRoles } from '../../db/schema';
import type { Viewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';

/** Every role a person can be given above guest, with whether its members must use a second factor. */
export const secondFactorRoles = (db: AppDatabase) =>
  db
    .select({
      id: userRoles.id,
      name: userRoles.name,
      displayName: userRoles.displayName,
      required: userRoles.requiresSecondFactor,
    })
    .from(userRoles)
    .where(ne(userRoles.baseRole, 'guest'))
    .orderBy(asc(userRoles.displayName));

/** Requires a second factor of exactly these roles (audited); an id that is no role refuses the whole choice. */
export async function chooseSecondFactorRoles(db: AppDatabase, actor: Viewer, roleIds: readonly string[]) {
  const chosen = new Set(roleIds);
  await asActor(db, actor, async (tx) => {
    const before = await tx
      .select({ id: userRoles.id, required: userRoles.requiresSecondFactor })
      .from(userRoles)
      .where(ne(userRoles.baseRole, 'guest'))
      .for('update');
    const known = new Set(before.map((role) => role.id));
    if ([...chosen].some((id) => !known.has(id)))
      throw badRequest(SETTINGS_MESSAGES.unknownRole, { roleIds: [SETTINGS_MESSAGES.unknownRole] });
    for (const role of before) {
      if (role.required !== chosen.has(role.id))
        await tx
          .update(userRoles)
          .set({ requiresSecondFactor: chosen.has(role.id) })
          .where(eq(userRoles.id, role.id));
    }
    await recordAudit(tx, actor, {
      action: 'settings.second-factor-roles',
      entityType: 'settings',
      entityId: 'club',
      before: { roleIds: before.filter((role) => role.required).map((role) => role.id) },
      after: { roleIds: [...chosen] },
    });
  });
}
