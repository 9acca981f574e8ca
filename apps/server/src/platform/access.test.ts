import { ACTIONS, type Action, MODULES, type ModuleId, type Role } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signedInAs, signedInWithCustomRole, TEST_PASSWORD_COST, type TestApp } from '../test/harness';
import type { Policy } from './access';

interface Operation {
  method: string;
  path: string;
  security?: unknown[];
  requestBody?: unknown;
}

function operationsOf(doc: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, ...op })),
  );
}

/** Fills path parameters with plausible values so the request reaches the guard. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000.png');

/** Another app on `other`'s database, not yet ready: a test adds routes to it before it starts. */
async function unreadyApp(other: TestApp) {
  const { buildApp } = await import('../app');
  return buildApp({ config: other.config, database: other.database, logger: false, passwordCost: TEST_PASSWORD_COST });
}

describe('access control', () => {
  let app: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    app = await createTestApp();
    const response = await app.app.inject({ method: 'GET', url: '/api/openapi.json' });
    operations = operationsOf(response.json());
  });
  afterAll(() => app.close());

  it('every registered route declares its access', () => {
    expect(app.app.registeredRoutes.length).toBeGreaterThan(10);
    const undeclared = app.app.registeredRoutes.filter((route) => !route.config?.access);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses to start when a route declares nothing', async () => {
    const other = await createTestApp();
    try {
      const club = await unreadyApp(other);
      const schema = { response: { 200: z.object({ ok: z.boolean() }) } };
      club.app.get('/api/undeclared', { schema }, async () => ({ ok: true }));
      await expect(club.app.ready()).rejects.toThrow(/without an access declaration: GET \/api\/undeclared/);
      await club.app.close().catch(() => {});
      // Nor one whose access a later hook sets, after the guards were added: it would serve unguarded.
      const late = await unreadyApp(other);
      await late.app.register(async (scope) => {
        scope.addHook('onRoute', (route) => {
          route.config = { ...route.config, access: { signedIn: true } };
        });
        scope.get('/api/late', { schema }, async () => ({ ok: true }));
      });
      await expect(late.app.ready()).rejects.toThrow(/access guard was never added: GET \/api\/late/);
      await late.app.close().catch(() => {});
      // Nor a route the API document could not describe: what it answers is declared, a file's content type too.
      const again = await unreadyApp(other);
      expect(() =>
        again.app.get('/api/unanswered', { config: { access: { public: true } } }, async () => ({ ok: true })),
      ).toThrow('GET /api/unanswered: declare its response schema');
      await again.app.close().catch(() => {});
    } finally {
      await other.close();
    }
  });

  it("applies each module's minimum role to every route of that module, whatever the saved matrix grants", async () => {
    const belowMinimum: Record<string, Role> = { executive: 'member', admin: 'executive' };
    const restricted = MODULES.filter((m) => m.minRole !== 'guest');
    expect(restricted.length).toBeGreaterThanOrEqual(5);
    let checked = 0;
    for (const module of restricted) {
      const everything = { [module.id]: [...ACTIONS] } as Partial<Record<ModuleId, Action[]>>;
      const below = await signedInWithCustomRole(app, belowMinimum[module.minRole] as Role, everything);
      const atMinimum = await signedInWithCustomRole(app, module.minRole, everything);
      const routes = app.app.registeredRoutes.filter((route) => {
        const access = route.config?.access;
        return !!access && 'module' in access && access.module === module.id;
      });
      for (const route of routes) {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          const request = { method: method as 'GET', url: concrete(route.url.replace(/:(\w+)/g, '{$1}')) };
          const refused = await app.app.inject({ ...request, headers: { cookie: below.cookie } });
          expect(refused.statusCode, `${method} ${route.url} below ${module.minRole}`).toBe(403);
          const admitted = await app.app.inject({ ...request, headers: { cookie: atMinimum.cookie } });
          expect(admitted.statusCode, `${method} ${route.url} at ${module.minRole}`).not.toBe(403);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('a custom executive-level role granted the admin-only matrix cannot read or change it', async () => {
    const officer = await signedInWithCustomRole(app, 'executive', {
      'role-permissions': ['view', 'edit'],
      roles: ['view', 'create', 'edit', 'delete'],
    });
    const headers = { cookie: officer.cookie };
    expect((await app.app.inject({ method: 'GET', url: '/api/roles', headers })).statusCode).toBe(403);
    expect((await app.app.inject({ method: 'GET', url: '/api/role-permissions', headers })).statusCode).toBe(403);
    const grantSelf = await app.app.inject({
      method: 'PUT',
      url: '/api/role-permissions',
      headers,
      payload: { matrix: { [officer.roleId]: { users: [...ACTIONS] } } },
    });
    expect(grantSelf.statusCode).toBe(403);
  });

  it('a deactivated role grants nothing', async () => {
    const inactive = await signedInWithCustomRole(app, 'executive', { sponsors: ['view'] }, { isActive: false });
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/admin/sponsors',
      headers: { cookie: inactive.cookie },
    });
    expect(response.statusCode).toBe(403);
    const me = (await app.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: inactive.cookie } })).json();
    expect(me.permissions).toEqual({});
  });

  it('runs the resource rule a route declares: alone, or with a module right as either or both', async () => {
    const other = await createTestApp();
    try {
      const club = await unreadyApp(other);
      const owners = new Map<string, string>();
      const ownerOnly: Policy = ({ request, viewer }) =>
        owners.get((request.params as { id: string }).id) === viewer.userId;
      const handler = async () => ({ ok: true });
      const schema = { response: { 200: z.object({ ok: z.boolean() }) } };
      club.app.get('/api/test/own/:id', { schema, config: { access: { signedIn: true, policy: ownerOnly } } }, handler);
      club.app.get(
        '/api/test/either/:id',
        { schema, config: { access: { module: 'sponsors', action: 'edit', policy: ownerOnly, combine: 'either' } } },
        handler,
      );
      club.app.get(
        '/api/test/both/:id',
        { schema, config: { access: { module: 'sponsors', action: 'edit', policy: ownerOnly, combine: 'both' } } },
        handler,
      );
      await club.app.ready();
      const testApp = { ...other, ...club };
      const owner = await signedInAs(testApp, 'member');
      const stranger = await signedInAs(testApp, 'member');
      const staff = await signedInAs(testApp, 'executive');
      const staffOwner = await signedInAs(testApp, 'executive');
      owners.set('a', owner.user.id);
      owners.set('b', staffOwner.user.id);
      const status = async (url: string, cookie?: string) =>
        (await club.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;

      expect(await status('/api/test/own/a')).toBe(401);
      expect(await status('/api/test/own/a', owner.cookie)).toBe(200);
      // Someone the rule does not admit learns nothing: not found, not forbidden.
      expect(await status('/api/test/own/a', stranger.cookie)).toBe(404);
      expect(await status('/api/test/own/missing', owner.cookie)).toBe(404);

      // either: the owner without the module right, or staff with it.
      expect(await status('/api/test/either/a', owner.cookie)).toBe(200);
      expect(await status('/api/test/either/a', staff.cookie)).toBe(200);
      expect(await status('/api/test/either/a', stranger.cookie)).toBe(404);

      // both: the right, narrowed to one's own resources.
      expect(await status('/api/test/both/a', owner.cookie)).toBe(403);
      expect(await status('/api/test/both/a', staff.cookie)).toBe(404);
      expect(await status('/api/test/both/b', staffOwner.cookie)).toBe(200);
      await club.app.close();
    } finally {
      await other.close();
    }
  });

  it('the OpenAPI document states for each operation whether it is public', () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const op of operations) expect(Array.isArray(op.security), `${op.method} ${op.path}`).toBe(true);
  });

  it('answers 401 to an anonymous call of every non-public operation', async () => {
    const guarded = operations.filter((op) => (op.security ?? []).length > 0);
    expect(guarded.length).toBeGreaterThan(0);
    for (const op of guarded) {
      const response = await app.app.inject({
        method: op.method as 'GET',
        url: concrete(op.path),
        ...(op.requestBody ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
      // The HEAD route Fastify adds beside each GET is guarded as its GET (the guards are added per route).
      if (op.method === 'GET') {
        const head = await app.app.inject({ method: 'HEAD', url: concrete(op.path) });
        expect(head.statusCode, `HEAD ${op.path}`).toBe(401);
      }
    }
  });

  it('never answers 500 to bad input on any operation, signed in as admin', async () => {
    const { cookie } = await signedInAs(app, 'admin');
    const badBodies = [
      '{not json',
      '[]',
      '"text"',
      JSON.stringify({ email: 42, password: ['x'], fullName: {} }),
      'x'.repeat(2_000_000),
    ];
    for (const op of operations.filter((o) => o.requestBody)) {
      if (op.path === '/api/auth/sign-out') continue;
      for (const body of badBodies) {
        const response = await app.app.inject({
          method: op.method as 'POST',
          url: concrete(op.path),
          headers: { cookie, 'content-type': 'application/json' },
          payload: body,
        });
        expect(response.statusCode, `${op.method} ${op.path} with ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${op.method} ${op.path} with ${body.slice(0, 20)}`).toBeLessThan(500);
        expect(response.json()).toHaveProperty('message');
      }
    }
  });

  it('rejects state-changing requests from another origin', async () => {
    const { cookie } = await signedInAs(app, 'member');
    const renameFrom = (origin: string, fullName: string) =>
      app.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie, origin }, payload: { fullName } });
    const response = await renameFrom('https://evil.example', 'Changed by evil');
    expect(response.statusCode).toBe(403);
    const profile = await app.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().fullName).toBe('Test member');
    const sameSite = await renameFrom('http://localhost:3000', 'Changed by me');
    expect(sameSite.statusCode).toBe(200);
  });

  it('every route that takes a write refuses one sent from another origin, before anything else', async () => {
    const writes = app.app.registeredRoutes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))
        .map((method) => ({ method, url: route.url })),
    );
    expect(writes.length).toBeGreaterThan(50);
    const answers = new Set<string>();
    for (const { method, url } of writes) {
      const response = await app.app.inject({
        method: method as 'POST',
        url: url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'sign-out'),
        headers: { origin: 'https://evil.example' },
        payload: {},
      });
      answers.add(`${response.statusCode} ${response.json().message}`);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect([...answers]).toEqual(['403 Requests from other websites are not allowed.']);
  });

  it('sends security headers with a CSP and a request id', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
    // The same headers on errors and on bodies serialised ahead of time (the cached public lists).
    for (const url of ['/api/no-such-route', '/api/teams', '/api/home']) {
      const other = await app.app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
      expect(other.headers['strict-transport-security']).toBe(response.headers['strict-transport-security']);
      expect(other.headers['x-request-id']).toBeTruthy();
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/teams' })).headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );
  });

  it('sends the security headers on every GET operation, streams and hijacked replies too', async () => {
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const expected = ['x-content-type-options', 'referrer-policy', 'content-security-policy', 'x-frame-options'];
    const missing: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const controller = new AbortController();
      const response = await fetch(`${address}${concrete(op.path)}`, { signal: controller.signal });
      const absent = [...expected, 'x-request-id'].filter((name) => !response.headers.get(name));
      if (absent.length > 0) missing.push(`${op.path}: ${absent.join(', ')}`);
      controller.abort();
    }
    expect(missing).toEqual([]);
  });
});
