import { type Action, getModule, hasRoleAtLeast, type ModuleId, type Role } from '@club/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppDatabase, Transaction } from '../db/client';
import { profiles, userRoles } from '../db/schema';
import type { Auth } from './auth';
import { forbidden, notFound, unauthorized } from './errors';
import type { PermissionStore, RoleRights } from './permissions';
import { addRouteGuard, routeHooks } from './route-hooks';
import { assertFreshSecondFactor, secondFactorExists, secondFactorSetupRequired } from './second-factor';
import type { SessionCache } from './session-cache';
import { noteSessionSeen } from './session-seen';

/**
 * A resource rule (module `policy.ts`): whether this viewer may act on the resource the request names.
 * It runs after validation, so `request.params` are typed; a refusal answers 404, so that nobody learns
 * of a resource they may not see. `canModule` answers from the saved matrix (with the module's minimum
 * role), for rules such as "the requester, or a holder of meetings:approve".
 */
export type Policy = (context: PolicyContext) => boolean | Promise<boolean>;

export interface PolicyContext {
  request: FastifyRequest;
  viewer: Viewer;
  canModule(moduleId: ModuleId, action: Action): boolean;
}

/**
 * A resource rule that loads its resource once and hands it on: `policy` admits whom `admits` allows
 * (nobody when `load` finds nothing), and the handler reads what it loaded with `loaded(request)`.
 */
export function resourcePolicy<T>(
  load: (context: PolicyContext) => Promise<T | null>,
  admits: (resource: T, context: PolicyContext) => boolean | Promise<boolean>,
) {
  const resources = new WeakMap<FastifyRequest, T>();
  const policy: Policy = async (context) => {
    const resource = await load(context);
    if (resource === null || !(await admits(resource, context))) return false;
    resources.set(context.request, resource);
    return true;
  };
  return {
    policy,
    loaded(request: FastifyRequest): T {
      const resource = resources.get(request);
      if (resource === undefined) throw new Error('the resource policy did not run for this request');
      return resource;
    },
  };
}

/** The `:id` of the request's route. */
export const idParamOf = (request: FastifyRequest) => (request.params as { id: string }).id;

type ModuleRight = { module: ModuleId | readonly ModuleId[]; action: Action };

/**
 * What a route needs: declared on every route as `config.access`; the guard below enforces it.
 * - `module` + `action`: a right in the saved matrix, held at or above the module's minimum role.
 * - `policy` alone (with `signedIn`): any signed-in person the resource rule admits.
 * - `module` + `policy` with `combine: 'either'`: the right, or else the resource rule (a member's own order).
 * - `module` + `policy` with `combine: 'both'`: the right, narrowed by the resource rule (minutes you requested).
 */
export type Access =
  | { public: true }
  | { signedIn: true; policy?: Policy }
  | { minRole: Role }
  | (ModuleRight & { policy?: undefined })
  | (ModuleRight & { policy: Policy; combine: 'either' | 'both' });

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
  /** The account gives a second factor at sign-in (an authenticator app or a passkey). */
  hasSecondFactor: boolean;
  /** When this session last gave it: protected actions ask again after 10 minutes. */
  secondFactorAt: Date | null;
  /** The role requires a second factor the person has not set up: the role grants nothing until they have. */
  heldAtDoor: boolean;
  /**
   * The person's profile and assigned role as read with the session, for answers about themself (`/api/me`):
   * as fresh as the rest of the viewer, whose cache a change to either clears.
   */
  own: { profile: typeof profiles.$inferSelect; role: typeof userRoles.$inferSelect };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A protected action: the second factor again if it was not given in the last 10 minutes. */
    stepUp?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request (null when signed out). */
    viewer(): Promise<Viewer | null>;
    /** Whether the viewer holds the right on any of these modules (as the guard decides it). */
    holds(modules: ModuleId | readonly ModuleId[], action: Action): Promise<boolean>;
  }
  interface FastifyInstance {
    /** Every route as registered, for the startup check and the route-declaration test. */
    registeredRoutes: RouteOptions[];
  }
}

