import { type Action, hasRoleAtLeast, type ModuleId, type Role } from '@club/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppDatabase } from '../db/client';
import { profiles, userRoles } from '../db/schema';
import type { Auth } from './auth';
import { forbidden, unauthorized } from './errors';
import type { PermissionStore } from './permissions';

/** What a route needs: declared on every route as `config.access`; the guard below enforces it. */
export type Access =
  | { public: true }
  | { signedIn: true }
  | { minRole: Role }
  | { module: ModuleId | readonly ModuleId[]; action: Action; minRole?: Role };

export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  /** The level of the assigned role, for minimum-role checks. */
  role: Role;
  /** The assigned role (system or custom), whose saved permissions apply. */
  roleId: string;
  roleName: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request (null when signed out). */
    viewer(): Promise<Viewer | null>;
  }
  interface FastifyInstance {
    /** Every route as registered, for the startup check and the route-declaration test. */
    registeredRoutes: RouteOptions[];
  }
}

export const isPublicAccess = (access: Access | undefined) => !!access && 'public' in access;

export function describeAccess(access: Access): string {
  if ('public' in access) return 'Public';
  if ('signedIn' in access) return 'Any signed-in user';
  if ('module' in access) {
    const min = access.minRole ? `, role ${access.minRole} or higher` : '';
    const modules = typeof access.module === 'string' ? [access.module] : access.module;
    return `Permission ${modules.map((m) => `${m}:${access.action}`).join(' or ')}${min}`;
  }
  return `Role ${access.minRole} or higher`;
}

interface AccessDependencies {
  auth: Auth;
  db: AppDatabase;
  permissions: PermissionStore;
}

export function registerAccessControl(app: FastifyInstance, deps: AccessDependencies) {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((r) => !r.config?.access).map((r) => `${r.method} ${r.url}`);
    if (undeclared.length > 0) throw new Error(`Routes without an access declaration: ${undeclared.join(', ')}`);
  });

  const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let cached = viewerCache.get(this);
    if (!cached) {
      cached = resolveViewer(this, deps);
      viewerCache.set(this, cached);
    }
    return cached;
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) {
      if (request.is404) return;
      throw forbidden('This route declares no access rule.');
    }
    await enforce(access, request, deps.permissions);
  });
}

async function enforce(access: Access, request: FastifyRequest, permissions: PermissionStore) {
  if ('public' in access) return;
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  if ('signedIn' in access) return;
  if (access.minRole && !hasRoleAtLeast(viewer.role, access.minRole)) throw forbidden();
  if ('module' in access) {
    const modules = typeof access.module === 'string' ? [access.module] : access.module;
    if (!modules.some((moduleId) => permissions.can(viewer.roleId, moduleId, access.action))) throw forbidden();
  }
}

async function resolveViewer(request: FastifyRequest, { auth, db }: AccessDependencies): Promise<Viewer | null> {
  if (!request.headers.cookie) return null;
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const [profile] = await db
    .select({ fullName: profiles.fullName, roleId: userRoles.id, roleName: userRoles.name, role: userRoles.baseRole })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.id, profiles.roleId))
    .where(eq(profiles.userId, found.user.id))
    .limit(1);
  // Every account gets a profile at sign-up; one without is treated as signed out rather than guessed at.
  if (!profile) return null;
  return {
    userId: found.user.id,
    sessionId: found.session.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    ...profile,
  };
}
