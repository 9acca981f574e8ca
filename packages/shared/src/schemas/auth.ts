import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

const email = z
  .email('Enter a valid email address')
  .max(254)
  .transform((v) => v.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(128),
});

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(128),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string().min(1),
  newPassword: signUpSchema.shape.password,
});

/** A signed-in person changes their password: the current one proves it is them; every other device is signed out. */
export const changePasswordSchema = z.object({
  currentPassword: signInSchema.shape.password,
  newPassword: signUpSchema.shape.password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const confirmEmailSchema = z.object({ token: z.string().min(1).max(4096) });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signedInSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** The password was right; the account's second factor (app code, recovery code or passkey) is still to give. */
  secondFactorRequired: z.boolean(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** A browser signed in to the account: what the person sees to recognise it, and whether it is this one. */
export const activeSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });

export const SESSION_MESSAGES = {
  notFound: 'That session has ended already.',
  ended: 'Signed out on that device.',
  othersEnded: 'Signed out on every other device.',
  allEnded: 'Every session of this account has ended: they sign in again.',
  wrongPassword: 'This is not your current password.',
  passwordChanged: 'Password changed: every other device is signed out.',
} as const;

/** A code from the authenticator app (6 digits) or a recovery code (`k7p2m-x9qfd`), as typed. */
const secondFactorCode = z
  .string()
  .trim()
  .min(1, 'Enter the code')
  .max(32)
  .transform((v) => v.replace(/\s/g, ''));

/** `POST /api/auth/second-factor`: the code that completes a sign-in, or confirms it is you before a protected action. */
export const secondFactorCodeSchema = z.object({
  code: secondFactorCode,
  /** Do not ask this browser for the code at sign-in for 30 days. */
  trustBrowser: z.boolean().default(false),
});

export const authenticatorSetupStartSchema = z.object({ password: signInSchema.shape.password });
export const authenticatorConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code the app shows'),
});

/** What the app scans or the person types to add the account to their authenticator app. */
export const authenticatorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** `GET /api/me/second-factor`: the person's second factors, and whether their role requires one. */
export const secondFactorStatusSchema = z.object({
  authenticatorSince: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
  requiredByRole: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A passkey of the person's, as their profile lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Kept in a synced keychain (iCloud, Google Password Manager): it survives losing the device. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });

const passkeyName = z.string().trim().min(1, 'Give the passkey a name').max(60);
export const passkeyRenameSchema = z.object({ name: passkeyName });

/** What the browser is asked (WebAuthn options, as JSON) and the one-time challenge's id it answers with. */
export const passkeyChallengeSchema = z.object({ challengeId: z.string(), options: z.looseObject({}) });
export type PasskeyChallenge = z.infer<typeof passkeyChallengeSchema>;

/** The browser's answer (a WebAuthn credential as JSON), checked by the server in full. */
const credentialJson = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
});
export const passkeyRegistrationSchema = z.object({
  challengeId: z.uuid(),
  name: passkeyName,
  credential: credentialJson,
});
export const passkeyAssertionSchema = z.object({ challengeId: z.uuid(), credential: credentialJson });
