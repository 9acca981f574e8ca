import { idParams, mayManageLevel, permissionMatrixBodySchema, roleInputSchema, roleSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { presentRole } from './presenter';
import {
  createRole,
  deleteRole,
  type RoleServiceDeps,
  rolesWithUserCounts,
  savedMatrix,
  saveMatrix,
  updateRole,
} from './service';

const tags = ['roles'];

export function roleRoutes(app: FastifyInstance, deps: RoleServiceDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/roles',
    {
      config: { access: { module: 'roles', action: 'view' } },
      schema: {
        tags,
        summary: 'Roles with their user counts, system roles first',
        response: { 200: z.array(roleSchema) },
      },
    },
    async () => (await rolesWithUserCounts(deps.db)).map(({ role, userCount }) => presentRole(role, userCount)),
  );

  r.get(
    '/api/roles/assignable',
    {
      config: { access: { module: 'users', action: 'view' } },
      schema: {
        tags,
        summary:
          'Active roles the viewer may give (below their own level unless admin): system roles first, then by display name',
        response: { 200: z.array(roleSchema) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return (await rolesWithUserCounts(deps.db))
        .filter(({ role }) => role.isActive && mayManageLevel(viewer.role, role.baseRole))
        .sort(
          (a, b) =>
            Number(b.role.isSystemRole) - Number(a.role.isSystemRole) ||
            a.role.displayName.localeCompare(b.role.displayName),
        )
        .map(({ role, userCount }) => presentRole(role, userCount));
    },
  );

  r.post(
    '/api/roles',
    {
      config: { access: { module: 'roles', action: 'create' }, stepUp: true },
      schema: {
        tags,
        summary: 'Create a custom role (it starts with no permissions)',
        body: roleInputSchema,
        response: { 201: roleSchema },
      },
    },
    async (request, reply) => {
      const role = await createRole(deps, await requireViewer(request), request.body);
      return reply.status(201).send(presentRole(role, 0));
    },
  );

  r.put(
    '/api/roles/:id',
    {
      config: { access: { module: 'roles', action: 'edit' }, stepUp: true },
      schema: {
        tags,
        summary: 'Edit a custom role (system roles cannot be edited)',
        params: idParams,
        body: roleInputSchema,
        response: { 200: roleSchema },
      },
    },
    async (request) => {
      await updateRole(deps, await requireViewer(request), request.params.id, request.body);
      const row = (await rolesWithUserCounts(deps.db)).find(({ role }) => role.id === request.params.id);
      if (!row) throw new Error('updated role not found');
      return presentRole(row.role, row.userCount);
    },
  );

  r.delete(
    '/api/roles/:id',
    {
      config: { access: { module: 'roles', action: 'delete' }, stepUp: true },
      schema: {
        tags,
        summary: 'Delete a custom role that nobody holds (system roles cannot be deleted)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteRole(deps, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/role-permissions',
    {
      config: { access: { module: 'role-permissions', action: 'view' } },
      schema: {
        tags,
        summary: 'The saved permission matrix: per role id, per module, the allowed actions',
        response: { 200: permissionMatrixBodySchema },
      },
    },
    async () => ({ matrix: await savedMatrix(deps.db) }),
  );

  r.put(
    '/api/role-permissions',
    {
      config: { access: { module: 'role-permissions', action: 'edit' }, stepUp: true },
      schema: {
        tags,
        summary: 'Save the matrix for the roles it names; the API enforces it from the next request on',
        body: permissionMatrixBodySchema,
        response: { 200: permissionMatrixBodySchema },
      },
    },
    async (request) => {
      await saveMatrix(deps, await requireViewer(request), request.body.matrix);
      return { matrix: await savedMatrix(deps.db) };
    },
  );
}
