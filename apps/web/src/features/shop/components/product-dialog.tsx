import { type Category, type Product, productInputSchema, unitPrice } from '@club/shared';
import { Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { ImageUploadField } from '../../../components/image-upload-field';
import { AddRowButton, RowIconButton } from '../../../components/ui/button';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, MoneyField, SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useVariantTypes } from '../api/get-variant-types';
import { useSaveProduct } from '../api/save-product';
import { GalleryImagesField } from './gallery-images-field';

type FormInput = z.input<typeof productInputSchema>;

const toForm = (product: Product | null, categories: Category[]): FormInput => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  categoryId: product?.categoryId ?? categories[0]?.id ?? '',
  price: product?.price ?? '',
  salePrice: product?.salePrice ?? '',
  imageUrl: product?.imageUrl ?? null,
  galleryImages: product?.galleryImages ?? [],
  stockQuantity: product?.stockQuantity ?? 0,
  sku: product?.sku ?? '',
  isFeatured: product?.isFeatured ?? false,
  isActive: product?.isActive ?? true,
  inventoryTracking: product?.inventoryTracking ?? true,
  lowStockThreshold: product?.lowStockThreshold ?? 10,
  weight: product?.weight ?? '',
  dimensions: product?.dimensions ?? '',
  variants: (product?.variants ?? []).map((v) => ({
    name: v.name,
    value: v.value,
    priceModifier: v.priceModifier,
    stockQuantity: v.stockQuantity,
    sku: v.sku ?? '',
  })),
});

/** Add New Product / Edit Product: every field of the spec, variants typed or from the category's types. */
export function ProductDialog({
  open,
  product,
  categories,
  onOpenChange,
}: {
  product: Product | null;
  categories: Category[];
} & DialogState) {
  const save = useSaveProduct();
  const { form, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'product',
    schema: productInputSchema,
    open,
    onOpenChange,
    record: product,
    values: () => toForm(product, categories),
    submit: (input) => save.mutateAsync({ id: product?.id, input }),
    success: t('shop.productDialog.productSuccessfully', { value0: product ? 'updated' : 'created' }),
    failure: 'Failed to save product',
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const categoryId = form.watch('categoryId');
  const tracking = form.watch('inventoryTracking');
  const price = form.watch('price');
  const salePrice = form.watch('salePrice');
  const imageUrl = form.watch('imageUrl');
  const gallery = form.watch('galleryImages');
  const types = useVariantTypes(categoryId, open);
  const validPrice = (v: unknown) => typeof v === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(v.trim());

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={product ? t('shop.productDialog.updateProduct') : t('shop.productDialog.createProduct')}
      title={product ? t('shop.productDialog.editProduct') : t('shop.productDialog.addNewProduct')}
      description={t('shop.productDialog.pricesInMvrStock')}
      className="max-h-[90vh] max-w-3xl overflow-y-auto"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('shop.productDialog.name')} {...rowProps('name')} />
        <SelectField label={t('shop.productDialog.category')} {...rowProps('categoryId')}>
          <option value="">{t('shop.productDialog.chooseACategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.isActive ? '' : t('shop.productDialog.inactive')}
            </option>
          ))}
        </SelectField>
        <MoneyField label={t('shop.productDialog.priceMvr')} {...rowProps('price')} />
        <MoneyField label={t('shop.productDialog.salePriceMvrOptional')} {...rowProps('salePrice')} />
      </div>
      <TextareaField label={t('shop.productDialog.description')} rows={3} {...rowProps('description')} />
      <ImageUploadField
        label={t('shop.productDialog.mainImage')}
        bucket="product-images"
        value={imageUrl ?? ''}
        onChange={(url) => form.setValue('imageUrl', url || null, { shouldDirty: true })}
        failureMessage={t('shop.productDialog.failedToUploadImage')}
        successMessage={t('shop.productDialog.imageUploadedSuccessfully')}
      />
      <GalleryImagesField
        value={gallery ?? []}
        onChange={(urls) => form.setValue('galleryImages', urls, { shouldDirty: true })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <CheckboxField label={t('shop.productDialog.trackInventory')} {...form.register('inventoryTracking')} />
        <CheckboxField label={t('shop.productDialog.featured')} {...form.register('isFeatured')} />
        <CheckboxField label={t('shop.productDialog.active')} {...form.register('isActive')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {tracking && (
          <TextField
            label={t('shop.productDialog.stockQuantity')}
            type="number"
            min={0}
            {...rowProps('stockQuantity')}
          />
        )}
        <TextField
          label={t('shop.productDialog.lowStockThreshold')}
          type="number"
          min={0}
          {...rowProps('lowStockThreshold')}
        />
        <TextField label={t('shop.productDialog.sku')} {...rowProps('sku')} />
        <MoneyField label={t('shop.productDialog.weightKg')} {...rowProps('weight')} />
        <TextField
          label={t('shop.productDialog.dimensions')}
          placeholder={t('shop.productDialog.n10x20x30Cm')}
          {...rowProps('dimensions')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('shop.productDialog.optionsVariants')}</legend>
        <datalist id="variant-type-names">
          {types.data?.map((type) => (
            <option key={type.id} value={type.displayName} />
          ))}
        </datalist>
        {variants.fields.map((field, index) => {
          const modifier = form.watch(`variants.${index}.priceModifier`);
          const final =
            validPrice(price) && /^-?\d{1,10}(\.\d{1,2})?$/.test(String(modifier ?? '0'))
              ? unitPrice(
                  String(price).trim(),
                  validPrice(salePrice) ? String(salePrice).trim() : null,
                  String(modifier ?? '0'),
                )
              : null;
          return (
            <div
              key={field.id}
              className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1fr_1fr_7rem_6rem_auto]"
            >
              <Input
                list="variant-type-names"
                aria-label={t('shop.productDialog.optionName', { value0: index + 1 })}
                placeholder={t('shop.productDialog.size')}
                {...form.register(`variants.${index}.name`)}
              />
              <Input
                aria-label={t('shop.productDialog.optionValue', { value0: index + 1 })}
                placeholder="M"
                {...form.register(`variants.${index}.value`)}
              />
              <Input
                aria-label={t('shop.productDialog.optionPriceModifier', { value0: index + 1 })}
                inputMode="decimal"
                placeholder="+0.00"
                {...form.register(`variants.${index}.priceModifier`)}
              />
              <Input
                aria-label={t('shop.productDialog.optionStock', { value0: index + 1 })}
                type="number"
                min={0}
                {...form.register(`variants.${index}.stockQuantity`)}
              />
              <RowIconButton
                icon={Trash2}
                type="button"
                label={t('shop.productDialog.removeOption', { value0: index + 1 })}
                onClick={() => variants.remove(index)}
              />
              {final && (
                <p className="col-span-full text-xs text-slate-500">
                  {t('shop.productDialog.finalPriceMvr')} {final}
                </p>
              )}
            </div>
          );
        })}
        <AddRowButton
          onClick={() => variants.append({ name: '', value: '', priceModifier: '0', stockQuantity: 0, sku: '' })}
        >
          {t('shop.productDialog.addOption')}
        </AddRowButton>
      </fieldset>
    </FormDialog>
  );
}
