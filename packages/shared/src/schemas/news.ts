import { z } from 'zod';
import { isoDate, optionalImageUrl, optionalText, paginated } from './common';

export const NEWS_LIMITS = { title: 200, excerpt: 500, content: 100_000 } as const;

export const newsInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(NEWS_LIMITS.title),
    excerpt: optionalText(NEWS_LIMITS.excerpt),
    content: z.string().trim().min(1, 'Content is required').max(NEWS_LIMITS.content),
    featuredImageUrl: optionalImageUrl,
    isPublished: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
    publishDate: z
      .union([isoDate, z.literal('')])
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.isPublished && !value.publishDate) {
      ctx.addIssue({ code: 'custom', path: ['publishDate'], message: 'Publish date is required when published' });
    }
  })
  // A draft has no publish date (spec: stored only when published).
  .transform((value) => ({ ...value, publishDate: value.isPublished ? (value.publishDate ?? null) : null }));

export const newsSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  publishDate: z.string().nullable(),
  authorId: z.string().nullable(),
  createdAt: z.string(),
});

export type NewsInput = z.input<typeof newsInputSchema>;
export type News = z.infer<typeof newsSchema>;

export const newsPageSchema = paginated(newsSchema);
export const adminNewsPageSchema = newsPageSchema.extend({
  stats: z.object({ total: z.number(), published: z.number(), featured: z.number() }),
});
export type NewsPage = z.infer<typeof newsPageSchema>;
export type AdminNewsPage = z.infer<typeof adminNewsPageSchema>;