export const isPublicAccess = (access: Access | undefined) => !!access && 'public' in access;

const modulesOf = (right: ModuleRight): readonly ModuleId[] =>
  typeof right.module === 'string' ? [right.module] : right.module;

export function describeAccess(access: Access): string {
  if ('public' in access) return 'Public';
  if ('signedIn' in access)
    return access.policy ? 'A signed-in user whom the resource rule admits' : 'Any signed-in user';
  if ('module' in access) {
    const rights = modulesOf(access)
      .map((m) => {
        const minRole = getModule(m).minRole;
        return `${m}:${access.action}${minRole === 'guest' ? '' : ` (role ${minRole} or higher)`}`;
      })
      .join(' or ');
    if (!access.policy) return `Permission ${rights}`;
    return access.combine === 'either'
      ? `Permission ${rights}, or the resource rule`
      : `Permission ${rights}, and the resource rule`;
  }
  return `Role ${access.minRole} or higher`;
}

/** The rights the guard grants this viewer, per module (what `/api/me` tells the web). */
export function rightsOf(permissions: PermissionStore, viewer: Viewer): RoleRights {
  if (viewer.heldAtDoor) return {};
  return Object.fromEntries(
    Object.entries(permissions.actionsOf(viewer.roleId)).filter(([moduleId]) =>
      hasRoleAtLeast(viewer.role, getModule(moduleId as ModuleId).minRole),
    ),
  );
}

/** Whether the viewer holds the right: in the saved matrix, on an active role, at or above the module's minimum role. */
export function holdsModuleRight(permissions: PermissionStore, viewer: Viewer, moduleId: ModuleId, action: Action) {
  return (
    !viewer.heldAtDoor &&
    hasRoleAtLeast(viewer.role, getModule(moduleId).minRole) &&
    permissions.can(viewer.roleId, moduleId, action)
  );
}

/** The signed-in viewer of a request whose route admits only the signed-in (401 for anyone else). */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  return viewer;
}

/**
 * Inside the transaction of a decision: the actor must still hold the right, on the role they have now
 * (a concurrent change to their role may have taken it away since the guard let the request in).
 */
export async function assertStillHolds(
  tx: Transaction,
  permissions: PermissionStore,
  actor: Viewer,
  modules: ModuleId | readonly ModuleId[],
  action: Action,
) {
  const [current] = await tx
    .select({ roleId: userRoles.id, role: userRoles.baseRole, isActive: userRoles.isActive })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.id, profiles.roleId))
    .where(eq(profiles.userId, actor.userId));
  const now: Viewer | null = current?.isActive ? { ...actor, roleId: current.roleId, role: current.role } : null;
  if (!now || !modulesOf({ module: modules, action }).some((m) => holdsModuleRight(permissions, now, m, action)))
    throw forbidden();
}

interface AccessDependencies {
  auth: Auth;
  db: AppDatabase;
  permissions: PermissionStore;
  sessions: SessionCache<Viewer | null>;
}

