import type { userRoles } from '../../db/schema';

export const presentRole = (role: typeof userRoles.$inferSelect, userCount: number) => ({
  id: role.id,
  name: role.name,
  displayName: role.displayName,
  description: role.description,
  baseRole: role.baseRole,
  isSystemRole: role.isSystemRole,
  isActive: role.isActive,
  userCount,
  createdAt: role.createdAt.toISOString(),
});
