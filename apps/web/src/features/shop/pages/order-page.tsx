import { formatMvr, formatPhone, SHOP_MESSAGES } from '@club/shared';
import { ArrowLeft, FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Redirect } from '../../../components/redirect';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
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
        <h1 className="text-2xl font-bold">{SHOP_MESSAGES.notFound}</h1>
        <Button asChild>
          <Link to={paths.shop}>Back to the Shop</Link>
        </Button>
      </div>
    );
  if (order.isError) return <Redirect to={paths.shop} />;
  if (!order.data) return <Spinner />;
  const o = order.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12">
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link to={paths.orders}>
          <ArrowLeft aria-hidden /> My Orders
        </Link>
      </Button>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Order {o.orderNumber}</h1>
          <p className="text-sm text-slate-600">
            Placed {formatDateTime(o.createdAt)} · payment reference{' '}
            <span className="font-mono">{o.paymentReference}</span>
          </p>
        </div>
        <OrderBadges order={o} />
      </header>
      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Items</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-200">
              {o.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
                  <span>
                    {item.productName}
                    {item.variantLabel ? ` (${item.variantLabel})` : ''} · {item.quantity} × {formatMvr(item.unitPrice)}
                  </span>
                  <span className="font-medium">{formatMvr(item.totalPrice)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-4 grid grid-cols-2 gap-y-1 border-t border-slate-200 pt-3 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-end">{formatMvr(o.subtotal)}</dd>
              <dt>Tax</dt>
              <dd className="text-end">{formatMvr(o.taxAmount)}</dd>
              <dt>Shipping</dt>
              <dd className="text-end">{formatMvr(o.shippingAmount)}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-end font-semibold">{formatMvr(o.totalAmount)}</dd>
            </dl>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Shipping Address</CardTitle>
            </CardHeader>
            <CardContent className="text-sm">
              <p>{o.shippingAddress.fullName}</p>
              <p>{o.shippingAddress.address}</p>
              <p>{o.shippingAddress.city}</p>
              <p>{formatPhone(o.shippingAddress.phone)}</p>
              {o.notes && <p className="mt-2 text-slate-600">Notes: {o.notes}</p>}
            </CardContent>
          </Card>
          {o.slipUrl && (
            <Button asChild variant="outline">
              <a href={o.slipUrl} target="_blank" rel="noopener noreferrer">
                <FileText aria-hidden /> Transfer Slip
              </a>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
