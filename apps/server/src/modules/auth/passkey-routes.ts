import {
  idParams,
  okMessageSchema,
  PASSKEY_MESSAGES,
  passkeyAssertionSchema,
  passkeyChallengeSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySchema,
  passkeysSchema,
  SECOND_FACTOR_MESSAGES,
  signedInSchema,
} from '@club/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { type Auth, CLIENT_ADDRESS_HEADER } from '../../platform/auth';
import { badRequest, loggableError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { noStore } from '../../platform/no-store';
import { tellNewSignIn, tellPasskeyChange } from './notices';
import {
  addPasskey,
  authenticationOptions,
  passkeysOf,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
  verifyPasskey,
} from './passkeys';
import { markSecondFactorGiven, sessionTakingSecondFactor } from './second-factor';
import { noteSignIn, recordSignInEvent } from './service';

const tags = ['auth'];

/**
 * Passkeys: a person adds, names and removes theirs on the profile; a passkey signs in on its own (both
 * factors: the device and its lock), finishes a password sign-in, or confirms it is them before a protected
 * action.
 */
export function passkeyRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: AppDatabase; mailer: Mailer; publicUrl: string; rateLimit: number },
) {
  const { auth, db } = deps;
  const rp = relyingParty(deps.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { max: deps.rateLimit, timeWindow: '1 minute' };
  const logFailure = (request: FastifyRequest, what: string) => (error: unknown) =>
    request.log.error({ err: loggableError(error) }, what);

  r.get(
    '/api/me/passkeys',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: 'Your passkeys: name, when added and last used', response: { 200: passkeysSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { passkeys: await passkeysOf(db, (await requireViewer(request)).userId) };
    },
  );

  r.post(
    '/api/me/passkeys/options',
    {
      config: { access: { signedIn: true }, rateLimit: limited },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'Start adding a passkey: what the browser asks the device to make (a one-time challenge)',
        response: { 200: passkeyChallengeSchema },
      },
    },
    async (request) => registrationOptions(db, rp, await requireViewer(request)),
  );

  r.post(
    '/api/me/passkeys',
    {
      config: { access: { signedIn: true }, rateLimit: limited },
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Add the passkey the device made (checked in full); every other session ends, a notice is mailed',
        body: passkeyRegistrationSchema,
        response: { 201: passkeySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const passkey = await addPasskey(db, rp, viewer, request.body);
      await tellPasskeyChange(deps, viewer, 'added', passkey.name).catch(logFailure(request, 'passkey notice failed'));
      return reply.status(201).send(passkey);
    },
  );

  r.patch(
    '/api/me/passkeys/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Rename one of your passkeys (404: not yours)',
        params: idParams,
        body: passkeyRenameSchema,
        response: { 200: passkeySchema },
      },
    },
    async (request) => renamePasskey(db, await requireViewer(request), request.params.id, request.body.name),
  );

  r.delete(
    '/api/me/passkeys/:id',
    {
      config: { access: { signedIn: true }, stepUp: true },
      schema: {
        tags,
        summary: 'Remove one of your passkeys (a fresh second factor first; 404: not yours); other sessions end',
        params: idParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await removePasskey(db, viewer, request.params.id);
      await tellPasskeyChange(deps, viewer, 'removed', null).catch(logFailure(request, 'passkey notice failed'));
      return { ok: true as const, message: PASSKEY_MESSAGES.removed };
    },
  );

  r.post(
    '/api/auth/passkey/options',
    {
      config: { access: { public: true }, rateLimit: limited },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'Start signing in (or confirming it is you) with a passkey: a one-time challenge for the device',
        response: { 200: passkeyChallengeSchema },
      },
    },
    async () => authenticationOptions(db, rp),
  );

  r.post(
    '/api/auth/passkey',
    {
      config: { access: { public: true }, rateLimit: limited },
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Sign in with a passkey: the device and its lock stand for both factors; sets the session cookie',
        body: passkeyAssertionSchema,
        response: { 200: signedInSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await verifyPasskey(db, rp, request.body);
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_ADDRESS_HEADER, request.ip);
      const signedIn = await auth.api.signInVerified({ body: { userId }, headers, returnHeaders: true });
      for (const cookie of signedIn.headers.getSetCookie()) reply.header('set-cookie', cookie);
      const { user } = signedIn.response;
      await recordSignInEvent(db, true);
      if (await noteSignIn(db, user.id))
        await tellNewSignIn(deps, user, { userAgent: request.headers['user-agent'], address: request.ip }).catch(
          logFailure(request, 'new sign-in notice failed'),
        );
      return { user, secondFactorRequired: false };
    },
  );

  r.post(
    '/api/auth/second-factor/passkey',
    {
      config: { access: { public: true }, rateLimit: limited },
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary:
          "Give a passkey as the second factor: finishes this browser's password sign-in, or confirms it is you for 10 minutes",
        body: passkeyAssertionSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const { session, user, pending } = await sessionTakingSecondFactor(auth, db, request.headers);
      const { userId } = await verifyPasskey(db, rp, request.body);
      if (userId !== user.id) throw badRequest(PASSKEY_MESSAGES.notYours);
      await markSecondFactorGiven(db, session.id);
      return {
        ok: true as const,
        message: pending ? SECOND_FACTOR_MESSAGES.signedIn : SECOND_FACTOR_MESSAGES.confirmed,
      };
    },
  );
}
