import { ROLE_LABELS, type Role } from '@club/shared';
import { Badge, type BadgeVariant } from './badge';

const ROLE_BADGE: Record<Role, BadgeVariant> = {
  admin: 'destructive',
  executive: 'secondary',
  member: 'default',
  guest: 'outline',
};

export const RoleBadge = ({ role }: { role: Role }) => <Badge variant={ROLE_BADGE[role]}>{ROLE_LABELS[role]}</Badge>;
