import { z } from 'zod';
import { accentColourProblem, primaryColourProblem } from '../rules/brand-colours';
import { DEFAULT_BRAND_COLOURS, DEFAULT_IDENTITY } from '../rules/club-identity';
import { fromCents, toCents } from '../rules/money';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../rules/social';
import { optionalImageUrl, optionalPhoneNumber, optionalText } from './common';

export const SETTINGS_LIMITS = { maxUploadMb: 50 } as const;

const money = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount such as 50000 or 50000.00')
  .transform((v) => fromCents(toCents(v)));

const uploadCap = z.coerce
  .number()
  .int('Use whole megabytes')
  .min(1, 'At least 1 MB')
  .max(SETTINGS_LIMITS.maxUploadMb, `At most ${SETTINGS_LIMITS.maxUploadMb} MB`);

const bankAccount = z.strictObject({
  bankName: optionalText(120),
  accountName: optionalText(120),
  accountNumber: optionalText(40),
});
const uploadLimitsMb = z.strictObject({
  /** Photos and logos (public buckets); each bucket's own maximum still applies. */
  images: uploadCap,
  /** ID cards, transfer slips, archive documents (private buckets). */
  documents: uploadCap,
});
const contact = z.strictObject({
  email: z
    .union([z.email('Enter a valid email address'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  phone: optionalPhoneNumber(),
  address: optionalText(300),
});
/** A page of the club's on a social network: an https address, or blank. */
const socialUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https:\/\/[^\s<>"]+$/i.test(v), 'Enter the page address, starting with https://')
  .transform((v) => v || null)
  .nullable()
  .optional();
const publicSite = z.strictObject({
  /** The home page's photograph; without one the hero shows the club's colours. */
  heroImageUrl: optionalImageUrl,
  social: z.strictObject(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialUrl])) as {
      [K in SocialNetwork]: typeof socialUrl;
    },
  ),
});
const NO_SOCIAL = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, null])) as Record<SocialNetwork, null>;

export const IDENTITY_MESSAGES = {
  nameRequired: 'Club name is required',
  colour: 'Enter a colour as # and six hex digits, such as #0e7490',
  primaryTooLight: 'Too light for the text drawn on it (contrast below 4.5:1 with white): choose a darker colour',
  accentTooDark: 'Too dark for the text drawn on it (contrast below 4.5:1 with dark text): choose a lighter colour',
  logo: 'Upload the logo again',
  logoNotMultipart: 'Send the logo as multipart/form-data in a field named "file".',
  logoMissing: 'No file was sent.',
  logoUnreadable: 'This logo could not be read. Send an SVG, PNG, JPEG or WebP image.',
  logoSvgReferences: 'This SVG loads other files or declares entities: save it as a plain SVG or a PNG and retry.',
} as const;

/** A drawing of the logo the portal made (settings/logo.ts): only its own PNG files are accepted. */
const logoFile = z.string().regex(/^\/files\/club-logos\/[0-9a-f-]{36}\.png$/, IDENTITY_MESSAGES.logo);

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, IDENTITY_MESSAGES.colour)
  .transform((v) => v.toLowerCase());
const inBothLanguages = (max: number) => z.strictObject({ en: optionalText(max), dv: optionalText(max) });
const identity = z.strictObject({
  name: z.strictObject({
    en: z.string().trim().min(1, IDENTITY_MESSAGES.nameRequired).max(120),
    dv: optionalText(120),
  }),
  shortName: inBothLanguages(30),
  motto: inBothLanguages(200),
  /** As printed on receipts. */
  registrationNumber: optionalText(60),
  logo: z.strictObject({ large: logoFile, icon: logoFile, small: logoFile }).nullable().optional(),
  colours: z.strictObject({
    primary: hexColour.refine((v) => !primaryColourProblem(v), IDENTITY_MESSAGES.primaryTooLight),
    accent: hexColour.refine((v) => !accentColourProblem(v), IDENTITY_MESSAGES.accentTooDark),
  }),
});

/** The bearer token a monitoring system sends to read the metrics endpoint; blank disables it. */
const metricsToken = optionalText(200).refine((v) => !v || v.length >= 24, 'Use at least 24 characters');

