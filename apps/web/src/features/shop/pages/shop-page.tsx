import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Loaded } from '../../../components/page-state';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useAuth } from '../../../lib/auth';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCart } from '../api/get-cart';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useSetCartLine } from '../api/set-cart-line';
import { ProductCard } from '../components/product-card';

export function ShopPage() {
  const { user, signedInUser } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [featured, setFeatured] = useState(false);
  const filters = { search: useDebouncedValue(search.trim()), categoryId, featured };
  const products = useProducts(filters);
  const categories = useCategories();
  const cart = useCart(!!user);
  const setLine = useSetCartLine();
  const inCart = (productId: string) => (variantId: string | null) =>
    cart.data?.lines.find((l) => l.productId === productId && l.variantId === variantId)?.quantity ?? 0;
  /** Whether the item went into the cart; a visitor who is not signed in is sent to sign in. */
  const add = (productId: string) => async (variantId: string | null, quantity: number) => {
    if (!(await signedInUser())) {
      toast.error(t('common.toast.error'), { description: translateMessage('Please login to add items to cart') });
      navigate(paths.auth);
      return false;
    }
    await setLine.mutateAsync({ productId, variantId, quantity });
    return true;
  };
  const filtered = search !== '' || categoryId !== '' || featured;
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
      <header className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-brand-900 px-6 py-10 text-white">
        <div>
          <h1 className="text-4xl font-bold">{t('shop.page.title')}</h1>
          <p className="mt-2 max-w-xl text-brand-50">{t('shop.page.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user && (
            <ButtonLink
              to={paths.orders}
              variant="outline"
              className="border-white bg-white text-brand-900 hover:bg-brand-50"
            >
              {t('shop.page.myOrders')}
            </ButtonLink>
          )}
          <Button asChild variant="outline" className="border-white bg-white text-brand-900 hover:bg-brand-50">
            <Link to={paths.cart}>
              <ShoppingCart aria-hidden /> {t('shop.page.cart')}
              {cart.data && cart.data.itemCount > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
                  <span aria-hidden>{cart.data.itemCount}</span>
                  <span className="sr-only">{t('shop.page.items', { count: cart.data.itemCount })}</span>
                </span>
              )}
            </Link>
          </Button>
        </div>
      </header>

      <section aria-label={t('shop.page.filters')} className="flex flex-wrap items-center gap-3">
        <Input
          type="search"
          aria-label={t('shop.page.search')}
          placeholder={t('shop.page.searchPlaceholder')}
          className="max-w-xs"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          aria-label={t('shop.page.category')}
          className="w-auto"
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
        >
          <option value="">{t('shop.page.allCategories')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id} dir="auto">
              {c.name}
            </option>
          ))}
        </Select>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={featured}
            onChange={(e) => setFeatured(e.target.checked)}
          />
          {t('shop.page.featuredOnly')}
        </label>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setCategoryId('');
              setFeatured(false);
            }}
          >
            {t('shop.page.clear')}
          </Button>
        )}
      </section>

      <h2 id="products-heading" className="sr-only">
        {t('shop.page.products')}
      </h2>
      <Loaded query={products} failed={t('shop.page.failed')}>
        {() =>
          items.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-500">
              {t('shop.page.none')}
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="products-heading">
              {items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} inCart={inCart(product.id)} onAdd={add(product.id)} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {products.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={products.isFetchingNextPage}
          onClick={() => products.fetchNextPage()}
        >
          {t('shop.page.showMore', { count: total - items.length })}
        </Button>
      )}

      {cart.data && cart.data.itemCount > 0 && (
        <aside
          aria-label={t('shop.page.cartSummary')}
          className="sticky bottom-4 ms-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="text-sm">
            <span className="font-semibold">{t('shop.page.items', { count: cart.data.itemCount })}</span> ·{' '}
            <bdi dir="ltr">{formatMoney(cart.data.total)}</bdi>
          </p>
          <div className="flex gap-2">
            <ButtonLink to={paths.cart} size="sm" variant="outline">
              {t('shop.page.viewCart')}
            </ButtonLink>
            <ButtonLink to={`${paths.cart}#checkout`} size="sm">
              {t('shop.page.checkout')}
            </ButtonLink>
          </div>
        </aside>
      )}
    </div>
  );
}
