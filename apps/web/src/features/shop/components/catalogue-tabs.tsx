import { type Category, categoryInputSchema, type Product, variantTypeInputSchema } from '@club/shared';
import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button, RowIconButton } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, FormField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatMoney, t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useConfirmedDelete, useEditor } from '../../../lib/use-list-page';
import { useAddVariantType } from '../api/add-variant-type';
import { useDeleteProduct } from '../api/delete-product';
import { useStaffCategories } from '../api/get-staff-categories';
import { useStaffProducts } from '../api/get-staff-products';
import { useSaveCategory } from '../api/save-category';
import { ProductDialog } from './product-dialog';

export function ProductsTab() {
  const { can } = useAuth();
  const products = useStaffProducts();
  const categories = useStaffCategories();
  const editor = useEditor<Product>();
  const remove = useDeleteProduct();
  const deletion = useConfirmedDelete<Product>({
    remove: (p) => remove.mutateAsync(p.id),
    pending: remove.isPending,
    success: 'Product deleted successfully',
    failure: 'Failed to delete product',
  });
  if (products.isError) return <p className="text-red-700">{t('shop.catalogueTabs.failedToLoadProducts')}</p>;
  if (!products.data || !categories.data) return <Spinner />;
  return (
    <div className="flex flex-col gap-4">
      {can('shop', 'create') && (
        <Button className="self-end" onClick={() => editor.open(null)}>
          <Plus aria-hidden /> {t('shop.catalogueTabs.addProduct')}
        </Button>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {products.data.map((p) => {
          const low = p.inventoryTracking && p.stockQuantity <= p.lowStockThreshold;
          return (
            <li key={p.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                <div className="relative h-40 bg-slate-100">
                  {p.imageUrl ? (
                    <img src={p.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
                  ) : (
                    <Package className="absolute inset-0 m-auto size-10 text-slate-400" aria-hidden />
                  )}
                  <span className="absolute top-2 start-2 flex gap-1">
                    {p.isFeatured && <Badge>{t('shop.catalogueTabs.featured')}</Badge>}
                    {!p.isActive && <Badge variant="secondary">{t('shop.catalogueTabs.inactive')}</Badge>}
                    {low && <Badge variant="destructive">{t('shop.catalogueTabs.lowStock')}</Badge>}
                  </span>
                </div>
                <CardContent className="flex flex-1 flex-col gap-1 pt-4 text-sm">
                  <p className="font-semibold">{p.name}</p>
                  {p.description && <p className="line-clamp-2 text-slate-600">{p.description}</p>}
                  <p className="text-xs text-slate-500">
                    {p.categoryName ? <bdi>{p.categoryName}</bdi> : t('shop.catalogueTabs.noCategory')}
                  </p>
                  <p>
                    <span className="font-semibold">{formatMoney(p.salePrice ?? p.price)}</span>
                    {p.salePrice && <span className="ms-2 text-slate-500 line-through">{formatMoney(p.price)}</span>}
                  </p>
                  <p className="text-slate-600">
                    {p.inventoryTracking
                      ? t('shop.catalogueTabs.stock', { stockQuantity: p.stockQuantity })
                      : t('shop.catalogueTabs.untracked')}
                  </p>
                  <div className="mt-auto flex gap-2 pt-2">
                    {can('shop', 'edit') && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => editor.open(p)}
                        aria-label={t('shop.catalogueTabs.edit', { name: p.name })}
                      >
                        <Pencil aria-hidden /> {t('shop.catalogueTabs.edit')}
                      </Button>
                    )}
                    {can('shop', 'delete') && (
                      <RowIconButton
                        icon={Trash2}
                        onClick={() => deletion.ask(p)}
                        label={t('shop.catalogueTabs.delete', { name: p.name })}
                      />
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <ProductDialog
        open={editor.dialog.open}
        onOpenChange={editor.dialog.onOpenChange}
        product={editor.record}
        categories={categories.data}
      />
      <ConfirmDialog
        title={t('shop.catalogueTabs.deleteProduct')}
        message={t('shop.catalogueTabs.deleteOrdersKeepTheir', { value0: deletion.target?.name ?? 'this product' })}
        {...deletion.dialog}
      />
    </div>
  );
}

function CategoryDialog({
  open,
  category,
  onOpenChange,
}: {
  category: Category | null;
} & DialogState) {
  const save = useSaveCategory();
  const { form, dialogProps, fieldProps } = useDialogForm({
    schema: categoryInputSchema,
    open,
    onOpenChange,
    record: category,
    values: () => ({ name: category?.name ?? '', description: category?.description ?? '' }),
    submit: (input) =>
      save.mutateAsync({ id: category?.id, input: { ...input, isActive: category?.isActive ?? true } }),
    success: t('shop.catalogueTabs.categorySuccessfully', { value0: category ? 'updated' : 'created' }),
    failure: 'Failed to save category',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={category ? t('shop.catalogueTabs.updateCategory') : t('shop.catalogueTabs.addCategory')}
      title={category ? t('shop.catalogueTabs.editCategory') : t('shop.catalogueTabs.addCategory')}
    >
      <TextField id="category-name" label={t('shop.catalogueTabs.name')} {...fieldProps('name')} />
      <FormField id="category-description" label={t('shop.catalogueTabs.description')}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}

function VariantTypeDialog({
  category,
  onOpenChange,
}: {
  category: Category | null;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddVariantType();
  const { form, dialogProps, fieldProps } = useDialogForm({
    schema: variantTypeInputSchema,
    open: category !== null,
    onOpenChange,
    record: category,
    values: () => ({ name: '', displayName: '', isRequired: false }),
    submit: (input) => add.mutateAsync({ categoryId: category?.id ?? '', input }),
    success: 'Variant type created successfully',
    failure: 'Failed to save variant type',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('shop.catalogueTabs.addVariantType')}
      title={
        <>
          {t('shop.catalogueTabs.addVariantType')}
          {category ? t('shop.catalogueTabs.to', { name: category.name }) : ''}
        </>
      }
    >
      <TextField
        id="variant-type-name"
        label={t('shop.catalogueTabs.name')}
        placeholder={t('shop.catalogueTabs.size')}
        {...fieldProps('name')}
      />
      <TextField
        id="variant-type-display"
        label={t('shop.catalogueTabs.displayName')}
        placeholder={t('shop.catalogueTabs.size2')}
        {...fieldProps('displayName')}
      />
      <CheckboxField label={t('shop.catalogueTabs.required')} {...form.register('isRequired')} />
    </FormDialog>
  );
}

export function CategoriesTab() {
  const { can } = useAuth();
  const categories = useStaffCategories();
  const editor = useEditor<Category>();
  const save = useSaveCategory();
  const [typeFor, setTypeFor] = useState<Category | null>(null);
  const deactivate = async (category: Category) => {
    try {
      await save.mutateAsync({
        id: category.id,
        input: { name: category.name, description: category.description, isActive: !category.isActive },
      });
      toast.success(t('common.toast.done'), {
        description: category.isActive ? 'Category deactivated successfully' : 'Category updated successfully',
      });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to save category') });
    }
  };
  if (categories.isError) return <p className="text-red-700">{t('shop.catalogueTabs.failedToLoadCategories')}</p>;
  if (!categories.data) return <Spinner />;
  return (
    <div className="flex flex-col gap-4">
      {can('shop', 'create') && (
        <Button className="self-end" onClick={() => editor.open(null)}>
          <Plus aria-hidden /> {t('shop.catalogueTabs.addCategory')}
        </Button>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {categories.data.map((c) => (
          <li key={c.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <bdi>{c.name}</bdi>{' '}
                  {!c.isActive && <Badge variant="secondary">{t('shop.catalogueTabs.inactive')}</Badge>}
                </CardTitle>
                {c.description && <CardDescription>{c.description}</CardDescription>}
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                {can('shop', 'edit') && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => editor.open(c)}>
                      {t('shop.catalogueTabs.edit')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => deactivate(c)}>
                      {c.isActive ? t('shop.catalogueTabs.deactivate') : t('shop.catalogueTabs.activate')}
                    </Button>
                  </>
                )}
                {can('shop', 'create') && (
                  <Button size="sm" variant="outline" onClick={() => setTypeFor(c)}>
                    {t('shop.catalogueTabs.addVariantType')}
                  </Button>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <CategoryDialog open={editor.dialog.open} onOpenChange={editor.dialog.onOpenChange} category={editor.record} />
      <VariantTypeDialog category={typeFor} onOpenChange={(open) => !open && setTypeFor(null)} />
    </div>
  );
}
