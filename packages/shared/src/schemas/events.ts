import { z } from 'zod';
import { MEMBER_MESSAGES } from '../messages';
import { EVENT_STATUSES } from '../rules/events';
import { isoDateTime, optionalImageUrl, optionalMoneySchema, optionalText, paginated } from './common';

const dateTime = isoDateTime;

export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200),
    description: z.string().trim().min(1, 'Description is required').max(5000),
    eventDate: dateTime,
    endDate: z
      .union([dateTime, z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    location: optionalText(200),
    maxParticipants: z
      .union([z.number().int('Must be a whole number').min(1).max(100_000), z.null()])
      .optional()
      .transform((v) => v ?? null),
    registrationFee: optionalMoneySchema,
    status: z.enum(EVENT_STATUSES).default('upcoming'),
    isPublic: z.boolean().default(true),
    eventImageUrl: optionalImageUrl,
  })
  .refine((v) => !v.endDate || Date.parse(v.endDate) >= Date.parse(v.eventDate), {
    path: ['endDate'],
    message: 'End must be after the start',
  });

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string().nullable(),
  maxParticipants: z.number().nullable(),
  registrationFee: z.string().nullable(),
  status: z.string(),
  isPublic: z.boolean(),
  eventImageUrl: z.string().nullable(),
  createdAt: z.string(),
});

export type EventInput = z.input<typeof eventInputSchema>;
export type ClubEvent = z.infer<typeof eventSchema>;

export const eventsPageSchema = paginated(eventSchema);
export const adminEventsPageSchema = eventsPageSchema.extend({
  stats: z.object({ total: z.number(), upcoming: z.number(), ongoing: z.number(), completed: z.number() }),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;
export type AdminEventsPage = z.infer<typeof adminEventsPageSchema>;

/** How long a place with a fee is held for its slip (never past the event's start). */
export const EVENT_FEE_HOLD_HOURS = 48;

/** Where an event fee stands: due (the place is held for the slip), sent (staff check the money), confirmed. */
export const EVENT_FEE_STATUSES = ['due', 'sent', 'confirmed', 'rejected', 'reversed', 'released'] as const;
export type EventFeeStatus = (typeof EVENT_FEE_STATUSES)[number];

/** The fee of a place: what to pay, the reference to pay under, until when the place is held, the receipt. */
export const eventFeeSchema = z.object({
  status: z.enum(EVENT_FEE_STATUSES),
  amount: z.string(),
  paymentReference: z.string(),
  payBy: z.string(),
  receiptNumber: z.string().nullable(),
});
export type EventFee = z.infer<typeof eventFeeSchema>;

/** An event's places: how many are taken and waiting, and the viewer's own (with their place in the queue). */
export const eventPlacesSchema = z.object({
  /** Members may sign up now (a public, upcoming event). */
  open: z.boolean(),
  /** The registration fee, paid by bank transfer under a reference (null: free). */
  fee: z.string().nullable(),
  maxParticipants: z.number().nullable(),
  registered: z.number(),
  waiting: z.number(),
  mine: z
    .object({
      status: z.enum(['registered', 'waiting']),
      position: z.number().nullable(),
      fee: eventFeeSchema.nullable(),
    })
    .nullable(),
});
export type EventPlaces = z.infer<typeof eventPlacesSchema>;

/** The events a person holds a place in (or waits for one), not yet over, soonest first: their dashboard. */
export const myEventPlacesSchema = z.array(
  z.object({
    eventId: z.string(),
    title: z.string(),
    eventDate: z.string(),
    location: z.string().nullable(),
    status: z.enum(['registered', 'waiting']),
    /** The fee's state (null: a free event, or still waiting for a place). */
    fee: z.enum(EVENT_FEE_STATUSES).nullable(),
    payBy: z.string().nullable(),
  }),
);
export type MyEventPlaces = z.infer<typeof myEventPlacesSchema>;

export const eventRegistrationsSchema = z.array(
  z.object({
    name: z.string(),
    email: z.string(),
    status: z.enum(['registered', 'waiting']),
    since: z.string(),
    fee: z.enum(EVENT_FEE_STATUSES).nullable(),
  }),
);
export type EventRegistrations = z.infer<typeof eventRegistrationsSchema>;

/** Event fees whose slip was sent, for staff with the events' approve right to see the money and decide. */
export const waitingEventFeeSchema = z.object({
  id: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  name: z.string(),
  email: z.string(),
  amount: z.string(),
  paymentReference: z.string(),
  sentAt: z.string(),
  slipUrl: z.string(),
});
export type WaitingEventFee = z.infer<typeof waitingEventFeeSchema>;
export const waitingEventFeesSchema = z.object({ fees: z.array(waitingEventFeeSchema) });

export const rejectEventFeeSchema = z.object({
  reason: z.string().trim().min(1, MEMBER_MESSAGES.rejectReason).max(500),
});
