import { ROLE_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApp,
  createTestApp,
  type Method,
  onPostgres,
  secondServer,
  signedInAs,
  type TestApp,
} from '../../test/harness';

interface Role {
  id: string;
  name: string;
  displayName: string;
  isSystemRole: boolean;
  userCount: number;
}

describe('roles and the permission matrix', () => {
  let app: TestApp;
  let admin: string;
  let roles: Role[];

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const roleNamed = (name: string) => {
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    roles = (await call('GET', '/api/roles', admin)).json();
  });
  afterAll(() => app.close());

  it('lists the system roles first with real user counts; only admins manage roles', async () => {
    expect(
      roles
        .slice(0, 4)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['admin', 'executive', 'guest', 'member']);
    expect(roleNamed('admin').userCount).toBe(1);
    const executive = await signedInAs(app, 'executive');
    expect((await call('GET', '/api/roles', executive.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/role-permissions', executive.cookie)).statusCode).toBe(403);
    const assignable = (await call('GET', '/api/roles/assignable', executive.cookie)).json() as Role[];
    expect(assignable.slice(0, 4).every((r) => r.isSystemRole)).toBe(true);
  });

  it('creates custom roles with normalised names, refuses duplicates and system-role changes', async () => {
    const created = await call('POST', '/api/roles', admin, {
      name: '  Media Officer ',
      displayName: 'Media Officer',
      baseRole: 'member',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'media-officer', isSystemRole: false, userCount: 0 });
    const duplicate = await call('POST', '/api/roles', admin, { name: 'media officer', displayName: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    const asAdmin = await call('POST', '/api/roles', admin, { name: 'boss', displayName: 'Boss', baseRole: 'admin' });
    expect(asAdmin.statusCode).toBe(400);

    const system = roleNamed('member');
    const edit = await call('PUT', `/api/roles/${system.id}`, admin, { name: 'member', displayName: 'Members' });
    expect(edit.json()).toMatchObject({ error: 'bad_request', message: ROLE_MESSAGES.editSystem });
    const remove = await call('DELETE', `/api/roles/${system.id}`, admin);
    expect(remove.json().message).toBe(ROLE_MESSAGES.deleteSystem);

    const renamed = await call('PUT', `/api/roles/${created.json().id}`, admin, {
      name: 'Media Team',
      displayName: 'Media Team',
    });
    expect(renamed.json()).toMatchObject({ name: 'media-team', displayName: 'Media Team' });
  });

  it('refuses to delete a role that users hold, with the real count', async () => {
    const role = (await call('POST', '/api/roles', admin, { name: 'coach', displayName: 'Coach' })).json();
    const coach = await signedInAs(app, 'member');
    await call('PUT', `/api/users/${coach.user.id}/role`, admin, { roleId: role.id });
    const refused = await call('DELETE', `/api/roles/${role.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete role that is assigned to 1 user(s)');
    await call('PUT', `/api/users/${coach.user.id}/role`, admin, { roleId: roleNamed('member').id });
    expect((await call('DELETE', `/api/roles/${role.id}`, admin)).statusCode).toBe(204);
  });

  it('rejects a matrix with unknown modules, actions or roles, and one that locks admins out', async () => {
    const memberId = roleNamed('member').id;
    for (const matrix of [
      { [memberId]: { 'space-travel': ['view'] } },
      { [memberId]: { news: ['fly'] } },
      { '00000000-0000-4000-8000-000000000000': { news: ['view'] } },
      { 'not-a-uuid': { news: ['view'] } },
    ]) {
      const response = await call('PUT', '/api/role-permissions', admin, { matrix });
      expect(response.statusCode, JSON.stringify(matrix)).toBe(400);
    }
    const lockout = await call('PUT', '/api/role-permissions', admin, {
      matrix: { [roleNamed('admin').id]: { news: ['view'] } },
    });
    expect(lockout.json().message).toBe(ROLE_MESSAGES.adminLockout);
    const saved = (await call('GET', '/api/role-permissions', admin)).json().matrix;
    expect(saved[memberId].news).toEqual(['view', 'create']);
  });

  it('enforces a permission removed in the matrix on the next request', async () => {
    const member = await signedInAs(app, 'member');
    const memberId = roleNamed('member').id;
    const article = { title: 'Before', content: '<p>x</p>' };
    expect((await call('POST', '/api/news', member.cookie, article)).statusCode).toBe(201);

    const matrix = (await call('GET', '/api/role-permissions', admin)).json().matrix;
    // Both screens manage news, so the right goes from both modules.
    const withoutCreate = { ...matrix[memberId], news: ['view'], 'news-events': ['view'] };
    expect(
      (await call('PUT', '/api/role-permissions', admin, { matrix: { [memberId]: withoutCreate } })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/news', member.cookie, article)).statusCode).toBe(403);
    expect((await call('GET', '/api/me', member.cookie)).json().permissions.news).toEqual(['view']);

    expect(
      (await call('PUT', '/api/role-permissions', admin, { matrix: { [memberId]: matrix[memberId] } })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/news', member.cookie, article)).statusCode).toBe(201);

    const log = (await call('GET', '/api/audit-log?area=permissions', admin)).json();
    expect(log.items[0]).toMatchObject({ action: 'permissions.update', after: { [memberId]: matrix[memberId] } });
  });

  it('concurrent saves of the matrix serialise: the last whole save wins, never a union', async () => {
    const executiveId = roleNamed('executive').id;
    const memberId = roleNamed('member').id;
    const original = (await call('GET', '/api/role-permissions', admin)).json().matrix;
    const saveA = { [executiveId]: { sponsors: ['view'] }, [memberId]: { news: ['view'] } };
    const saveB = { [executiveId]: { teams: ['view', 'edit'] }, [memberId]: { gallery: ['view', 'create'] } };
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call('PUT', '/api/role-permissions', admin, { matrix: i % 2 === 0 ? saveA : saveB }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    const saved = (await call('GET', '/api/role-permissions', admin)).json().matrix;
    const both = { [executiveId]: saved[executiveId], [memberId]: saved[memberId] };
    expect([JSON.stringify(saveA), JSON.stringify(saveB)]).toContain(JSON.stringify(both));
    await call('PUT', '/api/role-permissions', admin, {
      matrix: { [executiveId]: original[executiveId], [memberId]: original[memberId] },
    });
  });

  it('assigning a role while it is being deleted: a clear answer either way, never a 500', async () => {
    for (let round = 0; round < 10; round++) {
      const role = (
        await call('POST', '/api/roles', admin, { name: `temp ${round}`, displayName: `Temp ${round}` })
      ).json();
      const holder = await signedInAs(app, 'guest');
      const [assign, remove] = await Promise.all([
        call('PUT', `/api/users/${holder.user.id}/role`, admin, { roleId: role.id }),
        call('DELETE', `/api/roles/${role.id}`, admin),
      ]);
      const outcome = `${assign.statusCode} ${remove.statusCode}`;
      // The role is given then kept (delete refused), or deleted first (the assignment refused: 409 inside the
      // transaction, or 400 when the role is already gone before it starts).
      expect(['200 409', '409 204', '400 204'], outcome).toContain(outcome);
      const [listed] = (await call('GET', `/api/users?search=${holder.email}`, admin)).json().items;
      expect(listed.roleName).toBe(assign.statusCode === 200 ? role.name : 'guest');
    }
  });

  it.runIf(onPostgres())(
    'a second server instance with its own connections refuses the removed permission within a second',
    async () => {
      const member = await signedInAs(app, 'member');
      const memberId = roleNamed('member').id;
      const other = await secondServer(app);
      try {
        const post = () =>
          other.app.inject({
            method: 'POST',
            url: '/api/news',
            headers: { cookie: member.cookie },
            payload: { title: 'x', content: 'y' },
          });
        expect((await post()).statusCode).toBe(201);
        const matrix = (await call('GET', '/api/role-permissions', admin)).json().matrix;
        const withoutCreate = { ...matrix[memberId], news: ['view'], 'news-events': ['view'] };
        await call('PUT', '/api/role-permissions', admin, { matrix: { [memberId]: withoutCreate } });
        const started = Date.now();
        let status = 201;
        while (status !== 403 && Date.now() - started < 1000) {
          status = (await post()).statusCode;
          if (status !== 403) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(status).toBe(403);
        await call('PUT', '/api/role-permissions', admin, { matrix: { [memberId]: matrix[memberId] } });
      } finally {
        await other.close();
      }
    },
  );
});
