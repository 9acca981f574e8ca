import {
  isLanguage,
  languageChoiceSchema,
  languageFromCookie,
  MESSAGES,
  meSchema,
  profileSchema,
  profileUpdateSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { rightsOf } from '../../platform/access';
import { notFound, unauthorized } from '../../platform/errors';
import { languageCookie } from '../../platform/language';
import { noStore } from '../../platform/no-store';
import type { PermissionStore } from '../../platform/permissions';
import { presentProfile } from './presenter';
import { changeOwnProfile, rememberLanguage } from './service';

export function profileRoutes(
  app: FastifyInstance,
  { db, permissions, secureCookies }: { db: AppDatabase; permissions: PermissionStore; secureCookies: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  r.get(
    '/api/me',
    {
      config: { access: { public: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'The signed-in user with role and profile, or user null when signed out',
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      if (!viewer)
        return { user: null, role: 'guest' as const, profile: null, permissions: {}, secondFactorSetupRequired: false };
      // Signed in on another browser: it learns the language the account chose (the app then shows it).
      const language = viewer.own.profile.language;
      if (isLanguage(language) && languageFromCookie(request.headers.cookie) !== language)
        reply.header('set-cookie', languageCookie(language, secureCookies));
      return {
        user: { id: viewer.userId, email: viewer.email, emailVerified: viewer.emailVerified },
        role: viewer.role,
        profile: presentProfile(viewer.own),
        permissions: rightsOf(permissions, viewer),
        secondFactorSetupRequired: viewer.heldAtDoor,
      };
    },
  );

  r.get(
    '/api/profile',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: 'Your own profile', response: { 200: profileSchema } },
    },
    async (request) => {
      const viewer = await request.viewer();
      if (!viewer) throw unauthorized(MESSAGES.noUserLoggedIn);
      return presentProfile(viewer.own);
    },
  );

  r.put(
    '/api/profile',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Update your own full name, phone, address and date of birth (email and role are read-only)',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      if (!viewer) throw unauthorized(MESSAGES.noUserLoggedIn);
      const updated = await changeOwnProfile(db, viewer.userId, request.body);
      if (!updated) throw notFound(MESSAGES.profileNotFound);
      return presentProfile(updated);
    },
  );

  r.put(
    '/api/language',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Show the portal in this language: remembered by this browser and, signed in, by the account',
        body: languageChoiceSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      const viewer = await request.viewer();
      if (viewer) await rememberLanguage(db, viewer.userId, language);
      return reply.header('set-cookie', languageCookie(language, secureCookies)).status(204).send(null);
    },
  );
}
