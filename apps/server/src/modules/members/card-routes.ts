import {
  cardKeySchema,
  clubToday,
  MEMBER_MESSAGES,
  memberCardSchema,
  memberChoiceQuery,
  seasonLabel,
  withdrawnCardsSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { noStore } from '../../platform/no-store';
import { sendPrivateFile } from '../../platform/private-file';
import { fileResponse } from '../../platform/response-schemas';
import { MemberCardSigner, withdrawnCards } from './card';
import { memberCard } from './memberships';
import { memberPhotoName, removeMemberPhoto, setMemberPhoto } from './photos';
import type { MemberDeps } from './standing';

const tags = ['members'];

/** The member's card: the key its code is signed with, withdrawn cards, the signed card and its photo. */
export function memberCardRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings, storage } = deps;
  const cards = new MemberCardSigner(db);

  r.get(
    '/api/members/card-key',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: "The club's public key (raw Ed25519, base64url) that checks a member card's QR code offline",
        response: { 200: cardKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { publicKey: await cards.publicKey() };
    },
  );

  r.get(
    '/api/members/withdrawn-cards',
    {
      config: { access: { module: 'members', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "The fingerprints of member cards that no longer hold though their season runs (cancelled, unpaid, the account closed, or replaced), for the desks' offline check",
        response: { 200: withdrawnCardsSchema },
      },
    },
    async () => ({ asOf: new Date().toISOString(), fingerprints: await withdrawnCards(db, clubToday()) }),
  );

  r.get(
    '/api/me/card',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          "The signed-in member's card (or, with ?member=, their child's): the latest paid season, and the code its QR carries, signed by the club",
        querystring: memberChoiceQuery,
        response: { 200: memberCardSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const found = await memberCard(db, viewer.userId, request.query.member);
      if (!found) throw notFound('You have no member card yet: it comes with a paid membership.');
      const claims = {
        memberNumber: found.member_number,
        endsOn: found.ends_on,
        plan: found.plan,
        fullName: found.full_name,
      };
      reply.header('cache-control', 'no-store');
      return {
        ...claims,
        code: await cards.code(found.member_id, claims),
        sport: found.sport,
        photoUrl: found.photo_name
          ? `/api/me/card/photo?${new URLSearchParams({
              ...(request.query.member ? { member: request.query.member } : {}),
              v: found.photo_name.slice(0, 8),
            })}`
          : null,
        seasonLabel: seasonLabel(Number(found.season), settings.current().membership.yearStartMonth),
        expired: found.ends_on < clubToday(),
      };
    },
  );

  r.post(
    '/api/me/card/photo',
    {
      config: { access: { signedIn: true }, rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Put a photo on your member card (or, with ?member=, your child\'s): multipart "photo", an image; re-encoded without its camera metadata',
        querystring: memberChoiceQuery,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      await setMemberPhoto({ ...deps, storage }, request, await requireViewer(request), request.query.member);
      return reply.status(201).send(null);
    },
  );

  r.delete(
    '/api/me/card/photo',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "Take the photo off your member card (or your child's)",
        querystring: memberChoiceQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeMemberPhoto({ ...deps, storage }, await requireViewer(request), request.query.member);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/me/card/photo',
    {
      config: { access: { signedIn: true } },
      schema: {
        response: fileResponse('The card photo', 'image/jpeg', 'image/png', 'image/webp'),
        tags,
        summary: "The photo on your member card (or your child's); anyone else's answers 404",
        querystring: memberChoiceQuery.extend({ v: z.string().max(20).optional() }),
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        storage,
        {
          bucket: 'member-photos',
          name: await memberPhotoName(deps, await requireViewer(request), request.query.member),
          downloadName: 'member-photo.webp',
        },
        MEMBER_MESSAGES.noPhoto,
      ),
  );
}