export function registerAccessControl(app: FastifyInstance, deps: AccessDependencies) {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
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

  app.decorateRequest(
    'holds',
    async function (this: FastifyRequest, modules: ModuleId | readonly ModuleId[], action: Action) {
      const viewer = await this.viewer();
      return (
        !!viewer &&
        modulesOf({ module: modules, action }).some((m) => holdsModuleRight(deps.permissions, viewer, m, action))
      );
    },
  );

  // Rights first, before any body is read; resource rules after validation, when the params are known. Added to
  // each route that needs them as it is declared, so a public read runs neither; a route that declares no access
  // stops the app at start (onReady below).
  const admittedByRight = new WeakMap<FastifyRequest, boolean>();
  const admitByRight = async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access as Exclude<Access, { public: true }>;
    const viewer = await request.viewer();
    if (!viewer) throw unauthorized();
    const refused = () => (viewer.heldAtDoor ? secondFactorSetupRequired() : forbidden());
    if ('minRole' in access) {
      if (!hasRoleAtLeast(viewer.role, access.minRole)) throw refused();
    } else if ('module' in access) {
      const hasRight = modulesOf(access).some((m) => holdsModuleRight(deps.permissions, viewer, m, access.action));
      if (!hasRight && !(access.policy && access.combine === 'either')) throw refused();
      admittedByRight.set(request, hasRight);
    }
    if (request.routeOptions.config.stepUp) assertFreshSecondFactor(viewer);
  };
  const admitByPolicy = async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access as Access & { policy: Policy };
    if ('combine' in access && access.combine === 'either' && admittedByRight.get(request)) return;
    const viewer = await request.viewer();
    if (!viewer) throw unauthorized();
    const canModule = (moduleId: ModuleId, action: Action) =>
      holdsModuleRight(deps.permissions, viewer, moduleId, action);
    if (!(await access.policy({ request, viewer, canModule }))) throw notFound();
  };
  const needsRight = (access: Access) => !('public' in access);
  const needsPolicy = (access: Access) => 'policy' in access && !!access.policy;
  app.addHook('onRoute', (route) => {
    const access = route.config?.access as Access | undefined;
    if (!access) return;
    if (needsRight(access)) addRouteGuard(route, 'onRequest', admitByRight);
    if (needsPolicy(access)) addRouteGuard(route, 'preHandler', admitByPolicy);
  });
  // Fails closed at start: a route that declares no access, or whose access was set or changed after its
  // guards were added (by a later `onRoute` hook), never serves.
  app.addHook('onReady', async () => {
    const describe = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;
    const undeclared = routes.filter((r) => !r.config?.access).map(describe);
    if (undeclared.length > 0) throw new Error(`Routes without an access declaration: ${undeclared.join(', ')}`);
    const unguarded = routes.filter((r) => {
      const access = r.config?.access as Access;
      return (
        (needsRight(access) && !routeHooks(r, 'onRequest').includes(admitByRight)) ||
        (needsPolicy(access) && !routeHooks(r, 'preHandler').includes(admitByPolicy))
      );
    });
    if (unguarded.length > 0) {
      throw new Error(`Routes whose access guard was never added: ${unguarded.map(describe).join(', ')}`);
    }
  });
}

async function resolveViewer(request: FastifyRequest, deps: AccessDependencies): Promise<Viewer | null> {
  const key = deps.sessions.keyOf(request.headers.cookie);
  if (!key) return null;
  return deps.sessions.resolve(key, () => lookUpViewer(request, deps));
}

async function lookUpViewer(request: FastifyRequest, { auth, db }: AccessDependencies): Promise<Viewer | null> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  // A session still waiting for its second factor admits nothing but the route that takes it.
  if (!found || found.session.secondFactorPending) return null;
  const [own] = await db
    .select({
      profile: profiles,
      role: userRoles,
      hasSecondFactor: sql<boolean>`${secondFactorExists(sql`${profiles.userId}`)}`,
    })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.id, profiles.roleId))
    .where(eq(profiles.userId, found.user.id))
    .limit(1);
  // Every account gets a profile at sign-up; one without is treated as signed out rather than guessed at.
  if (!own) return null;
  await noteSessionSeen(db, found.session.id);
  const { profile, role, hasSecondFactor } = own;
  const heldAtDoor = role.isActive && role.requiresSecondFactor && !hasSecondFactor;
  const secondFactorAt = found.session.secondFactorAt;
  return {
    userId: found.user.id,
    sessionId: found.session.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    fullName: profile.fullName,
    roleId: role.id,
    roleName: role.name,
    // A deactivated role grants nothing: not its rights (PermissionStore) and not its level; nor does a role
    // whose second factor is not set up yet.
    role: role.isActive && !heldAtDoor ? role.baseRole : 'guest',
    hasSecondFactor: Boolean(hasSecondFactor),
    secondFactorAt: secondFactorAt ? new Date(secondFactorAt) : null,
    heldAtDoor,
    own: { profile, role },
  };
}
