import { isLanguage, type Profile } from '@club/shared';
import type { ProfileWithRole } from './repository';

export const presentProfile = (row: ProfileWithRole): Profile => ({
  id: row.profile.id,
  userId: row.profile.userId,
  fullName: row.profile.fullName,
  email: row.profile.email,
  phone: row.profile.phone,
  address: row.profile.address,
  dateOfBirth: row.profile.dateOfBirth,
  language: isLanguage(row.profile.language) ? row.profile.language : null,
  role: row.role.baseRole,
  roleId: row.role.id,
  roleName: row.role.name,
  roleDisplayName: row.role.displayName,
  // System roles are described by the spec's texts (ROLE_DESCRIPTIONS); a custom role by its own.
  roleDescription: row.role.isSystemRole ? null : row.role.description,
  createdAt: row.profile.createdAt.toISOString(),
});
