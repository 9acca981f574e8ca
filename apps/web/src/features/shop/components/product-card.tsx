import { type Product, unitPrice } from '@club/shared';
import { Package, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { StoredImage } from '../../../components/stored-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { UserText } from '../../../components/ui/user-text';
import { failureMessage } from '../../../lib/api-client';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';

/** One product: photo, price (sale price with the regular one struck through), stock, its options, Add to Cart. */
export function ProductCard({
  product,
  inCart,
  onAdd,
}: {
  product: Product;
  /** Units of this product (and option) already in the cart. */
  inCart: (variantId: string | null) => number;
  /** Whether the item was added (false: the page told the visitor why not). */
  onAdd: (variantId: string | null, quantity: number) => Promise<boolean>;
}) {
  const variants = product.variants.filter((v) => v.isActive);
  const [variantId, setVariantId] = useState<string | null>(variants[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const variant = variants.find((v) => v.id === variantId) ?? null;
  const available = product.inventoryTracking ? (variant ? variant.stockQuantity : product.stockQuantity) : null;
  const price = unitPrice(product.price, product.salePrice, variant?.priceModifier ?? null);
  const soldOut = available !== null && available <= inCart(variantId);
  const actionText = available === 0 ? t('shop.product.outOfStockButton') : t('shop.product.add');
  const add = async () => {
    setAdding(true);
    try {
      if (await onAdd(variantId, inCart(variantId) + 1))
        toast.success(t('common.toast.done'), { description: translateMessage('Item added to cart') });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to add item to cart') });
    } finally {
      setAdding(false);
    }
  };
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-square bg-slate-100">
        <StoredImage
          src={product.imageUrl}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover"
          loading="lazy"
          fallback={<Package className="absolute inset-0 m-auto size-12 text-slate-400" aria-hidden />}
        />
        {product.isFeatured && <Badge className="absolute top-2 start-2">{t('shop.product.featured')}</Badge>}
      </div>
      <CardContent className="flex flex-1 flex-col gap-2 pt-4">
        <UserText as="h3" className="font-semibold">
          {product.name}
        </UserText>
        {product.categoryName && <UserText className="text-xs text-slate-500">{product.categoryName}</UserText>}
        <p className="flex items-baseline gap-2">
          <span className="text-lg font-bold" dir="ltr">
            {formatMoney(price)}
          </span>
          {product.salePrice && (
            <span className="text-sm text-slate-500 line-through" dir="ltr">
              <span className="sr-only">{t('shop.product.regularPrice')} </span>
              {formatMoney(unitPrice(product.price, null, variant?.priceModifier ?? null))}
            </span>
          )}
        </p>
        {variants.length > 0 && (
          <Select
            aria-label={t('shop.product.optionOf', {
              option: variants[0]?.name ?? t('shop.product.option'),
              product: product.name,
            })}
            value={variantId ?? ''}
            onChange={(e) => setVariantId(e.target.value || null)}
          >
            {variants.map((v) => (
              <option key={v.id} value={v.id} dir="auto" disabled={product.inventoryTracking && v.stockQuantity === 0}>
                {v.name}: {v.value}
                {product.inventoryTracking && v.stockQuantity === 0 ? ` ${t('shop.product.soldOut')}` : ''}
              </option>
            ))}
          </Select>
        )}
        <p className="text-sm text-slate-600">
          {available === null
            ? t('shop.product.inStock')
            : available === 0
              ? t('shop.product.outOfStock')
              : t('shop.product.countInStock', { count: available })}
        </p>
        <Button
          className="mt-auto"
          onClick={add}
          disabled={adding || soldOut}
          aria-label={t('shop.product.action', { action: actionText, product: product.name })}
        >
          <ShoppingCart aria-hidden /> {actionText}
        </Button>
      </CardContent>
    </Card>
  );
}
