import type { Role } from '@club/shared';
import { t } from '../../lib/i18n';
import { Badge, type BadgeVariant } from './badge';

const ROLE_BADGE: Record<Role, BadgeVariant> = {
  admin: 'destructive',
  executive: 'secondary',
  member: 'default',
  guest: 'outline',
};

/** The badge style follows the role's level; custom roles show their own name. */
export const RoleBadge = ({ role, label }: { role: Role; label?: string }) => (
  <Badge variant={ROLE_BADGE[role]}>{label ?? t(`common.roles.${role}`)}</Badge>
);
