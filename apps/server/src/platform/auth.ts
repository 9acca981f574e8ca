import { type BetterAuthPlugin, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDatabase } from '../db/client';
import { account, profiles, session, user, verification } from '../db/schema';
import { loggableError } from './errors';
import { languageAsked } from './language';
import { type Mailer, mailAccount } from './mail';
import { STANDARD_PASSWORD_COST, scryptPasswords } from './passwords';
import { roleIdByName } from './permissions';
import { hasSecondFactor } from './second-factor';

export const SESSION_COOKIE_PREFIX = 'club';
/** Where the sign-in route hands better-auth the client's address, for the person's list of sessions. */
export const CLIENT_ADDRESS_HEADER = 'x-club-client-address';
const DAY = 60 * 60 * 24;

/** The path of the sign-in that a verified passkey makes (its session gives both factors). */
const VERIFIED_SIGN_IN_PATH = '/club/sign-in-verified';

/**
 * A session for an account whose person the server has verified itself (a passkey, checked by
 * modules/auth/passkeys.ts): better-auth makes the session and its cookie as for a password. Server-side only:
 * the API never mounts better-auth's own handler, and the endpoint is marked for the server.
 */
const verifiedSignIn = {
  id: 'club-verified-sign-in',
  endpoints: {
    signInVerified: createAuthEndpoint(
      VERIFIED_SIGN_IN_PATH,
      { method: 'POST', body: z.object({ userId: z.string() }), metadata: { scope: 'server' } },
      async (ctx) => {
        const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!found?.emailVerified) throw APIError.from('UNAUTHORIZED', { code: 'NO_ACCOUNT', message: 'No account.' });
        const session = await ctx.context.internalAdapter.createSession(found.id);
        await setSessionCookie(ctx, { session, user: found });
        return ctx.json({ user: { id: found.id, email: found.email, name: found.name }, token: session.token });
      },
    ),
  },
} satisfies BetterAuthPlugin;

export interface AuthOptions {
  db: AppDatabase;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Hashes at another scrypt cost than better-auth's (in-process tests only: see platform/passwords.ts). */
  passwordCost?: number;
}

export function createAuth({ db, secret, publicUrl, mailer, log, passwordCost }: AuthOptions) {
  return betterAuth({
    appName: 'Club portal',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    plugins: [verifiedSignIn],
    logger: {
      level: 'error',
      // Into the server's log, without the values a failed query quotes (session tokens, emails): its own
      // logger prints them whole.
      log: (level, message, ...details) =>
        log[level]({ errors: details.filter((d) => d instanceof Error).map(loggableError) }, `auth: ${message}`),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      ...(passwordCost && passwordCost !== STANDARD_PASSWORD_COST ? { password: scryptPasswords(passwordCost) } : {}),
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user: target, token }) =>
        mailAccount(db, mailer, target, (texts) => ({
          subject: texts.t('mail.resetPassword.subject', { club: texts.club }),
          text: texts.t('mail.resetPassword.body', {
            club: texts.club,
            name: target.name,
            link: `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
          }),
        })),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: ({ user: target, token }) =>
        mailAccount(db, mailer, target, (texts) => ({
          subject: texts.t('mail.confirmEmail.subject', { club: texts.club }),
          text: texts.t('mail.confirmEmail.body', {
            club: texts.club,
            name: target.name,
            link: `${publicUrl}/auth/confirm?token=${encodeURIComponent(token)}`,
          }),
        })),
    },
    session: {
      expiresIn: 7 * DAY,
      updateAge: DAY,
      additionalFields: {
        secondFactorPending: { type: 'boolean', required: false, defaultValue: false, input: false },
        secondFactorAt: { type: 'date', required: false, input: false },
      },
    },
    rateLimit: { enabled: false }, // the API's own per-route limits apply (modules/auth/routes.ts)
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: publicUrl.startsWith('https://'),
    },
    databaseHooks: {
      session: {
        create: {
          // Every new session of an account with a second factor waits for it, whichever way it was made: only
          // the routes that take the second factor (or a passkey) let it in. A password change replaces the
          // session of someone already in, who stays in.
          before: async (created, context) => {
            if (context?.path === '/change-password') return;
            if (context?.path === VERIFIED_SIGN_IN_PATH)
              return { data: { ...created, secondFactorPending: false, secondFactorAt: new Date() } };
            if (await hasSecondFactor(db, created.userId)) return { data: { ...created, secondFactorPending: true } };
          },
        },
      },
      user: {
        create: {
          // The account speaks the language it signed up in (the browser's choice, else its languages).
          after: async (created, context) => {
            const language = context?.headers ? languageAsked(context.headers) : null;
            await db
              .insert(profiles)
              .values({
                userId: created.id,
                fullName: created.name,
                email: created.email,
                roleId: roleIdByName('guest'),
                language,
              })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
