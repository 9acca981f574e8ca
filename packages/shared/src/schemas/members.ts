import { z } from 'zod';
import { MEMBER_MESSAGES } from '../messages';
import { isoDate, paginated, paginationQuery } from './common';
import { ACADEMY_SPORTS, APPLICATION_DECISIONS, FEE_CATEGORIES, REGISTRATION_TYPES } from './registrations';

/**
 * A membership plan is a fee category (its yearly amount is the active membership fee of that category), or
 * the academy: a child's enrolment in one of the academy's sports at the active academy fee.
 */
export const MEMBERSHIP_PLANS = [...FEE_CATEGORIES, 'academy'] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];
/** The plans an adult chooses from when applying or renewing. */
export const ADULT_PLANS = FEE_CATEGORIES;
export type AcademySport = (typeof ACADEMY_SPORTS)[number];

/**
 * Where a membership stands. Stored: pending payment, active, cancelled. Read against today: a season that
 * has ended is expired, and lapsed once its grace period has passed with no later membership.
 */
export const MEMBERSHIP_STATUSES = ['pending_payment', 'active', 'expired', 'lapsed', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const STORED_MEMBERSHIP_STATUSES = ['pending_payment', 'active', 'cancelled'] as const;

/** What the staff list filters on: a status, or the active memberships that end within 30 days. */
export const MEMBER_LIST_STATUSES = [...MEMBERSHIP_STATUSES, 'expiring'] as const;

/**
 * When a member is reminded to renew: 30 and 7 days before the season ends, 7 days after it (each once),
 * and by staff's hand.
 */
export const REMINDER_STAGES = ['ends_in_30', 'ends_in_7', 'ended_7_ago', 'by_hand'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

export const acceptApplicationSchema = z.object({
  plan: z.enum(ADULT_PLANS, 'Choose a plan'),
});
export type AcceptApplicationInput = z.input<typeof acceptApplicationSchema>;

export const declineApplicationSchema = z.object({
  reason: z.string().trim().min(1, 'Give the reason for declining').max(500),
});
export type DeclineApplicationInput = z.input<typeof declineApplicationSchema>;

export const applicationDecidedSchema = z.object({
  decision: z.enum(APPLICATION_DECISIONS),
  memberId: z.string().nullable(),
  memberNumber: z.string().nullable(),
  message: z.string(),
});

const season = z.coerce.number().int().min(2000, 'Choose a season').max(2200, 'Choose a season');

export const memberListQuery = paginationQuery.extend({
  season: season.optional(),
  plan: z.enum(MEMBERSHIP_PLANS).optional().catch(undefined),
  sport: z.enum(ACADEMY_SPORTS).optional().catch(undefined),
  status: z.enum(MEMBER_LIST_STATUSES).optional().catch(undefined),
  atoll: z.string().trim().max(120).optional(),
  search: z.string().trim().max(100).optional(),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

export const membershipRowSchema = z.object({
  membershipId: z.string(),
  memberId: z.string(),
  memberNumber: z.string(),
  fullName: z.string(),
  atollIsland: z.string(),
  mobileNumber: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  /** The academy sport of an enrolment (plan `academy`); null for a club membership. */
  sport: z.enum(ACADEMY_SPORTS).nullable(),
  season: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  amount: z.string(),
  paidAmount: z.string().nullable(),
  paidOn: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** The fee payment that made it active (its receipt; finance approvers may void it). */
  paymentId: z.string().nullable(),
  /** The member has an account of their own (linked when they applied signed in, or by staff). */
  hasAccount: z.boolean(),
  /** A child with a guardian's account, who is reminded and told instead. */
  hasGuardian: z.boolean(),
});
export type MembershipRow = z.infer<typeof membershipRowSchema>;

export const planSummarySchema = z.object({
  plan: z.enum(MEMBERSHIP_PLANS),
  members: z.number(),
  paid: z.number(),
  income: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const membersPageSchema = paginated(membershipRowSchema).extend({
  season: z.number(),
  seasonLabel: z.string(),
  currentSeason: z.number(),
  seasons: z.array(z.object({ season: z.number(), label: z.string() })),
  plans: z.array(planSummarySchema),
  expiringWithinDays: z.number(),
});
export type MembersPage = z.infer<typeof membersPageSchema>;

/** The signed-in person's own membership: the member linked to their account and its latest season. */
export const myMembershipSchema = z.object({
  member: z
    .object({
      memberNumber: z.string(),
      fullName: z.string(),
      remindersOff: z.boolean(),
      /** The last day of the latest paid season, whose card stands while a renewal waits (null: no paid season). */
      cardEndsOn: z.string().nullable(),
    })
    .nullable(),
  membership: membershipRowSchema
    .pick({
      season: true,
      plan: true,
      sport: true,
      status: true,
      startsOn: true,
      endsOn: true,
      amount: true,
      paidAmount: true,
    })
    .extend({ seasonLabel: z.string() })
    .nullable(),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

/** `PUT /api/me/membership/reminders`: whether the member gets renewal reminders. */
export const reminderChoiceSchema = z.object({ remindersOff: z.boolean() });
export type ReminderChoice = z.infer<typeof reminderChoiceSchema>;

/** The signed-in member's card: what it shows and the signed code its QR carries. */
export const memberCardSchema = z.object({
  code: z.string(),
  memberNumber: z.string(),
  fullName: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  sport: z.enum(ACADEMY_SPORTS).nullable(),
  seasonLabel: z.string(),
  endsOn: z.string(),
  expired: z.boolean(),
  /** The card's photo, when the member or a guardian added one (private: theirs to see). */
  photoUrl: z.string().nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const cardKeySchema = z.object({ publicKey: z.string() });

/** A receipt the club issued to the signed-in person for a membership fee. */
export const myReceiptSchema = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  amount: z.string(),
  paidAt: z.string(),
  void: z.boolean(),
  formNumber: z.string(),
  /** Whom it was issued for: the person themself or one of their children. */
  payerName: z.string(),
  /** The member it paid for (null: an application not accepted yet). */
  memberId: z.string().nullable(),
  /** The person's own (their membership or their own application), not a child's. */
  own: z.boolean(),
});
export type MyReceipt = z.infer<typeof myReceiptSchema>;

/**
 * An account named by its email: staff link a member to it, a guardian adds it as a second guardian or hands
 * an adult child's record to it (the person is told).
 */
export const accountEmailSchema = z.strictObject({
  email: z.email('Enter a valid email address').max(254),
});
export type AccountEmailInput = z.input<typeof accountEmailSchema>;

/** `GET /api/me/renewal`: the season the member can renew into, each plan's amount, and a renewal already sent. */
export const renewalOfferSchema = z.object({
  memberNumber: z.string(),
  /** Whose membership this is: the signed-in member's own, or a child's they are a guardian of. */
  fullName: z.string(),
  own: z.boolean(),
  sport: z.enum(ACADEMY_SPORTS).nullable(),
  season: z.number(),
  seasonLabel: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  currentPlan: z.enum(MEMBERSHIP_PLANS).nullable(),
  plans: z.array(z.object({ plan: z.enum(MEMBERSHIP_PLANS), amount: z.string() })),
  /** A renewal sent and waiting for staff to see the money. */
  sent: z
    .object({
      plan: z.enum(MEMBERSHIP_PLANS),
      amount: z.string(),
      paymentReference: z.string(),
      submittedAt: z.string(),
    })
    .nullable(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;

/** The renewal form's fields (the slip comes as the multipart file `slip`). */
export const renewalInputSchema = z.object({
  plan: z.enum(MEMBERSHIP_PLANS, 'Choose a plan'),
  paymentReference: z.string().trim().min(1, 'Not a reference the club issued').max(20),
});
export type RenewalInput = z.input<typeof renewalInputSchema>;

/** A renewal waiting for staff. */
export const waitingRenewalSchema = z.object({
  id: z.string(),
  memberNumber: z.string(),
  fullName: z.string(),
  season: z.number(),
  seasonLabel: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  sport: z.enum(ACADEMY_SPORTS).nullable(),
  amount: z.string(),
  paymentReference: z.string(),
  submittedAt: z.string(),
  slipUrl: z.string().nullable(),
});
export type WaitingRenewal = z.infer<typeof waitingRenewalSchema>;
export const waitingRenewalsSchema = z.object({ renewals: z.array(waitingRenewalSchema) });
export const rejectRenewalSchema = z.object({
  reason: z.string().trim().min(1, MEMBER_MESSAGES.rejectReason).max(500),
});

export const renewalReferenceSchema = z.object({ paymentReference: z.string() });

/** `POST /api/me/renewal`: what was sent. */
export const renewalSentSchema = z.object({
  season: z.number(),
  seasonLabel: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  amount: z.string(),
  paymentReference: z.string(),
});

/** `?member=`: whose membership a guardian means (their child's); without it, the signed-in member's own. */
export const memberChoiceQuery = z.object({ member: z.uuid('Not a member of the club').optional() });
export type MemberChoice = z.output<typeof memberChoiceQuery>;

/** A person who acts for a child: a guardian account. */
export const guardianSchema = z.object({ name: z.string(), email: z.string(), you: z.boolean() });

/** A child of the signed-in guardian: the member, their latest membership or enrolment, their guardians. */
export const familyChildSchema = z.object({
  memberId: z.string(),
  memberNumber: z.string(),
  fullName: z.string(),
  /** Eighteen or older: their record can be handed to their own account. */
  ofAge: z.boolean(),
  membership: myMembershipSchema.shape.membership,
  guardians: z.array(guardianSchema),
  /** Accounts invited to be guardians too, who have not answered yet. */
  invited: z.array(z.object({ email: z.string() })),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;
export const familySchema = z.object({ children: z.array(familyChildSchema) });
export type Family = z.infer<typeof familySchema>;

/** A member's statement over a period (the current year to today when left out); `member` as in memberChoiceQuery. */
export const memberStatementQuery = z
  .strictObject({
    member: z.uuid('Not a member of the club').optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The period must end on or after the day it starts',
    path: ['to'],
  });

export const STATEMENT_ROW_KINDS = ['fee', 'payment', 'void'] as const;

/**
 * What a member owed (each season's fee), paid (each receipted payment) and had voided over a period, with
 * the balance brought forward and carried: positive is still owed.
 */
export const memberStatementSchema = z.object({
  member: z.object({ id: z.string(), memberNumber: z.string(), fullName: z.string() }),
  from: z.string(),
  to: z.string(),
  opening: z.string(),
  rows: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_ROW_KINDS),
      /** A fee's season and plan. */
      season: z.number().nullable(),
      plan: z.string().nullable(),
      sport: z.string().nullable(),
      /** A payment's (or a void's) receipt, how it was paid and the reference it was paid with. */
      receiptNumber: z.string().nullable(),
      paymentMethod: z.string().nullable(),
      paymentReference: z.string().nullable(),
      reason: z.string().nullable(),
      owed: z.string(),
      paid: z.string(),
      balance: z.string(),
    }),
  ),
  owed: z.string(),
  paid: z.string(),
  closing: z.string(),
});
export type MemberStatement = z.infer<typeof memberStatementSchema>;

/** `GET /api/membership/plans`: what each plan costs a season now, and the academy's fee (the club's fee structures). */
export const membershipPricesSchema = z.object({
  plans: z.array(z.object({ plan: z.enum(ADULT_PLANS), amount: z.string() })),
  academy: z.string(),
});
export type MembershipPrices = z.infer<typeof membershipPricesSchema>;

/** `GET /api/me/applications`: the forms this account sent that staff have not decided yet, and what to pay. */
export const myApplicationsSchema = z.array(
  z.object({
    type: z.enum(REGISTRATION_TYPES),
    formNumber: z.string(),
    fullName: z.string(),
    plan: z.enum(ADULT_PLANS).nullable(),
    sport: z.string().nullable(),
    amount: z.string(),
    paymentReference: z.string().nullable(),
    paid: z.boolean(),
    submittedAt: z.string(),
  }),
);
export type MyApplications = z.infer<typeof myApplicationsSchema>;

/** `GET /api/members/withdrawn-cards`: the fingerprints of signed cards that no longer hold, and when the list was made. */
export const withdrawnCardsSchema = z.object({ asOf: z.string(), fingerprints: z.array(z.string()) });
export type WithdrawnCards = z.infer<typeof withdrawnCardsSchema>;

/** `GET /api/me/guardian-invitations`: the children others invited this account to be a guardian of, unanswered. */
export const guardianInvitationsSchema = z.array(
  z.object({
    id: z.string(),
    childName: z.string(),
    memberNumber: z.string(),
    invitedBy: z.string(),
    invitedAt: z.string(),
  }),
);
export type GuardianInvitations = z.infer<typeof guardianInvitationsSchema>;
/** Accept or decline a guardian invitation. */
export const guardianInvitationAnswerSchema = z.object({ accept: z.boolean() });