/** Daily backups: at which hour of club time (0 to 23), and how many archives to keep. */
const backups = z.strictObject({
  enabled: z.boolean(),
  hour: z.coerce
    .number({ error: 'Choose an hour' })
    .int('Choose an hour')
    .min(0, 'Choose an hour')
    .max(23, 'Choose an hour'),
  keep: z.coerce
    .number({ error: 'Enter how many backups to keep' })
    .int('Enter a whole number')
    .min(1, 'Keep at least 1 backup')
    .max(365, 'Keep at most 365 backups'),
});
export const BACKUP_DEFAULTS = { enabled: true, hour: 2, keep: 14 } as const;

/** The membership year: the month a season starts in (1 = January), and the days past its end before a member who has not renewed has lapsed. */
const membership = z.strictObject({
  yearStartMonth: z.coerce
    .number({ error: 'Choose a month' })
    .int('Choose a month')
    .min(1, 'Choose a month')
    .max(12, 'Choose a month'),
  graceDays: z.coerce
    .number({ error: 'Enter the number of days' })
    .int('Enter a whole number')
    .min(0, 'At least 0 days')
    .max(365, 'At most 365 days'),
});
export const MEMBERSHIP_DEFAULTS = { yearStartMonth: 1, graceDays: 30 } as const;

/** What the club changes without a redeploy (admin-only, audited): the whole object on every save. */
export const clubSettingsSchema = z.strictObject({
  /** Left out by an older client: the saved identity is kept. */
  identity: identity.optional(),
  bankAccount,
  contributionGoal: money,
  uploadLimitsMb,
  metricsToken,
  contact,
  publicSite,
  backups,
  membership,
});

/** A saved value as read back: fields added after it was saved get their defaults. */
const storedText = z.string().nullish().catch(null);
const storedSettingsSchema = z.object({
  // Read as saved, each field falling back to the portal's own: a saved value never stops the settings loading.
  identity: z
    .object({
      name: z
        .object({ en: z.string().min(1).catch(DEFAULT_IDENTITY.name.en), dv: storedText })
        .catch(DEFAULT_IDENTITY.name),
      shortName: z.object({ en: storedText, dv: storedText }).catch(DEFAULT_IDENTITY.shortName),
      motto: z.object({ en: storedText, dv: storedText }).catch(DEFAULT_IDENTITY.motto),
      registrationNumber: storedText,
      logo: z.object({ large: z.string(), icon: z.string(), small: z.string() }).nullish().catch(null),
      colours: z
        .object({
          primary: z
            .string()
            .regex(/^#[0-9a-f]{6}$/)
            .catch(DEFAULT_BRAND_COLOURS.primary),
          accent: z
            .string()
            .regex(/^#[0-9a-f]{6}$/)
            .catch(DEFAULT_BRAND_COLOURS.accent),
        })
        .catch(DEFAULT_BRAND_COLOURS),
    })
    .default(DEFAULT_IDENTITY),
  bankAccount: bankAccount.default({ bankName: null, accountName: null, accountNumber: null }),
  contributionGoal: money.default('50000.00'),
  uploadLimitsMb: z.object({ images: uploadCap.default(10), documents: uploadCap.default(20) }).default({
    images: 10,
    documents: 20,
  }),
  metricsToken,
  // Read as saved: a value saved under older, looser rules must never stop the settings from loading.
  contact: z
    .object({ email: z.string().nullish(), phone: z.string().nullish(), address: z.string().nullish() })
    .default({ email: null, phone: null, address: null }),
  publicSite: z
    .object({
      heroImageUrl: z.string().nullish(),
      social: z.record(z.string(), z.string().nullish()).default({}),
    })
    .default({ heroImageUrl: null, social: {} }),
  backups: z
    .object({
      enabled: z.boolean().catch(BACKUP_DEFAULTS.enabled),
      hour: z.number().int().min(0).max(23).catch(BACKUP_DEFAULTS.hour),
      keep: z.number().int().min(1).max(365).catch(BACKUP_DEFAULTS.keep),
    })
    .default(BACKUP_DEFAULTS),
  membership: z
    .object({
      yearStartMonth: z.number().int().min(1).max(12).catch(MEMBERSHIP_DEFAULTS.yearStartMonth),
      graceDays: z.number().int().min(0).max(365).catch(MEMBERSHIP_DEFAULTS.graceDays),
    })
    .default(MEMBERSHIP_DEFAULTS),
});

/** The settings as the API answers them (plain values, no parsing rules). */
const textInBothLanguages = z.object({ en: z.string().nullable(), dv: z.string().nullable() });
export const clubLogoSchema = z.object({ large: z.string(), icon: z.string(), small: z.string() });
export const clubIdentitySchema = z.object({
  name: z.object({ en: z.string(), dv: z.string().nullable() }),
  shortName: textInBothLanguages,
  motto: textInBothLanguages,
  registrationNumber: z.string().nullable(),
  /** The logo drawn as PNG squares: 512 and 192 pixels (the installed app's icons), 64 (the header). */
  logo: clubLogoSchema.nullable(),
  colours: z.object({ primary: z.string(), accent: z.string() }),
});
export type ClubLogo = NonNullable<ClubIdentity['logo']>;
export type ClubIdentity = z.output<typeof clubIdentitySchema>;

export const clubSettingsValueSchema = z.object({
  identity: clubIdentitySchema,
  bankAccount: z.object({
    bankName: z.string().nullable(),
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
  }),
  contributionGoal: z.string(),
  uploadLimitsMb: z.object({ images: z.number(), documents: z.number() }),
  metricsToken: z.string().nullable(),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), address: z.string().nullable() }),
  publicSite: z.object({
    heroImageUrl: z.string().nullable(),
    social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string().nullable()]))),
  }),
  backups: z.object({ enabled: z.boolean(), hour: z.number(), keep: z.number() }),
  membership: z.object({ yearStartMonth: z.number(), graceDays: z.number() }),
});

