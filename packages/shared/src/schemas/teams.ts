import { z } from 'zod';
import { clubYear } from '../rules/club-time';
import { FIRST_ESTABLISHED_YEAR, JERSEY_RANGE, TEAM_CATEGORIES } from '../rules/teams';
import { isoDate, optionalImageUrl, optionalPhoneNumber, optionalText, paginated } from './common';

const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

export const teamInputSchema = z.object({
  name: z.string().trim().min(1, 'Team name is required').max(120),
  sport: z.string().trim().min(1, 'Sport is required').max(60),
  category: z.enum(TEAM_CATEGORIES).default('senior'),
  description: optionalText(2000),
  isActive: z.boolean().default(true),
  establishedYear: z
    .number()
    .int()
    .min(FIRST_ESTABLISHED_YEAR, `Year must be between ${FIRST_ESTABLISHED_YEAR} and this year`)
    .refine((y) => y <= clubYear(), `Year must be between ${FIRST_ESTABLISHED_YEAR} and this year`)
    .nullable()
    .optional(),
  coachName: optionalText(120),
  teamImageUrl: optionalImageUrl,
});

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  establishedYear: z.number().nullable(),
  coachName: z.string().nullable(),
  teamImageUrl: z.string().nullable(),
  playerCount: z.number().int(),
  createdAt: z.string(),
});

export const playerInputSchema = z.object({
  playerName: z.string().trim().min(1, 'Player name is required').max(120),
  position: optionalText(60),
  jerseyNumber: z
    .number()
    .int('Jersey number must be a whole number')
    .min(JERSEY_RANGE.min, `Jersey number must be between ${JERSEY_RANGE.min} and ${JERSEY_RANGE.max}`)
    .max(JERSEY_RANGE.max, `Jersey number must be between ${JERSEY_RANGE.min} and ${JERSEY_RANGE.max}`)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  dateJoined: optionalDate,
  dateOfBirth: optionalDate,
  bio: optionalText(2000),
  contactPhone: optionalPhoneNumber(),
  emergencyContact: optionalText(120),
  isActive: z.boolean().default(true),
  profileImageUrl: optionalImageUrl,
  /** A member account this player is (optional). */
  userId: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((v) => v || null),
});

export const playerSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  userId: z.string().nullable(),
  playerName: z.string(),
  position: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  dateJoined: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  bio: z.string().nullable(),
  contactPhone: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  isActive: z.boolean(),
  profileImageUrl: z.string().nullable(),
});

/** What visitors see of a player: no phone numbers or emergency contacts. */
export const publicPlayerSchema = playerSchema.pick({
  id: true,
  playerName: true,
  position: true,
  jerseyNumber: true,
  bio: true,
  profileImageUrl: true,
});

export type TeamInput = z.input<typeof teamInputSchema>;
export type Team = z.infer<typeof teamSchema>;
export type PlayerInput = z.input<typeof playerInputSchema>;
export type Player = z.infer<typeof playerSchema>;
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;

export const adminTeamsPageSchema = paginated(teamSchema).extend({
  stats: z.object({ total: z.number(), active: z.number(), senior: z.number(), sports: z.number() }),
});
export const teamRosterSchema = z.object({ team: teamSchema, players: z.array(publicPlayerSchema) });
export const accountOptionSchema = z.object({ userId: z.string(), fullName: z.string(), email: z.string() });
export type AdminTeamsPage = z.infer<typeof adminTeamsPageSchema>;
export type TeamRoster = z.infer<typeof teamRosterSchema>;
export type AccountOption = z.infer<typeof accountOptionSchema>;
