import { z } from 'zod';
import { ACTIONS, MODULE_IDS, type ModuleId, ROLES } from '../permissions';
import { clubToday } from '../rules/club-time';
import { LANGUAGES } from '../rules/language';
import { isoDate, optionalPhoneNumber, optionalText } from './common';

export const profileUpdateSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  phone: optionalPhoneNumber(),
  address: optionalText(300),
  dateOfBirth: z
    .union([isoDate, z.literal('')])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .refine((v) => !v || v <= clubToday(), 'Date of birth cannot be in the future'),
});

export const profileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** The language the person chose; null until they choose (their browser's is used). */
  language: z.enum(LANGUAGES).nullable(),
  /** The level of the assigned role; roleName and roleDisplayName name the role itself. */
  role: z.enum(ROLES),
  roleId: z.string(),
  roleName: z.string(),
  roleDisplayName: z.string(),
  /** What the role is for, as staff wrote it (custom roles); null when none. */
  roleDescription: z.string().nullable(),
  createdAt: z.string(),
});

/** `PUT /api/language`: the language a browser (and, signed in, the account) shows the portal in. */
export const languageChoiceSchema = z.object({ language: z.enum(LANGUAGES) });

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/me`: who is signed in (no user when signed out) and what they may do, per module. */
export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }).nullable(),
  role: z.enum(ROLES),
  profile: profileSchema.nullable(),
  permissions: z.partialRecord(z.enum(MODULE_IDS as [ModuleId, ...ModuleId[]]), z.array(z.enum(ACTIONS)).readonly()),
  /** The role requires a second factor the person has not set up: they reach nothing of it until they have. */
  secondFactorSetupRequired: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
