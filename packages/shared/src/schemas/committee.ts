import { z } from 'zod';
import { isoDate, optionalImageUrl, optionalPhoneNumber, optionalText, paginated } from './common';

export const COMMITTEE_DELETE_CONFIRM = 'Are you sure you want to delete this committee member?';

const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

export const committeeInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  position: z.string().trim().min(1, 'Position is required').max(120),
  bio: optionalText(2000),
  email: z
    .union([z.email('Enter a valid email address'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  phone: optionalPhoneNumber(),
  imageUrl: optionalImageUrl,
  displayOrder: z.number().int('Order must be a whole number').min(0).max(10_000).default(0),
  isActive: z.boolean().default(true),
  termStartDate: optionalDate,
  termEndDate: optionalDate,
});

export const committeeMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  bio: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number(),
  isActive: z.boolean(),
  termStartDate: z.string().nullable(),
  termEndDate: z.string().nullable(),
});

/** What the public page shows of a committee member: no phone number, no term dates. */
export const publicCommitteeMemberSchema = committeeMemberSchema.pick({
  id: true,
  name: true,
  position: true,
  bio: true,
  email: true,
  imageUrl: true,
});

export type CommitteeInput = z.input<typeof committeeInputSchema>;
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;
export type PublicCommitteeMember = z.infer<typeof publicCommitteeMemberSchema>;

export const committeePageSchema = paginated(committeeMemberSchema);
export type CommitteePage = z.infer<typeof committeePageSchema>;
