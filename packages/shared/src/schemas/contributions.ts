import { z } from 'zod';
import { fromCents, toCents } from '../rules/money';
import { optionalMoneySchema, optionalText, paginated, sortedPaginationQuery } from './common';

export const CONTRIBUTION_STATUSES = ['pending', 'completed', 'failed', 'reversed'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
export const CONTRIBUTION_STATUS_LABELS: Record<ContributionStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  reversed: 'Reversed',
};
export const CONTRIBUTION_METHODS = ['bank_transfer', 'cash', 'card'] as const;

export const CONTRIBUTION_MESSAGES = {
  required: 'Please fill in all required fields',
  amount: 'Please enter a valid amount',
  thanks: 'Thank you for your contribution!',
  typeName: 'Please enter a contribution type name',
  slip: 'Please attach the transfer slip',
  decided: 'This contribution has already been decided.',
  ownRecord: 'You recorded this donation: another staff member confirms it.',
} as const;

export const CONTRIBUTION_MINIMUM = '1.00';
export const ANONYMOUS = 'Anonymous';

/** An amount of at least 1 MVR with at most 2 decimals, as a decimal string. */
const amount = z
  .union([z.string().trim(), z.number()])
  .transform((v) => String(v))
  .refine(
    (v) => /^\d{1,12}(\.\d{1,2})?$/.test(v) && toCents(v) >= toCents(CONTRIBUTION_MINIMUM),
    CONTRIBUTION_MESSAGES.amount,
  )
  .transform((v) => fromCents(toCents(v)));

const required = (max: number) => z.string().trim().min(1, CONTRIBUTION_MESSAGES.required).max(max);

/** The public form (multipart fields, so every value is text). */
export const contributionInputSchema = z.object({
  typeId: z.uuid(CONTRIBUTION_MESSAGES.required),
  amount,
  contributorName: required(120),
  contributorEmail: z.email('Enter a valid email address').max(200),
  message: optionalText(1000),
  isAnonymous: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
  paymentReference: z.string().trim().min(1, CONTRIBUTION_MESSAGES.required).max(20),
});

/** A cash donation handed to staff in person: confirmed later by someone else. */
export const cashContributionInputSchema = contributionInputSchema.omit({ paymentReference: true });

export const contributionTypeInputSchema = z.object({
  name: z.string().trim().min(1, CONTRIBUTION_MESSAGES.typeName).max(120),
  description: optionalText(1000),
  suggestedAmount: optionalMoneySchema,
});

export const contributionTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  suggestedAmount: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

/** What the public page shows of a confirmed contribution: never an email, 'Anonymous' where asked. */
export const publicContributionSchema = z.object({
  id: z.string(),
  contributorName: z.string(),
  amount: z.string(),
  typeName: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});

export const contributionSummarySchema = z.object({
  totalAmount: z.string(),
  totalCount: z.number().int(),
  goal: z.string(),
  /** This year's confirmed contributions by club-time month (1..12). */
  monthly: z.array(z.object({ month: z.number().int(), amount: z.string() })),
  recent: z.array(publicContributionSchema),
  bankAccount: z.object({
    bankName: z.string().nullable(),
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
  }),
});

export const myContributionSchema = z.object({
  id: z.string(),
  amount: z.string(),
  typeName: z.string(),
  status: z.enum(CONTRIBUTION_STATUSES),
  paymentReference: z.string(),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
});

/** The staff view: everything, including the email and the slip. */
export const staffContributionSchema = myContributionSchema.extend({
  contributorName: z.string(),
  /** The table's 'Contributor' cell: 'Anonymous', else the name, else the email (spec). */
  displayName: z.string(),
  contributorEmail: z.string(),
  message: z.string().nullable(),
  isAnonymous: z.boolean(),
  paymentMethod: z.enum(CONTRIBUTION_METHODS),
  hasSlip: z.boolean(),
  recordedByName: z.string().nullable(),
  recordedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reversalReason: z.string().nullable(),
});

/** The columns the staff list sorts by (newest first without one). */
export const CONTRIBUTION_SORT_COLUMNS = ['contributor', 'amount', 'date'] as const;

export const staffContributionQuerySchema = sortedPaginationQuery(CONTRIBUTION_SORT_COLUMNS).extend({
  status: z.enum(CONTRIBUTION_STATUSES).optional(),
});

export const decisionReasonSchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason').max(500),
});

export const contributionReferenceSchema = z.object({ paymentReference: z.string() });
export type ContributionReference = z.infer<typeof contributionReferenceSchema>;

export const staffContributionsPageSchema = paginated(staffContributionSchema);

export type ContributionInput = z.input<typeof contributionInputSchema>;
export type StaffContributionQuery = z.output<typeof staffContributionQuerySchema>;
export type ContributionType = z.infer<typeof contributionTypeSchema>;
export type ContributionTypeInput = z.input<typeof contributionTypeInputSchema>;
export type ContributionSummary = z.infer<typeof contributionSummarySchema>;
export type PublicContribution = z.infer<typeof publicContributionSchema>;
export type MyContribution = z.infer<typeof myContributionSchema>;
export type StaffContribution = z.infer<typeof staffContributionSchema>;
export type StaffContributionsPage = z.infer<typeof staffContributionsPageSchema>;
