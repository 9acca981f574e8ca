import { z } from 'zod';

/**
 * What a club sets before it opens the doors, in the order the first admin does it: its name and look, the bank
 * account members pay into and what it held when the portal started, its plans and prices, when its season
 * starts, a second factor for staff, the backup key kept away from the server, and mail that arrives.
 */
export const SETUP_STEPS = [
  'identity',
  'bankAccount',
  'openingBalance',
  'plans',
  'season',
  'secondFactor',
  'backupKey',
  'testMail',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The steps the admin ticks by hand on the checklist (the others tick themselves from what is saved). */
export const CONFIRMED_SETUP_STEPS = ['backupKey', 'season'] as const satisfies readonly SetupStep[];
export type ConfirmedSetupStep = (typeof CONFIRMED_SETUP_STEPS)[number];

export const setupChecklistSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  done: z.boolean(),
  /** Where mail goes: a mail server (SMTP_URL), or files in the data folder's outbox when none is set. */
  mailTransport: z.enum(['smtp', 'outbox']),
  /** The backup key's fingerprint, to tell the copy kept away is this server's key. */
  backupKeyFingerprint: z.string(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

export const confirmSetupStepParams = z.object({ step: z.enum(CONFIRMED_SETUP_STEPS) });

export const SETUP_MESSAGES = {
  confirmed: 'Ticked on the checklist.',
  testMailSent: 'A test mail is on its way to your address.',
} as const;
