import { z } from 'zod';
import { clubToday } from '../rules/club-time';
import { fromCents, toCents } from '../rules/money';
import { optionalText, paginated, phoneNumber, requiredDate, sortedPaginationQuery } from './common';

export const REGISTRATION_TYPES = ['membership', 'academy'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const ACADEMY_SPORTS = [
  'Football',
  'Basketball',
  'Volleyball',
  'Badminton',
  'Table Tennis',
  'Swimming',
  'Athletics',
  'Cricket',
  'Handball',
  'Tennis',
] as const;

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card', 'mobile_banking'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  bank_transfer: 'Bank Transfer',
  card: 'Card',
  mobile_banking: 'Mobile Banking',
};
/** A recorded fee payment's status; a voided payment keeps it and carries its void date and reason. */
export const PAYMENT_STATUSES = ['completed'] as const;
export const FEE_CATEGORIES = ['regular', 'student', 'family', 'corporate'] as const;
export const CURRENCIES = ['MVR', 'USD'] as const;
/** A membership application is accepted (its person becomes a member) or declined by staff. */
export const APPLICATION_DECISIONS = ['pending', 'accepted', 'declined'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** Collection defaults (spec): membership uses the active 'regular' fee, else the first active one, else 500; academy 300. */
export const DEFAULT_COLLECTION_AMOUNT = { membership: '500.00', academy: '300.00' } as const;

export const REGISTRATION_MESSAGES = {
  missingIdCardTitle: 'Missing ID Card',
  missingIdCard: 'Please upload your ID card to continue.',
  submitted: (type: RegistrationType, formNumber: string) =>
    `${type === 'membership' ? 'Membership' : 'Academy'} registration submitted successfully. Form Number: ${formNumber}`,
  submitFailed: 'Failed to submit registration. Please try again.',
  paymentRecordedTitle: 'Payment Already Recorded',
  paymentRecorded: 'Payment has already been collected for this registration',
  ownFee: 'You sent this form: another member of staff records its fee.',
  declinedUnpaid: 'This application was declined: there is nothing to pay.',
  deleteConfirm: (formNumber: string) =>
    `Are you sure you want to delete registration ${formNumber}? This action cannot be undone.`,
} as const;

const requiredText = (label: string, max = 200) => z.string().trim().min(1, `${label} is required`).max(max);

/** Booleans arrive as real booleans (JSON) or as "true"/"false" (multipart form fields). */
const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false);

const birthDate = requiredDate('Date of birth').refine(
  (v) => v <= clubToday(),
  'Date of birth cannot be in the future',
);

const personFields = {
  fullName: requiredText('Full name', 120),
  permanentAddress: requiredText('Permanent address', 300),
  presentAddress: optionalText(300),
  idCardNumber: requiredText('ID card number', 30),
  dateOfBirth: birthDate,
  atollIsland: requiredText('Atoll and island', 120),
  mobileNumber: phoneNumber('Mobile number is required'),
};

export const membershipRegistrationSchema = z
  .object({
    ...personFields,
    /** The plan the applicant chooses, with its price: what staff accept them on unless they choose another. */
    plan: z.enum(FEE_CATEGORIES, 'Choose a plan').default('regular'),
    jobCategory: optionalText(120),
    jobDesignation: optionalText(120),
    otherClubMember: formBoolean,
    otherClubName: optionalText(120),
  })
  .superRefine((value, ctx) => {
    if (value.otherClubMember && !value.otherClubName) {
      ctx.addIssue({ code: 'custom', path: ['otherClubName'], message: 'Club name is required' });
    }
  })
  .transform((value) => ({ ...value, otherClubName: value.otherClubMember ? (value.otherClubName ?? null) : null }));

export const academyRegistrationSchema = z.object({
  ...personFields,
  academySport: z.enum(ACADEMY_SPORTS, 'Choose an academy sport'),
  comments: optionalText(2000),
  parentName: requiredText('Parent name', 120),
  parentIdCard: requiredText('Parent ID card', 30),
  viberWhatsappNumber: phoneNumber('Viber/WhatsApp number is required'),
});

/**
 * What an opened form shows and sends back: the number it will probably get (the real one is given out
 * when the form is saved, so forms opened and never sent leave no gaps) and a key that makes a second
 * submission of the same form a 409 rather than a second registration.
 */
export const formTicketSchema = z.object({
  provisionalFormNumber: z.string(),
  submissionKey: z.uuid(),
});
export const submissionKeySchema = formTicketSchema.pick({ submissionKey: true });

const money = (label: string) =>
  z
    .union([z.string().trim(), z.number()])
    .transform((v) => String(v))
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), `${label} must be a number of at least 0 with up to 2 decimals`)
    .transform((v) => fromCents(toCents(v)));

