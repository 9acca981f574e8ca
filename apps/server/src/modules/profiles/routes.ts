import { MESSAGES, meSchema, profileSchema, profileUpdateSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { rightsOf } from '../../platform/access';
import { notFound, unauthorized } from '../../platform/errors';
import type { PermissionStore } from '../../platform/permissions';
import { presentProfile } from './presenter';
import { findProfileByUserId, updateProfileByUserId } from './repository';

export function profileRoutes(
  app: FastifyInstance,
  { db, permissions }: { db: AppDatabase; permissions: PermissionStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  r.get(
    '/api/me',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'The signed-in user with role and profile, or user null when signed out',
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await request.viewer();
      if (!viewer) return { user: null, role: 'guest' as const, profile: null, permissions: {} };
      const profile = await findProfileByUserId(db, viewer.userId);
      return {
        user: { id: viewer.userId, email: viewer.email, emailVerified: viewer.emailVerified },
        role: viewer.role,
        profile: profile ? presentProfile(profile) : null,
        permissions: rightsOf(permissions, viewer),
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
      const profile = await findProfileByUserId(db, viewer.userId);
      if (!profile) throw notFound(MESSAGES.profileNotFound);
      return presentProfile(profile);
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
      const { fullName, phone, address, dateOfBirth } = request.body;
      const updated = await updateProfileByUserId(db, viewer.userId, {
        fullName,
        phone: phone ?? null,
        address: address ?? null,
        dateOfBirth: dateOfBirth ?? null,
      });
      if (!updated) throw notFound(MESSAGES.profileNotFound);
      return presentProfile(updated);
    },
  );
}
