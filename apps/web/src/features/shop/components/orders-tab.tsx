import { formatPhone, ORDER_PAYMENT_STATUSES, ORDER_STATUSES, type Order } from '@club/shared';
import { Eye, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { FilterSelect, Options, Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChangeOrder } from '../api/change-order';
import { useStaffOrders } from '../api/get-staff-orders';
import { OrderBadges } from './order-badges';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** What staff filter the orders by and change on each order's row: its status and its payment's. */
const ORDER_CHOICES = [
  {
    field: 'status',
    filter: 'status',
    values: ORDER_STATUSES,
    current: (order: Order) => order.status,
    name: 'shop.ordersTab.statusOf',
    filterName: 'shop.ordersTab.filterByStatus',
    all: 'shop.ordersTab.allStatus',
  },
  {
    field: 'payment',
    filter: 'paymentStatus',
    values: ORDER_PAYMENT_STATUSES,
    current: (order: Order) => order.paymentStatus,
    name: 'shop.ordersTab.paymentOf',
    filterName: 'shop.ordersTab.filterByPayment',
    all: 'shop.ordersTab.allPayments',
  },
] as const;

function OrderDetails({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {order && (
          <>
            <DialogHeader>
              <DialogTitle>
                {t('shop.ordersTab.orderDetails')} {order.orderNumber}
              </DialogTitle>
            </DialogHeader>
            <p className="text-sm text-slate-600">
              {formatDateTime(order.createdAt)} ·{' '}
              {order.paymentMethod === 'bank_transfer'
                ? t('shop.ordersTab.bankTransfer')
                : order.paymentMethod || 'N/A'}{' '}
              {t('shop.ordersTab.reference')} <span className="font-mono">{order.paymentReference}</span>
            </p>
            <ul className="divide-y divide-slate-200 text-sm">
              {order.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3 py-2">
                  <span>
                    {item.productName}
                    {item.variantLabel ? ` (${item.variantLabel})` : ''} · {item.quantity} ×{' '}
                    {formatMoney(item.unitPrice)}
                  </span>
                  <span>{formatMoney(item.totalPrice)}</span>
                </li>
              ))}
            </ul>
            <div className="grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <p className="font-semibold">{t('shop.ordersTab.shippingAddress')}</p>
                <p>{order.shippingAddress.fullName}</p>
                <p>{order.shippingAddress.address}</p>
                <p>{order.shippingAddress.city}</p>
                <p>{formatPhone(order.shippingAddress.phone)}</p>
              </div>
              <dl className="grid grid-cols-2 gap-y-1">
                <dt>{t('shop.ordersTab.subtotal')}</dt>
                <dd className="text-end">{formatMoney(order.subtotal)}</dd>
                <dt>{t('shop.ordersTab.tax')}</dt>
                <dd className="text-end">{formatMoney(order.taxAmount)}</dd>
                <dt>{t('shop.ordersTab.shipping')}</dt>
                <dd className="text-end">{formatMoney(order.shippingAmount)}</dd>
                <dt className="font-semibold">{t('shop.ordersTab.total')}</dt>
                <dd className="text-end font-semibold">{formatMoney(order.totalAmount)}</dd>
              </dl>
            </div>
            {order.notes && (
              <p className="text-sm">
                {t('shop.ordersTab.notes')} {order.notes}
              </p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Order Management: filters on the server, status and payment dropdowns, the slip, the details. */
export function OrdersTab() {
  const { can } = useAuth();
  const [filters, setFilters] = useState({ status: '', paymentStatus: '' });
  const [search, setSearch] = useState('');
  const orders = useStaffOrders({ ...filters, search: useDebouncedValue(search.trim()) });
  const change = useChangeOrder();
  const [details, setDetails] = useState<Order | null>(null);
  const canEdit = can('shop', 'edit');
  const update = async (order: Order, field: 'status' | 'payment', value: string) => {
    try {
      await change.mutateAsync({ id: order.id, field, value });
      toast.success(t('common.toast.done'), {
        description: field === 'status' ? 'Order status updated successfully' : 'Payment status updated successfully',
      });
    } catch (error) {
      toast.error(t('common.toast.error'), {
        description: failureMessage(
          error,
          field === 'status' ? 'Failed to update order status' : 'Failed to update payment status',
        ),
      });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <SearchInput
          label={t('shop.ordersTab.findAnOrder')}
          placeholder={t('shop.ordersTab.orderNumberOrPayment')}
          value={search}
          onSearch={setSearch}
        />
        {ORDER_CHOICES.map(({ filter, values, filterName, all }) => (
          <FilterSelect
            key={filter}
            aria-label={t(filterName)}
            className="w-auto"
            all={t(all)}
            values={values}
            label={label}
            value={filters[filter]}
            onChange={(value) => setFilters((f) => ({ ...f, [filter]: value }))}
          />
        ))}
      </div>
      {orders.isError ? (
        <p className="text-red-700">{t('shop.ordersTab.failedToLoadOrders')}</p>
      ) : !orders.data ? (
        <p className="text-slate-500">{t('shop.ordersTab.loadingOrders')}</p>
      ) : orders.data.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium">{t('shop.ordersTab.noOrdersFound')}</p>
          <p className="text-sm text-slate-500">{t('shop.ordersTab.noOrdersMatchYour')}</p>
        </div>
      ) : (
        <CardList
          className="flex flex-col gap-3"
          items={orders.data}
          contentClassName="flex flex-col gap-3 pt-6 lg:flex-row lg:items-center lg:justify-between"
        >
          {(order) => (
            <>
              <div className="min-w-0">
                <p className="font-semibold">{order.orderNumber}</p>
                <p className="text-sm text-slate-600">
                  {formatDateTime(order.createdAt)} · {order.items.length} {t('shop.ordersTab.items')}{' '}
                  {formatMoney(order.totalAmount)} · {order.buyerName ?? t('shop.ordersTab.unknown')} ·{' '}
                  <span className="font-mono">{order.paymentReference}</span>
                </p>
                <div className="mt-1">
                  <OrderBadges order={order} />
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {canEdit &&
                  ORDER_CHOICES.map(({ field, values, current, name }) => (
                    <Select
                      key={field}
                      aria-label={t(name, { orderNumber: order.orderNumber })}
                      className="w-auto"
                      value={current(order)}
                      disabled={change.isPending || order.status === 'cancelled'}
                      onChange={(e) => update(order, field, e.target.value)}
                    >
                      <Options values={values} label={label} />
                    </Select>
                  ))}
                {order.slipUrl && (
                  <Button asChild size="sm" variant="outline">
                    <a
                      href={order.slipUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('shop.ordersTab.viewSlip', { orderNumber: order.orderNumber })}
                    >
                      <FileText aria-hidden /> {t('shop.ordersTab.viewSlip')}
                    </a>
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDetails(order)}
                  aria-label={t('shop.ordersTab.viewDetails', { orderNumber: order.orderNumber })}
                >
                  <Eye aria-hidden /> {t('shop.ordersTab.viewDetails')}
                </Button>
              </div>
            </>
          )}
        </CardList>
      )}
      <OrderDetails order={details} onClose={() => setDetails(null)} />
      {change.isPending && <Spinner />}
    </div>
  );
}
