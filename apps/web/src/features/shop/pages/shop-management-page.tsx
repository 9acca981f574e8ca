import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';
import { CategoriesTab, ProductsTab } from '../components/catalogue-tabs';
import { OrdersTab } from '../components/orders-tab';
import { AnalyticsTab, InventoryTab } from '../components/overview-tabs';

export function ShopManagementPage() {
  return (
    <AdminFrame moduleId="shop" title="E-commerce Management">
      <div className="flex flex-col gap-6">
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={paths.dashboard}>
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
        <Tabs defaultValue="products">
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="products">Products</TabsTrigger>
            <TabsTrigger value="categories">Categories</TabsTrigger>
            <TabsTrigger value="orders">Orders</TabsTrigger>
            <TabsTrigger value="inventory">Inventory</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
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
