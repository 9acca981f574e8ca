import { Link } from 'react-router';
import { Loaded } from '../../../components/page-state';
import { Redirect } from '../../../components/redirect';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMyOrders } from '../api/get-my-orders';
import { OrderBadges } from '../components/order-badges';

export function MyOrdersPage() {
  const { user, loading } = useAuth();
  const orders = useMyOrders();
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={paths.auth} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{t('shop.orders.title')}</h1>
      <Loaded query={orders} failed={translateMessage('Failed to load orders')}>
        {(data) =>
          data.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-md border border-dashed border-slate-300 p-10 text-center">
              <p className="text-slate-600">{t('shop.orders.none')}</p>
              <ButtonLink to={paths.shop}>{t('shop.orders.visitShop')}</ButtonLink>
            </div>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
              {data.map((order) => (
                <li key={order.id}>
                  <Link
                    to={paths.order(order.id)}
                    className="flex flex-wrap items-center justify-between gap-3 p-4 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <span>
                      <bdi dir="ltr" className="font-semibold">
                        {order.orderNumber}
                      </bdi>
                      <span className="block text-sm text-slate-500">
                        {formatDate(order.createdAt)} · {t('shop.page.items', { count: order.items.length })} ·{' '}
                        <bdi dir="ltr">{formatMoney(order.totalAmount)}</bdi>
                      </span>
                    </span>
                    <OrderBadges order={order} />
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
