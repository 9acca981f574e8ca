import type { MembershipStatus } from '@club/shared';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { statusLabel } from '../../../lib/membership-labels';

const STATUS_VARIANT: Record<MembershipStatus, BadgeVariant> = {
  active: 'success',
  pending_payment: 'secondary',
  expired: 'outline',
  lapsed: 'destructive',
  cancelled: 'outline',
};

export const MembershipStatusBadge = ({ status }: { status: MembershipStatus }) => (
  <Badge variant={STATUS_VARIANT[status]}>{statusLabel(status)}</Badge>
);
