import { formatPhone, SHOP_MESSAGES } from '@club/shared';
import { ArrowLeft, FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { PayNow } from '../../../components/pay-now';
import { Redirect } from '../../../components/redirect';
import { RichText } from '../../../components/rich-text';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, ltr, t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useOrder } from '../api/get-order';
import { OrderBadges } from '../components/order-badges';

export function OrderPage() {
  const { user, loading } = useAuth();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={paths.auth} />;
  if (order.error instanceof ApiError && order.error.status === 404)
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{translateMessage(SHOP_MESSAGES.notFound)}</h1>
        <ButtonLink to={paths.shop}>{t('shop.order.backToShop')}</ButtonLink>
      </div>
    );
  if (order.isError) return <Redirect to={paths.shop} />;
  if (!order.data) return <Spinner />;
  const o = order.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12">
      <ButtonLink to={paths.orders} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('shop.orders.title')}
      </ButtonLink>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('shop.order.title', { number: ltr(o.orderNumber) })}</h1>
          <p className="text-sm text-slate-600">
            <RichText
              id="shop.order.placed"
              values={{ when: formatDateTime(o.createdAt), reference: o.paymentReference }}
              components={{ 0: <bdi dir="ltr" className="font-mono" /> }}
            />
          </p>
        </div>
        <OrderBadges order={o} />
      </header>
      {o.paymentMethod === 'card' && o.paymentStatus !== 'confirmed' && o.status !== 'cancelled' && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">{t('shop.order.payByCard')}</p>
          <PayNow amount={o.totalAmount} request={{ kind: 'order', order: o.id }} alone />
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[1fr_18rem]">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('shop.order.items')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-200">
              {o.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
                  <span>
                    <bdi>
                      {item.productName}
                      {item.variantLabel ? ` (${item.variantLabel})` : ''}
                    </bdi>{' '}
                    · <bdi dir="ltr">{`${item.quantity} × ${formatMoney(item.unitPrice)}`}</bdi>
                  </span>
                  <span className="font-medium" dir="ltr">
                    {formatMoney(item.totalPrice)}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-4 grid grid-cols-2 gap-y-1 border-t border-slate-200 pt-3 text-sm">
              <dt>{t('shop.cart.subtotal')}</dt>
              <dd className="text-end">
                <bdi dir="ltr">{formatMoney(o.subtotal)}</bdi>
              </dd>
              <dt>{t('shop.order.tax')}</dt>
              <dd className="text-end">
                <bdi dir="ltr">{formatMoney(o.taxAmount)}</bdi>
              </dd>
              <dt>{t('shop.cart.shipping')}</dt>
              <dd className="text-end">
                <bdi dir="ltr">{formatMoney(o.shippingAmount)}</bdi>
              </dd>
              <dt className="font-semibold">{t('shop.cart.total')}</dt>
              <dd className="text-end font-semibold">
                <bdi dir="ltr">{formatMoney(o.totalAmount)}</bdi>
              </dd>
            </dl>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('shop.order.shippingAddress')}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm">
              <p dir="auto">{o.shippingAddress.fullName}</p>
              <p dir="auto">{o.shippingAddress.address}</p>
              <p dir="auto">{o.shippingAddress.city}</p>
              <p>
                <bdi dir="ltr">{formatPhone(o.shippingAddress.phone)}</bdi>
              </p>
              {o.notes && <p className="mt-2 text-slate-600">{t('shop.order.notes', { notes: o.notes })}</p>}
            </CardContent>
          </Card>
          {o.slipUrl && (
            <Button asChild variant="outline">
              <a href={o.slipUrl} target="_blank" rel="noopener noreferrer">
                <FileText aria-hidden /> {t('shop.order.slip')}
              </a>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
