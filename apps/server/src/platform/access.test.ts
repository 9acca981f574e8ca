import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';

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
      const { buildApp } = await import('../app');
      const club = await buildApp({ config: other.config, database: other.database, logger: false });
      club.app.get('/api/undeclared', async () => ({ ok: true }));
      await expect(club.app.ready()).rejects.toThrow(/without an access declaration: GET \/api\/undeclared/);
      await club.app.close().catch(() => {});
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
    const response = await app.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { fullName: 'Changed by evil' },
    });
    expect(response.statusCode).toBe(403);
    const profile = await app.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().fullName).toBe('Test member');
    const sameSite = await app.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { fullName: 'Changed by me' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('sends security headers with a CSP and a request id', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});
