import { CLUB } from '@club/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { AppDatabase } from '../db/client';
import { account, profiles, session, user, verification } from '../db/schema';
import type { Mailer } from './mail';
import { roleIdByName } from './permissions';

export const SESSION_COOKIE_PREFIX = 'club';
const DAY = 60 * 60 * 24;

export interface AuthOptions {
  db: AppDatabase;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
}

export function createAuth({ db, secret, publicUrl, mailer }: AuthOptions) {
  return betterAuth({
    appName: CLUB.name,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    logger: { level: 'error' },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, token }) => {
        await mailer.send({
          to: target.email,
          subject: `${CLUB.name}: reset your password`,
          text:
            `Hello ${target.name},\n\nSomeone asked to reset the password of your ${CLUB.name} account.\n` +
            `Choose a new password here (the link works once, for one hour):\n\n` +
            `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}\n\n` +
            'If it was not you, ignore this message: your password stays as it is.\n',
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user: target, token }) => {
        await mailer.send({
          to: target.email,
          subject: `${CLUB.name}: confirm your email`,
          text:
            `Welcome to ${CLUB.name}, ${target.name}!\n\nConfirm your email address to activate your account ` +
            `(the link works for 24 hours):\n\n${publicUrl}/auth/confirm?token=${encodeURIComponent(token)}\n\n` +
            'If you did not sign up, ignore this message.\n',
        });
      },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: { enabled: false }, // the API's own per-route limits apply (modules/auth/routes.ts)
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: publicUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(profiles)
              .values({
                userId: created.id,
                fullName: created.name,
                email: created.email,
                roleId: roleIdByName('guest'),
              })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
