import {
  type CartLine,
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutInfo,
  SHOP_MESSAGES,
  SHOP_RULES,
  shippingAddressSchema,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Minus, Package, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Loaded } from '../../../components/page-state';
import { Redirect } from '../../../components/redirect';
import { RichText } from '../../../components/rich-text';
import { Button, ButtonLink, RowIconButton } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { UserText } from '../../../components/ui/user-text';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { startCardPayment, useCardPaymentsAvailable } from '../../../lib/card-payments';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatMoney, ltr, type TextKey, t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useKnownValues } from '../../../lib/use-known-values';
import { useCart } from '../api/get-cart';
import { openCheckout } from '../api/open-checkout';
import { usePlaceOrder } from '../api/place-order';
import { useSetCartLine } from '../api/set-cart-line';

function Line({ line }: { line: CartLine }) {
  const setLine = useSetCartLine();
  const change = async (quantity: number) => {
    try {
      await setLine.mutateAsync({ productId: line.productId, variantId: line.variantId, quantity });
      toast.success(t('common.toast.done'), {
        description: translateMessage(quantity <= 0 ? 'Item removed from cart' : 'Cart updated'),
      });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to update cart') });
    }
  };
  const label = `${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ''}`;
  return (
    <li className="flex gap-3 py-3">
      <div className="size-16 shrink-0 overflow-hidden rounded-md bg-slate-100">
        {line.imageUrl ? (
          <img src={line.imageUrl} alt="" className="size-full object-cover" />
        ) : (
          <Package className="m-auto mt-4 size-8 text-slate-400" aria-hidden />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <UserText className="font-medium">{line.name}</UserText>
        {line.variantLabel && <UserText className="text-xs text-slate-500">{line.variantLabel}</UserText>}
        <p className="text-sm text-slate-600">{t('shop.cart.each', { price: ltr(formatMoney(line.unitPrice)) })}</p>
        <div className="flex items-center gap-2">
          <RowIconButton
            icon={Minus}
            label={t('shop.cart.fewer', { item: label })}
            disabled={setLine.isPending}
            onClick={() => change(line.quantity - 1)}
          />
          <output className="w-8 text-center tabular-nums" aria-label={t('shop.cart.quantity', { item: label })}>
            {line.quantity}
          </output>
          <RowIconButton
            icon={Plus}
            label={t('shop.cart.more', { item: label })}
            disabled={setLine.isPending || (line.available !== null && line.quantity >= line.available)}
            onClick={() => change(line.quantity + 1)}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('shop.cart.remove', { item: label })}
            onClick={() => change(0)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <p className="font-semibold whitespace-nowrap" dir="ltr">
        {formatMoney(line.lineTotal)}
      </p>
    </li>
  );
}

/**
 * The checkout's fields as the form holds them; a transfer's slip is checked here, its type and size by the server.
 * Paid by card, the order takes no slip.
 */
const checkoutFormSchema = shippingAddressSchema
  .extend({
    notes: z.string().max(1000),
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
    slip: z.custom<File | null>((value) => value === null || (typeof File !== 'undefined' && value instanceof File)),
  })
  .refine((values) => values.paymentMethod === 'card' || values.slip !== null, {
    path: ['slip'],
    error: SHOP_MESSAGES.slip,
  });
type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;
const TEXT_FIELDS = ['fullName', 'address', 'city', 'phone', 'notes'] as const;

/**
 * Shipping details, then how the buyer pays: by card on the bank's page (when the club takes cards), or by transfer
 * to the club's bank account with the reference and the slip. One order per checkout.
 */
function CheckoutForm({ info, total }: { info: CheckoutInfo | null; total: string }) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const cards = useCardPaymentsAvailable();
  const [progress, setProgress] = useState<number | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      fullName: '',
      address: '',
      city: '',
      phone: '',
      notes: '',
      slip: null,
      paymentMethod: 'bank_transfer',
    },
  });
  const byCard = form.watch('paymentMethod') === 'card';
  // The club takes cards: paying by card is offered first, unless the buyer chose already.
  const takesCards = cards.data?.enabled ?? false;
  useEffect(() => {
    if (takesCards && !form.getFieldState('paymentMethod').isDirty) form.setValue('paymentMethod', 'card');
  }, [takesCards, form]);
  const { errors } = form.formState;
  // What the account knows starts the shipping details, never over what the buyer typed.
  const { profile } = useAuth();
  useKnownValues(form, profile && { fullName: profile.fullName, phone: profile.phone, address: profile.address });

  const submit = form.handleSubmit(
    async ({ slip, paymentMethod, ...fields }) => {
      const body = new FormData();
      for (const name of TEXT_FIELDS) body.append(name, fields[name]);
      body.append('idempotencyKey', idempotencyKey.current);
      body.append('paymentMethod', paymentMethod);
      if (slip && paymentMethod === 'bank_transfer') body.append('slip', slip);
      setProgress(0);
      try {
        const order = await place.mutateAsync({ form: body, onProgress: setProgress });
        if (paymentMethod === 'card') {
          // Straight to the bank's page; should it not open, the order's page offers "Pay now" again.
          const started = await startCardPayment({ kind: 'order', order: order.id }).catch((error: unknown) => {
            toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to create order') });
            return null;
          });
          if (started) return window.location.assign(started.redirectUrl);
        } else toast.success(t('common.toast.done'), { description: translateMessage('Order created successfully!') });
        navigate(paths.order(order.id));
      } catch (error) {
        setProgress(null);
        // A refused slip (type or size) is the buyer's to fix: say why, next to it.
        if (error instanceof ApiError && (error.status === 413 || error.status === 415))
          form.setError('slip', { message: error.body.message }, { shouldFocus: true });
        else if (!showServerFieldErrors(error, form.setError, TEXT_FIELDS))
          toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to create order') });
      }
    },
    (invalid) =>
      toast.error(t('common.toast.error'), {
        description: translateMessage(
          Object.keys(invalid).every((name) => name === 'slip') ? SHOP_MESSAGES.slip : SHOP_MESSAGES.shipping,
        ),
      }),
  );
  const field = (name: Exclude<(typeof TEXT_FIELDS)[number], 'notes'>, label: TextKey, autoComplete: string) => (
    <TextField
      id={`checkout-${name}`}
      label={t(label)}
      error={errors[name]?.message}
      autoComplete={autoComplete}
      dir={name === 'phone' ? 'ltr' : 'auto'}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `checkout-${name}-error` : undefined}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      {field('fullName', 'shop.checkout.fullName', 'name')}
      {field('address', 'shop.checkout.address', 'street-address')}
      {field('city', 'shop.checkout.city', 'address-level2')}
      {field('phone', 'shop.checkout.phone', 'tel')}
      <FormField id="checkout-notes" label={t('shop.checkout.notes')}>
        <Textarea rows={2} dir="auto" {...form.register('notes')} />
      </FormField>
      {takesCards && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('shop.checkout.howToPay')}</legend>
          {CHECKOUT_PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={method}
                className="size-4 accent-brand-700"
                {...form.register('paymentMethod')}
              />
              {t(method === 'card' ? 'shop.checkout.byCard' : 'shop.checkout.byTransfer')}
            </label>
          ))}
        </fieldset>
      )}
      {byCard ? (
        <p className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm">
          {t('shop.checkout.cardExplained', { amount: ltr(formatMoney(total)) })}
        </p>
      ) : (
        <TransferToClub info={info} total={total} />
      )}
      {!byCard && (
        <TextField
          id="checkout-slip"
          label={t('shop.checkout.slip')}
          error={errors.slip?.message}
          type="file"
          accept="image/*,application/pdf"
          aria-invalid={errors.slip ? true : undefined}
          aria-describedby={errors.slip ? 'checkout-slip-error' : undefined}
          onChange={(event) =>
            form.setValue('slip', event.target.files?.[0] ?? null, { shouldValidate: form.formState.isSubmitted })
          }
        />
      )}
      {progress !== null && <ProgressBar value={progress} label={t('common.form.uploadProgress')} />}
      <Button type="submit" disabled={place.isPending || !info}>
        {byCard ? t('shop.checkout.placeAndPay', { amount: ltr(formatMoney(total)) }) : t('shop.checkout.place')}
      </Button>
    </form>
  );
}

