import {
  userCreatedSchema,
  userCreateSchema,
  userIdParams,
  userListItemSchema,
  userListQuery,
  userRoleChangeSchema,
  usersPageSchema,
  userUpdateSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { presentUser } from './presenter';
import { changeUserRole, createUser, deleteUser, type UserServiceDeps, updateUser, usersPage } from './service';

const tags = ['users'];

export function userRoutes(app: FastifyInstance, deps: UserServiceDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users',
    {
      config: { access: { module: 'users', action: 'view' } },
      schema: {
        tags,
        summary:
          'Users with their roles (search by name or email), newest first or sorted by a column, and the stat-card counts',
        querystring: userListQuery,
        response: { 200: usersPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total, stats } = await usersPage(deps.db, request.query);
      return { items: items.map(presentUser), total, page, pageSize, stats };
    },
  );

  r.post(
    '/api/users',
    {
      config: { access: { module: 'users', action: 'create' } },
      schema: {
        tags,
        summary: 'Create an account with a role and email an invitation to choose a password',
        body: userCreateSchema,
        response: { 201: userCreatedSchema },
      },
    },
    async (request, reply) => {
      const { user, invitationSent } = await createUser(
        deps,
        await requireViewer(request),
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send({ user: presentUser(user), invitationSent });
    },
  );

  r.put(
    '/api/users/:userId',
    {
      config: { access: { module: 'users', action: 'edit' } },
      schema: {
        tags,
        summary:
          "Edit a user's name, email and phone. A new email must be confirmed by its owner and ends the account's sessions.",
        params: userIdParams,
        body: userUpdateSchema,
        response: { 200: userListItemSchema },
      },
    },
    async (request) => {
      const { after } = await updateUser(deps, await requireViewer(request), request.params.userId, request.body);
      if (!after) throw notFound('User not found.');
      return presentUser(after);
    },
  );

  r.put(
    '/api/users/:userId/role',
    {
      config: { access: { module: 'users', action: 'edit' }, stepUp: true },
      schema: {
        tags,
        summary: 'Assign a role. Nobody removes their own admin role, and the last admin stays an admin.',
        params: userIdParams,
        body: userRoleChangeSchema,
        response: { 200: userListItemSchema },
      },
    },
    async (request) => {
      const updated = await changeUserRole(
        deps,
        await requireViewer(request),
        request.params.userId,
        request.body.roleId,
      );
      if (!updated) throw notFound('User not found.');
      return presentUser(updated);
    },
  );

  r.delete(
    '/api/users/:userId',
    {
      config: { access: { module: 'users', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete an account and end its sessions. Not your own, and never the last admin.',
        params: userIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteUser(deps, await requireViewer(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
