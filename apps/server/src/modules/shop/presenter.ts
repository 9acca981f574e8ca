import type { productCategories, variantTypes } from '../../db/schema';

export const presentCategory = (c: typeof productCategories.$inferSelect) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  isActive: c.isActive,
});

export const presentVariantType = (row: typeof variantTypes.$inferSelect) => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  displayName: row.displayName,
  isRequired: row.isRequired,
});
