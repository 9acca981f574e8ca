import type { Order, OrderPaymentStatus, OrderStatus } from '@club/shared';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { t } from '../../../lib/i18n';

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

const label = (value: OrderStatus | OrderPaymentStatus) => t(`common.orderStatus.${value}`);

export function OrderBadges({ order }: { order: Pick<Order, 'status' | 'paymentStatus'> }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Badge variant={VARIANT[order.status] ?? 'outline'}>{label(order.status)}</Badge>
      <Badge variant={VARIANT[order.paymentStatus] ?? 'outline'}>
        {t('common.orderStatus.payment', { status: label(order.paymentStatus) })}
      </Badge>
    </span>
  );
}
