import { z } from 'zod';

/** An optional text field: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');

/** An image address: an http(s) URL, or a file stored by the portal (/files/...). Blank becomes null. */
export const optionalImageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || v.startsWith('/files/') || /^https?:\/\/[^\s]+$/i.test(v), 'Image URL must be a valid URL')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const idParams = z.object({ id: z.uuid('Not a valid id') });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
