import { z } from 'zod';
import { isoDate, optionalImageUrl, optionalMoneySchema, optionalPhoneNumber, optionalText, paginated } from './common';

const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Enter a valid URL starting with http:// or https://')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

export const sponsorInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Company name is required').max(150),
    logoUrl: optionalImageUrl,
    websiteUrl: optionalUrl,
    sponsorshipType: optionalText(60),
    sponsorshipAmount: optionalMoneySchema,
    contactPerson: optionalText(120),
    contactEmail: z
      .union([z.email('Enter a valid email address'), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    contactPhone: optionalPhoneNumber(),
    startDate: optionalDate,
    endDate: optionalDate,
    isActive: z.boolean().default(true),
  })
  .refine((s) => !s.startDate || !s.endDate || s.endDate >= s.startDate, {
    path: ['endDate'],
    message: 'End date cannot be before the start date',
  });

export const sponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  sponsorshipType: z.string().nullable(),
  sponsorshipAmount: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export const publicSponsorSchema = sponsorSchema.pick({
  id: true,
  name: true,
  logoUrl: true,
  websiteUrl: true,
  sponsorshipType: true,
});

export type SponsorInput = z.input<typeof sponsorInputSchema>;
export type Sponsor = z.infer<typeof sponsorSchema>;
export type PublicSponsor = z.infer<typeof publicSponsorSchema>;

export const adminSponsorsPageSchema = paginated(sponsorSchema).extend({
  stats: z.object({ total: z.number(), active: z.number(), totalValue: z.string(), thisYear: z.number() }),
});
export type AdminSponsorsPage = z.infer<typeof adminSponsorsPageSchema>;