/**
 * What the public pages need: the club's name and colours, where to send a transfer, the goal, how to reach and follow the club, the
 * home page's photograph, upload caps.
 */
export const publicSettingsSchema = clubSettingsValueSchema.pick({
  identity: true,
  bankAccount: true,
  contributionGoal: true,
  contact: true,
  uploadLimitsMb: true,
  publicSite: true,
});

export type ClubSettingsInput = z.input<typeof clubSettingsSchema>;
export type ClubSettings = z.output<typeof clubSettingsValueSchema>;
export type PublicSettings = z.output<typeof publicSettingsSchema>;

/** The known networks of a saved value (anything else it holds is left out). */
const pickSocial = (saved: Record<string, string | null | undefined>) =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, saved[network] ?? null])) as Record<
    SocialNetwork,
    string | null
  >;

/** Validates saved or submitted settings and fills every field (defaults, blanks as null). */
export function toClubSettings(input: unknown): ClubSettings {
  const s = storedSettingsSchema.parse(input);
  return {
    identity: {
      name: { en: s.identity.name.en, dv: s.identity.name.dv ?? null },
      shortName: { en: s.identity.shortName.en ?? null, dv: s.identity.shortName.dv ?? null },
      motto: { en: s.identity.motto.en ?? null, dv: s.identity.motto.dv ?? null },
      registrationNumber: s.identity.registrationNumber ?? null,
      logo: s.identity.logo ?? null,
      colours: s.identity.colours,
    },
    bankAccount: {
      bankName: s.bankAccount.bankName ?? null,
      accountName: s.bankAccount.accountName ?? null,
      accountNumber: s.bankAccount.accountNumber ?? null,
    },
    contributionGoal: s.contributionGoal,
    uploadLimitsMb: s.uploadLimitsMb,
    metricsToken: s.metricsToken ?? null,
    contact: { email: s.contact.email ?? null, phone: s.contact.phone ?? null, address: s.contact.address ?? null },
    publicSite: {
      heroImageUrl: s.publicSite.heroImageUrl ?? null,
      social: { ...NO_SOCIAL, ...pickSocial(s.publicSite.social) },
    },
    backups: s.backups,
    membership: s.membership,
  };
}

/** Club Settings, Two-step sign-in: the roles whose members must use a second factor. */
export const secondFactorRolesSchema = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string(), displayName: z.string(), required: z.boolean() })),
});
export type SecondFactorRoles = z.infer<typeof secondFactorRolesSchema>;
export const secondFactorRolesInputSchema = z.object({ roleIds: z.array(z.uuid()).max(200) });

export const SETTINGS_MESSAGES = {
  unknownRole: 'One of these roles no longer exists. Reload the page.',
} as const;
