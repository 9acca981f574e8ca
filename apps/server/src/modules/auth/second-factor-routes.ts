import {
  authenticatorConfirmSchema,
  authenticatorSetupSchema,
  authenticatorSetupStartSchema,
  okMessageSchema,
  recoveryCodesSchema,
  SECOND_FACTOR_MESSAGES,
  SESSION_MESSAGES,
  secondFactorCodeSchema,
  secondFactorStatusSchema,
  userIdParams,
} from '@club/shared';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer, type Viewer } from '../../platform/access';
import type { Auth } from '../../platform/auth';
import { badRequest, HttpError, loggableError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import { clubNameIn } from '../../platform/texts';
import { SecretBox } from '../../platform/totp';
import { clearSignInFailures, recordSignInFailure, signInWait } from './account-limits';
import { type SecondFactorChange, tellSecondFactorChange } from './notices';
import {
  confirmAuthenticator,
  markSecondFactorGiven,
  renewRecoveryCodes,
  resetSecondFactorOf,
  secondFactorStatus,
  sessionTakingSecondFactor,
  startAuthenticatorSetup,
  TrustedBrowsers,
  takeSecondFactor,
  trustAnchor,
  turnOffAuthenticator,
} from './second-factor';

const tags = ['auth'];
/** Wrong codes count against the account like wrong passwords (account-limits.ts), under their own key. */
const codeThrottleKey = (userId: string) => `second-factor:${userId}`;

/**
 * The second factor: setting up an authenticator app and its recovery codes, giving a code to finish a
 * sign-in or to confirm it is you before a protected action, and staff resetting a lost one.
 */
export function secondFactorRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    db: AppDatabase;
    mailer: Mailer;
    permissions: PermissionStore;
    publicUrl: string;
    secret: string;
    rateLimit: number;
    secureCookies: boolean;
  },
) {
  const { auth, db } = deps;
  const box = new SecretBox(deps.secret);
  const trusted = new TrustedBrowsers(deps.secret);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { max: deps.rateLimit, timeWindow: '1 minute' };
  const notify = (request: FastifyRequest, viewer: Pick<Viewer, 'userId' | 'email'>, change: SecondFactorChange) =>
    tellSecondFactorChange(deps, viewer, change).catch((error: unknown) =>
      request.log.error({ err: loggableError(error) }, 'second factor notice failed'),
    );

  r.get(
    '/api/me/second-factor',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'Your second factor: the authenticator app (since when), recovery codes left, whether your role requires it',
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return secondFactorStatus(db, await requireViewer(request));
    },
  );

  r.post(
    '/api/me/second-factor/authenticator',
    {
      config: { access: { signedIn: true }, rateLimit: limited },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Start adding an authenticator app (your password again): the secret and the address the app scans',
        body: authenticatorSetupStartSchema,
        response: { 200: authenticatorSetupSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      await auth.api
        .verifyPassword({ body: { password: request.body.password }, headers: fromNodeHeaders(request.headers) })
        .catch((error: unknown) => {
          if (error instanceof APIError && error.statusCode === 400)
            throw badRequest(SESSION_MESSAGES.wrongPassword, { password: [SESSION_MESSAGES.wrongPassword] });
          throw error;
        });
      reply.header('cache-control', 'no-store');
      return startAuthenticatorSetup(db, box, viewer, clubNameIn('en'));
    },
  );

  r.post(
    '/api/me/second-factor/authenticator/confirm',
    {
      config: { access: { signedIn: true }, rateLimit: limited },
      schema: {
        tags,
        summary:
          'Turn the app on with its first code: answers the recovery codes (shown once); every other session ends',
        body: authenticatorConfirmSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const recoveryCodes = await confirmAuthenticator(db, box, viewer, request.body.code);
      await notify(request, viewer, 'on');
      reply.header('cache-control', 'no-store');
      return { recoveryCodes };
    },
  );

  r.delete(
    '/api/me/second-factor/authenticator',
    {
      config: { access: { signedIn: true }, stepUp: true },
      schema: {
        tags,
        summary: 'Turn the authenticator app off (a fresh code first); its recovery codes go, every other session ends',
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await turnOffAuthenticator(db, viewer);
      await notify(request, viewer, 'off');
      return { ok: true as const, message: SECOND_FACTOR_MESSAGES.turnedOff };
    },
  );

  r.post(
    '/api/me/second-factor/recovery-codes',
    {
      config: { access: { signedIn: true }, stepUp: true },
      schema: {
        tags,
        summary: 'New recovery codes (a fresh code first): the old ones stop working',
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      if (!viewer.hasSecondFactor) throw new HttpError(409, SECOND_FACTOR_MESSAGES.notOn);
      reply.header('cache-control', 'no-store');
      return { recoveryCodes: await renewRecoveryCodes(db, viewer.userId) };
    },
  );

  r.post(
    '/api/auth/second-factor',
    {
      // Public: a sign-in waiting for its code is no viewer yet. The session cookie says whose code it is.
      config: { access: { public: true }, rateLimit: limited },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary:
          'Give the second factor (app code or recovery code): finishes a sign-in, or confirms it is you for 10 minutes',
        body: secondFactorCodeSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request, reply) => {
      const { session, user, pending } = await sessionTakingSecondFactor(auth, db, request.headers);
      const throttleKey = codeThrottleKey(user.id);
      const wait = await signInWait(db, throttleKey);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, SECOND_FACTOR_MESSAGES.tooManyCodes);
      }
      const taken = await takeSecondFactor(db, box, user.id, request.body.code);
      if (!taken) {
        await recordSignInFailure(db, throttleKey);
        throw badRequest(SECOND_FACTOR_MESSAGES.wrongCode, { code: [SECOND_FACTOR_MESSAGES.wrongCode] });
      }
      await clearSignInFailures(db, throttleKey);
      await markSecondFactorGiven(db, session.id);
      if (pending && request.body.trustBrowser) {
        const anchor = await trustAnchor(db, user.id);
        if (anchor)
          reply.header('set-cookie', trusted.cookieTrusting(request.headers.cookie, anchor, deps.secureCookies));
      }
      return {
        ok: true as const,
        message: pending ? SECOND_FACTOR_MESSAGES.signedIn : SECOND_FACTOR_MESSAGES.confirmed,
      };
    },
  );

  r.post(
    '/api/admin/users/:userId/second-factor/reset',
    {
      config: { access: { module: 'users', action: 'edit' }, stepUp: true },
      schema: {
        tags,
        summary:
          "Reset a person's lost second factor: it and their sessions end, they are emailed; users' edit right, audited",
        params: userIdParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const actor = await requireViewer(request);
      const email = await resetSecondFactorOf(deps, actor, request.params.userId);
      await notify(request, { userId: request.params.userId, email }, 'reset');
      return { ok: true as const, message: SECOND_FACTOR_MESSAGES.reset };
    },
  );
}
