import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  okMessageSchema,
  resetPasswordSchema,
  SESSION_MESSAGES,
  signedInSchema,
  signInSchema,
  signUpSchema,
} from '@club/shared';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { type Auth, CLIENT_ADDRESS_HEADER } from '../../platform/auth';
import { badRequest, HttpError, loggableError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { assertStrongPassword } from '../../platform/password-strength';
import { clearSignInFailures, recordSignInFailure, signInWait, TrustedDevices, takeResetQuota } from './account-limits';
import { tellNewSignIn } from './notices';
import { awaitsSecondFactor, TrustedBrowsers } from './second-factor';
import {
  accountExists,
  accountIdOf,
  emailConfirmed,
  markEmailConfirmed,
  noteSignIn,
  recordSignInEvent,
  resetTokenAccount,
} from './service';

const FRIENDLY_AUTH_ERRORS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email first: we have sent you a new confirmation link.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Sign in instead.',
  INVALID_TOKEN: 'This link is not valid or has expired. Ask for a new one.',
};

/** Turns better-auth's errors into the API's error format; anything unexpected stays a 500. */
function rethrow(error: unknown): never {
  if (error instanceof APIError && error.statusCode >= 400 && error.statusCode < 500) {
    const code = error.body?.code ?? '';
    throw new HttpError(error.statusCode, FRIENDLY_AUTH_ERRORS[code] ?? error.body?.message ?? 'Request refused.');
  }
  throw error;
}

const isSignUpInsertFailure = (error: unknown) =>
  error instanceof APIError && error.body?.code === 'FAILED_TO_CREATE_USER';

/**
 * The request's headers for better-auth, with the address it came from (as Fastify sees it, behind a trusted
 * proxy or not) for the session it makes; a header of the same name sent by the browser is replaced.
 */
function withClientAddress(request: FastifyRequest) {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}

function copySetCookies(from: Headers, reply: FastifyReply) {
  for (const cookie of from.getSetCookie()) reply.header('set-cookie', cookie);
}