export const feeInputSchema = z.object({
  registrationType: z.enum(REGISTRATION_TYPES),
  category: z
    .union([z.enum(FEE_CATEGORIES), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  feeAmount: money('Amount'),
  currency: z.enum(CURRENCIES).default('MVR'),
  isActive: z.boolean().default(true),
  description: optionalText(300),
});

export const collectFeeSchema = z.object({
  amount: money('Amount'),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cash'),
  receiptNumber: optionalText(40),
  notes: optionalText(500),
});

/** Voiding a collected fee (finance approvers): the reason is kept with the payment and in the ledger. */
export const voidPaymentSchema = z.object({
  reason: z.string().trim().min(1, 'Give the reason for the void').max(500),
});
export type VoidPaymentInput = z.input<typeof voidPaymentSchema>;

export const voidedPaymentSchema = z.object({ id: z.string(), voidedAt: z.string(), voidReason: z.string() });
export type VoidedPayment = z.infer<typeof voidedPaymentSchema>;

export type MembershipRegistrationInput = z.input<typeof membershipRegistrationSchema>;
export type AcademyRegistrationInput = z.input<typeof academyRegistrationSchema>;
export type FeeInput = z.input<typeof feeInputSchema>;
export type CollectFeeInput = z.input<typeof collectFeeSchema>;

/** A registration as staff see it: both kinds share the person fields; the others depend on the kind. */
export const registrationSchema = z.object({
  id: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  formNumber: z.string(),
  fullName: z.string(),
  permanentAddress: z.string(),
  presentAddress: z.string().nullable(),
  idCardNumber: z.string(),
  /** Null, as is the scan, once the person closed their account (decision 028). */
  dateOfBirth: z.string().nullable(),
  atollIsland: z.string(),
  mobileNumber: z.string(),
  idCardUrl: z.string().nullable(),
  /** The plan a membership applicant chose (null on forms sent before plans were chosen). */
  plan: z.enum(FEE_CATEGORIES).nullable().optional(),
  jobCategory: z.string().nullable().optional(),
  jobDesignation: z.string().nullable().optional(),
  otherClubMember: z.boolean().optional(),
  otherClubName: z.string().nullable().optional(),
  academySport: z.string().optional(),
  comments: z.string().nullable().optional(),
  parentName: z.string().optional(),
  parentIdCard: z.string().optional(),
  viberWhatsappNumber: z.string().optional(),
  createdAt: z.string(),
  paymentStatus: z.enum(['Paid', 'Pending']),
  /** What the fee is paid with by bank transfer (null on forms sent before references). */
  paymentReference: z.string().nullable(),
  /** Staff's decision on the application, the member it made (a child's enrolment for academy ones) and why it was declined. */
  decision: z.enum(APPLICATION_DECISIONS).optional(),
  memberNumber: z.string().nullable().optional(),
  declineReason: z.string().nullable().optional(),
  payment: z
    .object({
      id: z.string(),
      amount: z.string(),
      receiptNumber: z.string(),
      paymentDate: z.string(),
      paymentMethod: z.string(),
    })
    .nullable(),
});

export const registrationStatsSchema = z.object({
  total: z.number(),
  paid: z.number(),
  pending: z.number(),
  revenue: z.string(),
});

export const feeSchema = z.object({
  id: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
  category: z.string().nullable(),
  feeAmount: z.string(),
  currency: z.enum(CURRENCIES),
  isActive: z.boolean(),
  description: z.string().nullable(),
});

export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationStats = z.infer<typeof registrationStatsSchema>;
export type Fee = z.infer<typeof feeSchema>;

/** The staff list sorts by form number, name or submission time (each indexed: 50,000 rows page quickly). */
export const REGISTRATION_SORT_COLUMNS = ['form', 'name', 'submitted'] as const;
export const registrationListQuery = sortedPaginationQuery(REGISTRATION_SORT_COLUMNS);
export type RegistrationListQuery = z.output<typeof registrationListQuery>;

export const registrationsPageSchema = paginated(registrationSchema).extend({
  stats: registrationStatsSchema,
  defaultAmount: z.string(),
});
export const registrationSubmittedSchema = z.object({
  formNumber: z.string(),
  message: z.string(),
  /** What to write on the bank transfer of the fee. */
  paymentReference: z.string(),
  /** The fees of this kind of registration now (by category), to pay one of. */
  fees: z.array(z.object({ category: z.string().nullable(), amount: z.string() })),
  /** The plan chosen (membership) and the amount to pay for it (or the academy's fee). */
  plan: z.enum(FEE_CATEGORIES).nullable(),
  amount: z.string(),
});
export const feeCollectedSchema = z.object({ id: z.string(), receiptNumber: z.string(), receiptUrl: z.string() });
export type RegistrationsPage = z.infer<typeof registrationsPageSchema>;
export type RegistrationSubmitted = z.infer<typeof registrationSubmittedSchema>;
export type FeeCollected = z.infer<typeof feeCollectedSchema>;
export type FormTicket = z.infer<typeof formTicketSchema>;
