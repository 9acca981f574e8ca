import { z } from 'zod';
import { fromCents, MONEY_PATTERN, toCents } from '../rules/money';
import { normalisePhone, PHONE_MESSAGE } from '../rules/phone';

/** An optional text field: blank becomes null. */
/** A phone number, stored normalised (rules/phone.ts); required unless `optional`. */
export const phoneNumber = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(40, PHONE_MESSAGE)
    .transform((v, ctx) => {
      const phone = normalisePhone(v);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    });

/** A phone number that may be left blank (null). */
export const optionalPhoneNumber = () =>
  z
    .string()
    .trim()
    .max(40, PHONE_MESSAGE)
    .transform((v, ctx) => {
      if (v === '') return null;
      const phone = normalisePhone(v);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    })
    .nullable()
    .optional();

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The calendar range the club's records use; beyond it a date is a typing error (and may not fit Postgres). */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const;
const DATE_RANGE_MESSAGE = `Enter a date between ${DATE_RANGE.min.slice(0, 4)} and ${DATE_RANGE.max.slice(0, 4)}`;

export const isoDate = z.iso
  .date('Enter a valid date (YYYY-MM-DD)')
  .refine((v) => v >= DATE_RANGE.min && v <= DATE_RANGE.max, DATE_RANGE_MESSAGE);

/** A date that must be given: empty says so ('Date of birth is required'), a wrong one asks for a valid date. */
export const requiredDate = (label: string) => z.string().trim().min(1, `${label} is required`).pipe(isoDate);

/** A moment with its UTC offset, within the same calendar range. */
export const isoDateTime = z.iso.datetime({ offset: true, message: 'Enter a valid date and time' }).refine((v) => {
  const time = Date.parse(v);
  return time >= Date.parse(`${DATE_RANGE.min}T00:00:00Z`) && time <= Date.parse(`${DATE_RANGE.max}T23:59:59Z`);
}, DATE_RANGE_MESSAGE);

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

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A paged list that sorts by one of `columns` (unknown names are refused); without one, its own order. */
export const sortedPaginationQuery = <const T extends readonly [string, ...string[]]>(columns: T) =>
  paginationQuery.extend({ sort: z.enum(columns).optional(), dir: z.enum(SORT_DIRECTIONS).default('asc') });

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** The body of an operation that only confirms, with the spec's text to show. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;

/** A file stored by `POST /api/uploads/{bucket}`. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A non-negative amount with at most 2 decimals, normalised to "0.00" form. Blank becomes null. */
export const optionalMoneySchema = z
  .union([z.string().trim(), z.null()])
  .optional()
  .refine(
    (v) => v === undefined || v === null || v === '' || MONEY_PATTERN.test(v),
    'Enter an amount such as 150 or 150.50',
  )
  .transform((v) => (v === undefined || v === null || v === '' ? null : fromCents(toCents(v))));