/** The club's bank account and the reference the buyer's transfer carries. */
function TransferToClub({ info, total }: { info: CheckoutInfo | null; total: string }) {
  return (
    <section
      aria-label={t('shop.checkout.bankTransfer')}
      className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm"
    >
      <p className="font-semibold">{t('shop.checkout.pay', { amount: ltr(formatMoney(total)) })}</p>
      {info?.bankAccount.accountNumber ? (
        <p>
          <bdi>{info.bankAccount.bankName}</bdi> · <bdi>{info.bankAccount.accountName}</bdi>
          <br />
          <RichText
            id="shop.checkout.account"
            values={{ number: info.bankAccount.accountNumber }}
            components={{ 0: <bdi dir="ltr" className="font-mono" /> }}
          />
        </p>
      ) : (
        <p>{t('shop.checkout.noBankAccount')}</p>
      )}
      <p className="mt-2">
        {t('shop.checkout.reference')}{' '}
        <bdi dir="ltr" className="font-mono text-base font-bold">
          {info?.paymentReference ?? '…'}
        </bdi>
      </p>
    </section>
  );
}

export function CartPage() {
  const { user, loading } = useAuth();
  const cart = useCart(!!user);
  const [info, setInfo] = useState<CheckoutInfo | null>(null);
  const hasLines = (cart.data?.lines.length ?? 0) > 0;

  useEffect(() => {
    if (!hasLines || info) return;
    openCheckout()
      .then(setInfo)
      .catch(() => toast.error(t('common.toast.error'), { description: translateMessage('Failed to load cart') }));
  }, [hasLines, info]);

  if (loading) return <Spinner />;
  if (!user) return <Redirect to={paths.auth} />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{t('shop.cart.title')}</h1>
      <Loaded query={cart} failed={translateMessage('Failed to load cart')}>
        {(data) =>
          !hasLines ? (
            <div className="flex flex-col items-center gap-4 rounded-md border border-dashed border-slate-300 p-10 text-center">
              <p className="text-slate-600">{translateMessage(SHOP_MESSAGES.emptyCart)}</p>
              <ButtonLink to={paths.shop}>{t('shop.cart.continue')}</ButtonLink>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem]">
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">{t('shop.cart.items')}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="divide-y divide-slate-200">
                    {data.lines.map((line) => (
                      <Line key={`${line.productId}-${line.variantId ?? ''}`} line={line} />
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <div className="flex flex-col gap-6">
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">{t('shop.cart.summary')}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <dl className="grid grid-cols-2 gap-y-1 text-sm">
                      <dt>{t('shop.cart.subtotal')}</dt>
                      <dd className="text-end">
                        <bdi dir="ltr">{formatMoney(data.subtotal)}</bdi>
                      </dd>
                      <dt>{t('shop.cart.tax', { rate: ltr(`${SHOP_RULES.taxPercent}%`) })}</dt>
                      <dd className="text-end">
                        <bdi dir="ltr">{formatMoney(data.tax)}</bdi>
                      </dd>
                      <dt>{t('shop.cart.shipping')}</dt>
                      <dd className="text-end">
                        {data.shipping === '0.00' ? (
                          t('shop.cart.free')
                        ) : (
                          <bdi dir="ltr">{formatMoney(data.shipping)}</bdi>
                        )}
                      </dd>
                      <dt className="font-semibold">{t('shop.cart.total')}</dt>
                      <dd className="text-end font-semibold">
                        <bdi dir="ltr">{formatMoney(data.total)}</bdi>
                      </dd>
                    </dl>
                  </CardContent>
                </Card>
                <Card id="checkout">
                  <CardHeader>
                    <CardTitle className="text-base">{t('shop.cart.checkout')}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CheckoutForm info={info} total={data.total} />
                  </CardContent>
                </Card>
              </div>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}