export function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    db: AppDatabase;
    mailer: Mailer;
    publicUrl: string;
    secret: string;
    rateLimit: number;
    secureCookies: boolean;
  },
) {
  const { auth, db, secret } = deps;
  const devices = new TrustedDevices(secret);
  const trustedBrowsers = new TrustedBrowsers(secret);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { max: deps.rateLimit, timeWindow: '1 minute' };
  const tags = ['auth'];

  r.post(
    '/api/auth/sign-up',
    {
      config: { access: { public: true }, rateLimit: limited },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Create an account (starts as guest); sends a confirmation email',
        body: signUpSchema,
        response: { 201: okMessageSchema },
      },
    },
    async (request, reply) => {
      const { fullName, email, password } = request.body;
      await assertStrongPassword(password, { email, fullName });
      await auth.api
        .signUpEmail({ body: { name: fullName, email, password }, headers: fromNodeHeaders(request.headers) })
        .catch(async (error) => {
          // A sign-up that lost a race for its address: better-auth found no account, then could not
          // create it. Answered like a sign-up for a known address, so the race tells nothing either.
          if (!(isSignUpInsertFailure(error) && (await accountExists(db, email.toLowerCase())))) rethrow(error);
        });
      return reply.status(201).send({ ok: true, message: 'Please check your email to confirm your account' });
    },
  );

  r.post(
    '/api/auth/sign-in',
    {
      config: { access: { public: true }, rateLimit: limited },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Sign in with email and password; sets the HttpOnly session cookie',
        body: signInSchema,
        response: { 200: signedInSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const trusted = devices.isTrusted(request.headers.cookie, email);
      const wait = trusted ? 0 : await signInWait(db, email);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(
          429,
          `Too many failed sign-ins for this account. Try again in ${Math.ceil(wait / 60)} minute(s), or reset your password.`,
        );
      }
      const { headers, response } = await auth.api
        .signInEmail({ body: request.body, headers: withClientAddress(request), returnHeaders: true })
        .catch(async (error: unknown) => {
          if (error instanceof APIError && error.body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
            await recordSignInFailure(db, email);
            await recordSignInEvent(db, false);
          }
          return rethrow(error);
        });
      await clearSignInFailures(db, email);
      await recordSignInEvent(db, true);
      const secondFactorRequired = await awaitsSecondFactor(db, trustedBrowsers, request.headers.cookie, response);
      // The notice is queued mail; a failure to queue it is logged, never a failed sign-in.
      if ((await noteSignIn(db, response.user.id)) && !trusted)
        await tellNewSignIn(deps, response.user, {
          userAgent: request.headers['user-agent'],
          address: request.ip,
        }).catch((error: unknown) => request.log.error({ err: loggableError(error) }, 'new sign-in notice failed'));
      copySetCookies(headers, reply);
      reply.header('set-cookie', devices.cookieAfterSignIn(request.headers.cookie, email, deps.secureCookies));
      return {
        user: { id: response.user.id, email: response.user.email, name: response.user.name },
        secondFactorRequired,
      };
    },
  );

  r.post(
    '/api/auth/sign-out',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Sign out: ends the session and clears the cookie', response: { 200: okMessageSchema } },
    },
    async (request, reply) => {
      if (request.headers.cookie) {
        const { headers } = await auth.api
          .signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
          .catch((error: unknown) => {
            if (error instanceof APIError) return { headers: new Headers() };
            throw error;
          });
        copySetCookies(headers, reply);
      }
      return { ok: true as const, message: 'Signed out' };
    },
  );

  r.post(
    '/api/auth/confirm-email',
    {
      config: { access: { public: true }, rateLimit: limited },
      schema: {
        tags,
        summary:
          'Confirm an email address with the link token; signs the person in (a role that asks for a second factor still asks for it)',
        body: confirmEmailSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      let email: string;
      try {
        const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
        if (typeof payload.email !== 'string' || payload.updateTo) throw new Error('unexpected token');
        email = payload.email.toLowerCase();
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new HttpError(410, 'This confirmation link has expired. Sign in to receive a new one.');
        }
        throw new HttpError(400, 'This confirmation link is not valid.');
      }
      const confirmed = await emailConfirmed(db, email);
      if (confirmed === null) throw new HttpError(400, 'This confirmation link is not valid.');
      if (confirmed) throw new HttpError(409, 'This confirmation link has already been used. You can sign in.');
      // The link proves the address, once: it signs the person in where they opened it (the session is made like
      // any other, so a second factor, if the account has one, is still asked for).
      const { headers } = await auth.api
        .verifyEmail({ query: { token }, headers: withClientAddress(request), returnHeaders: true })
        .catch(rethrow);
      copySetCookies(headers, reply);
      const accountId = await accountIdOf(db, email);
      if (accountId) await noteSignIn(db, accountId);
      await recordSignInEvent(db, true);
      return { ok: true as const, message: 'Your email is confirmed. You are signed in.' };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      config: { access: { public: true }, rateLimit: limited },
      schema: {
        tags,
        summary: 'Email a password-reset link (same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      // The same answer in the same time whether or not the account exists: the work happens after the
      // reply, and an account gets at most a few links an hour however many addresses ask for it.
      const { email } = request.body;
      const sendLink = async () => {
        if (!(await takeResetQuota(db, email))) return;
        await auth.api.requestPasswordReset({ body: { email } });
      };
      // On a timer: after the reply has been written (the embedded database runs its queries on this
      // thread, so they must not hold the reply back), whatever happens to the connection afterwards.
      setTimeout(() => {
        sendLink().catch((error: unknown) =>
          request.log.error({ err: loggableError(error) }, 'password reset mail failed'),
        );
      }, 0);
      return { ok: true as const, message: 'If an account exists for this email, a reset link is on its way.' };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { access: { public: true }, rateLimit: limited },
      schema: {
        tags,
        summary: 'Set a new password with the emailed token; signs out every session',
        body: resetPasswordSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      // The emailed token proves the address: an invited user's email counts as confirmed once used.
      const pending = await resetTokenAccount(db, request.body.token);
      await assertStrongPassword(
        request.body.newPassword,
        { email: pending?.email ?? undefined, fullName: pending?.fullName ?? undefined },
        'newPassword',
      );
      await auth.api.resetPassword({ body: request.body }).catch(rethrow);
      if (pending) await markEmailConfirmed(db, pending.userId);
      return { ok: true as const, message: 'Your password has been changed. Sign in with the new one.' };
    },
  );

  r.post(
    '/api/me/password',
    {
      config: { access: { signedIn: true }, rateLimit: limited },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Change your password with the current one: every other session ends, this browser gets a new one',
        body: changePasswordSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { currentPassword, newPassword } = request.body;
      await assertStrongPassword(newPassword, { email: viewer.email, fullName: viewer.fullName }, 'newPassword');
      const { headers } = await auth.api
        .changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: withClientAddress(request),
          returnHeaders: true,
        })
        .catch((error: unknown) => {
          if (error instanceof APIError && error.body?.code === 'INVALID_PASSWORD')
            throw badRequest(SESSION_MESSAGES.wrongPassword, { currentPassword: [SESSION_MESSAGES.wrongPassword] });
          return rethrow(error);
        });
      copySetCookies(headers, reply);
      return { ok: true as const, message: SESSION_MESSAGES.passwordChanged };
    },
  );
}
