import { isRole, type Role } from '@club/shared';
import { t } from '../../lib/i18n';
import { Badge, type BadgeVariant } from './badge';

const ROLE_BADGE: Record<Role, BadgeVariant> = {
  admin: 'destructive',
  executive: 'secondary',
  member: 'default',
  guest: 'outline',
};

/** A system role's name is the level it stands for: shown in the page's language; a custom role by the name staff gave it. */
const isSystemRole = (role: Role, name?: string) => !name || name === role;

/** The badge style follows the role's level; custom roles show their own name (`name`: the role's, `label`: its display name). */
export const RoleBadge = ({ role, name, label }: { role: Role; name?: string; label?: string }) => (
  <Badge variant={ROLE_BADGE[role]}>{label && !isSystemRole(role, name) ? label : t(`common.roles.${role}`)}</Badge>
);

/** What a role allows, in the page's language for a system role; a custom role's own description. */
export const roleDescription = (role: Role, name?: string, description?: string | null) =>
  description && !isSystemRole(role, name) ? description : t(`modules.roleDescriptions.${role}`);

/** A role's name in the page's language: a system role's from the catalogue, a custom role's as staff named it. */
export const roleTitle = (role: { name: string; displayName: string }) =>
  isRole(role.name) ? t(`common.roles.${role.name}`) : role.displayName;
