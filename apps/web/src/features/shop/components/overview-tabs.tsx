import { AlertTriangle, BarChart3, Package, PackageX, ShoppingBag, TrendingUp } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { barCents, largest, share } from '../../../lib/chart-scale';
import { formatMoney, t } from '../../../lib/i18n';
import { useShopOverview } from '../api/get-shop-overview';

export function InventoryTab() {
  const overview = useShopOverview();
  if (overview.isError) return <p className="text-red-700">{t('shop.overviewTabs.failedToLoadProducts')}</p>;
  if (!overview.data) return <Spinner />;
  const inventory = overview.data.inventory;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t('shop.overviewTabs.totalProductsActive', { activeProducts: inventory.activeProducts })}
          value={inventory.totalProducts}
          icon={Package}
        />
        <StatCard label={t('shop.overviewTabs.lowStockItems')} value={inventory.lowStock} icon={AlertTriangle} />
        <StatCard label={t('shop.overviewTabs.outOfStock')} value={inventory.outOfStock} icon={PackageX} />
        <StatCard label={t('shop.overviewTabs.untrackedItems')} value={inventory.untracked} icon={ShoppingBag} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('shop.overviewTabs.stockLevels')}</CardTitle>
        </CardHeader>
        <CardContent>
          {inventory.stockLevels.length === 0 ? (
            <div className="text-center">
              <p className="font-medium">{t('shop.overviewTabs.allProductsAreWell')}</p>
              <p className="text-sm text-slate-500">{t('shop.overviewTabs.noInventoryIssuesTo')}</p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-200">
              {inventory.stockLevels.map((level) => (
                <li key={level.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span>
                    {level.name}
                    {level.sku && <span className="text-slate-500"> · {level.sku}</span>}
                  </span>
                  <span className="flex items-center gap-2">
                    {level.stock} {t('shop.overviewTabs.units')}
                    <Badge variant={level.out ? 'destructive' : 'secondary'}>
                      {level.out ? t('shop.overviewTabs.outOfStock') : t('shop.overviewTabs.lowStock')}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function AnalyticsTab() {
  const overview = useShopOverview();
  if (overview.isError) return <p className="text-red-700">{t('shop.overviewTabs.failedToLoadOrders')}</p>;
  if (!overview.data) return <Spinner />;
  const a = overview.data.analytics;
  const max = largest(a.revenueByDay.map((d) => barCents(d.amount)));
  const bestMax = largest(a.bestSellers.map((b) => barCents(b.revenue)));
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('shop.overviewTabs.shopAnalytics')}</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('shop.overviewTabs.totalProducts')} value={a.activeProducts} icon={Package} />
        <StatCard label={t('shop.overviewTabs.totalOrders')} value={a.completedOrders} icon={ShoppingBag} />
        <StatCard label={t('shop.overviewTabs.revenue')} value={formatMoney(a.revenue)} icon={TrendingUp} />
        <StatCard label={t('shop.overviewTabs.lowStock')} value={a.lowStockUnder10} icon={AlertTriangle} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <BarChart3 className="size-4" aria-hidden /> {t('shop.overviewTabs.confirmedPaymentsLast30')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {a.revenueByDay.length === 0 ? (
              <p className="text-sm text-slate-500">{t('shop.overviewTabs.noPaymentsConfirmedIn')}</p>
            ) : (
              <ScrollRegion label={t('shop.overviewTabs.confirmedPaymentsByDay')}>
                <ul className="flex h-40 items-end gap-1">
                  {a.revenueByDay.map((d) => (
                    <li
                      key={d.day}
                      className="flex h-full w-6 flex-col justify-end"
                      title={`${d.day}: ${formatMoney(d.amount)}`}
                    >
                      <span className="sr-only">
                        {d.day}: {formatMoney(d.amount)}
                      </span>
                      <span className="block bg-brand-700" style={{ height: `${share(d.amount, max) * 100}%` }} />
                    </li>
                  ))}
                </ul>
              </ScrollRegion>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('shop.overviewTabs.bestSellingProducts')}</CardTitle>
          </CardHeader>
          <CardContent>
            {a.bestSellers.length === 0 ? (
              <p className="text-sm text-slate-500">{t('shop.overviewTabs.noSalesYet')}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {a.bestSellers.map((b) => (
                  <li key={b.name}>
                    <p className="flex justify-between">
                      <span>{b.name}</span>
                      <span>
                        {b.quantity} {t('shop.overviewTabs.sold')} {formatMoney(b.revenue)}
                      </span>
                    </p>
                    <span
                      className="block h-2 rounded bg-brand-700"
                      style={{ width: `${share(b.revenue, bestMax) * 100}%` }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
