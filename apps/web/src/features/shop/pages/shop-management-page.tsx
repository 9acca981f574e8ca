import { ArrowLeft } from 'lucide-react';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { ButtonLink } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { CategoriesTab, ProductsTab } from '../components/catalogue-tabs';
import { OrdersTab } from '../components/orders-tab';
import { AnalyticsTab, InventoryTab } from '../components/overview-tabs';

export function ShopManagementPage() {
  return (
    <AdminFrame
      moduleId="shop"
      title={t('shop.shopManagementPage.eCommerceManagement')}
      adminTrail={t('common.nav.eCommerce')}
    >
      <div className="flex flex-col gap-6">
        <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
          {t('shop.shopManagementPage.back')}
        </ButtonLink>
        <Tabs defaultValue="products">
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="products">{t('shop.shopManagementPage.products')}</TabsTrigger>
            <TabsTrigger value="categories">{t('shop.shopManagementPage.categories')}</TabsTrigger>
            <TabsTrigger value="orders">{t('shop.shopManagementPage.orders')}</TabsTrigger>
            <TabsTrigger value="inventory">{t('shop.shopManagementPage.inventory')}</TabsTrigger>
            <TabsTrigger value="analytics">{t('shop.shopManagementPage.analytics')}</TabsTrigger>
          </TabsList>
          <TabsContent value="products">
            <ProductsTab />
          </TabsContent>
          <TabsContent value="categories">
            <CategoriesTab />
          </TabsContent>
          <TabsContent value="orders">
            <OrdersTab />
          </TabsContent>
          <TabsContent value="inventory">
            <InventoryTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </div>
    </AdminFrame>
  );
}
