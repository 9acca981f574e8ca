import { z } from 'zod';
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

export const EVENT_MESSAGES = {
  notFound: 'Event not found.',
  closed: 'Sign-ups for this event are closed.',
  feeAtOffice: 'This event has a registration fee: register and pay at the club office.',
  notRegistered: 'You have no place at this event.',
} as const;

/** An event's places: how many are taken and waiting, and the viewer's own (with their place in the queue). */
export const eventPlacesSchema = z.object({
  /** Members may sign up now (a public, upcoming event without a fee to pay). */
  open: z.boolean(),
  feeAtOffice: z.boolean(),
  maxParticipants: z.number().nullable(),
  registered: z.number(),
  waiting: z.number(),
  mine: z.object({ status: z.enum(['registered', 'waiting']), position: z.number().nullable() }).nullable(),
});
export type EventPlaces = z.infer<typeof eventPlacesSchema>;

export const eventRegistrationsSchema = z.array(
  z.object({ name: z.string(), email: z.string(), status: z.enum(['registered', 'waiting']), since: z.string() }),
);
export type EventRegistrations = z.infer<typeof eventRegistrationsSchema>;
