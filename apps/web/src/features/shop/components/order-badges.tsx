import type { Order } from '@club/shared';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

/** The spec's badge styles: completed, shipped and confirmed default; pending secondary; cancelled and failed destructive. */
const VARIANT: Record<string, BadgeVariant> = {
  completed: 'default',
  shipped: 'default',
  confirmed: 'default',
  pending: 'secondary',
  processing: 'outline',
  cancelled: 'destructive',
  failed: 'destructive',
};

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function OrderBadges({ order }: { order: Pick<Order, 'status' | 'paymentStatus'> }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Badge variant={VARIANT[order.status] ?? 'outline'}>{label(order.status)}</Badge>
      <Badge variant={VARIANT[order.paymentStatus] ?? 'outline'}>Payment {label(order.paymentStatus)}</Badge>
    </span>
  );
}
