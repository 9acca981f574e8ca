import { USER_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApp,
  createTestApp,
  type Method,
  signedInAs,
  signedInWithCustomRole,
  signIn,
  TEST_PASSWORD,
  type TestApp,
  tokenFromMail,
} from '../../test/harness';

describe('user management', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let roleIds: Record<string, string>;

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const setRole = (cookie: string, userId: string, role: string) =>
    call('PUT', `/api/users/${userId}/role`, cookie, { roleId: roleIds[role] });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    const roles = (await call('GET', '/api/roles', admin.cookie)).json() as { id: string; name: string }[];
    roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  });
  afterAll(() => app.close());

  it('lists users with search, pagination and stat counts; only staff with the view right may', async () => {
    await signedInAs(app, 'member', 'hawwa.zahir@club.test');
    await signedInAs(app, 'guest');
    const page = (await call('GET', '/api/users?search=HAWWA', admin.cookie)).json();
    expect(page.items.map((u: { email: string }) => u.email)).toEqual(['hawwa.zahir@club.test']);
    expect(page.stats).toMatchObject({ admins: 1, members: 1, guests: 1 });
    expect(page.stats.total).toBe(3);
    const paged = (await call('GET', '/api/users?pageSize=2&page=2', admin.cookie)).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);

    const member = await signedInAs(app, 'member');
    expect((await call('GET', '/api/users', member.cookie)).statusCode).toBe(403);
    const executive = await signedInAs(app, 'executive');
    expect((await call('GET', '/api/users', executive.cookie)).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/users', executive.cookie, {
          fullName: 'X',
          email: 'x@club.test',
          roleId: roleIds.member,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('sorts by a column either way, pages without overlap, and refuses an unknown column', async () => {
    const emails = async (query: string) =>
      ((await call('GET', `/api/users?${query}`, admin.cookie)).json().items as { email: string }[]).map(
        (u) => u.email,
      );
    const byEmail = await emails('pageSize=100&sort=email');
    expect(byEmail).toEqual([...byEmail].sort());
    expect(await emails('pageSize=100&sort=email&dir=desc')).toEqual([...byEmail].reverse());
    const byRole = (
      (await call('GET', '/api/users?pageSize=100&sort=role', admin.cookie)).json().items as {
        roleDisplayName: string;
      }[]
    ).map((u) => u.roleDisplayName);
    expect(byRole).toEqual([...byRole].sort((a, b) => a.localeCompare(b)));
    // Page by page in one order gives each user once.
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(byEmail.length / 2); page++) {
      paged.push(...(await emails(`sort=name&pageSize=2&page=${page}`)));
    }
    expect(new Set(paged).size).toBe(byEmail.length);

    for (const bad of ['sort=password', 'sort=name&dir=sideways', 'sort=email;drop']) {
      const refused = await call('GET', `/api/users?${bad}`, admin.cookie);
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('adds a user who sets a password through the emailed invitation', async () => {
    const email = 'ismail.rasheed@club.test';
    const created = await call('POST', '/api/users', admin.cookie, {
      fullName: 'Ismail Rasheed',
      email,
      roleId: roleIds.member,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      invitationSent: true,
      user: { email, role: 'member', emailVerified: false },
    });

    const duplicate = await call('POST', '/api/users', admin.cookie, {
      fullName: 'Again',
      email: email.toUpperCase(),
      roleId: roleIds.member,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(USER_MESSAGES.duplicateEmail);
    const bad = await call('POST', '/api/users', admin.cookie, { fullName: '', email: 'not-an-email', roleId: 'nope' });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'fullName', 'roleId']);
    const unknownRole = await call('POST', '/api/users', admin.cookie, {
      fullName: 'Ghost',
      email: 'ghost@club.test',
      roleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownRole.statusCode).toBe(400);

    const token = await tokenFromMail(app, email, '/auth/reset-password');
    const set = await call('POST', '/api/auth/reset-password', undefined, { token, newPassword: 'reef-walk-88' });
    expect(set.json()).toMatchObject({ ok: true });
    const cookie = await signIn(app, email, 'reef-walk-88');
    expect((await call('GET', '/api/me', cookie)).json()).toMatchObject({
      user: { emailVerified: true },
      role: 'member',
    });
  });

  it('edits name, email and phone (stored normalised, a wrong one refused); a taken email is a 409', async () => {
    const target = await signedInAs(app, 'guest');
    const response = await call('PUT', `/api/users/${target.user.id}`, admin.cookie, {
      fullName: 'Aminath Shazna',
      email: 'shazna@club.test',
      phone: '771 0000',
    });
    expect(response.json()).toMatchObject({
      fullName: 'Aminath Shazna',
      email: 'shazna@club.test',
      phone: '+9607710000',
    });
    const wrongPhone = await call('PUT', `/api/users/${target.user.id}`, admin.cookie, {
      fullName: 'A',
      email: 'shazna@club.test',
      phone: '12345',
    });
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json().fieldErrors.phone).toEqual([
      'Enter a Maldives number (7 digits) or an international number starting with +',
    ]);
    const taken = await call('PUT', `/api/users/${target.user.id}`, admin.cookie, {
      fullName: 'A',
      email: admin.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/users/no-such-user', admin.cookie, { fullName: 'A', email: 'a@club.test' })).statusCode,
    ).toBe(404);
  });

  it('refuses to remove your own admin role or delete your own account', async () => {
    const demote = await setRole(admin.cookie, admin.user.id, 'member');
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(USER_MESSAGES.selfDemotion);
    const remove = await call('DELETE', `/api/users/${admin.user.id}`, admin.cookie);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(USER_MESSAGES.selfDelete);
  });

  it('a role change takes effect on the very next request', async () => {
    const member = await signedInAs(app, 'member');
    const article = { title: 'Hello', content: '<p>Hi</p>' };
    expect((await call('POST', '/api/news', member.cookie, article)).statusCode).toBe(201);
    expect((await setRole(admin.cookie, member.user.id, 'guest')).statusCode).toBe(200);
    expect((await call('POST', '/api/news', member.cookie, article)).statusCode).toBe(403);
    expect((await call('GET', '/api/me', member.cookie)).json().role).toBe('guest');
  });

  it('deleting a user ends their sessions at once and is recorded in the audit log', async () => {
    const target = await signedInAs(app, 'member');
    expect((await call('GET', '/api/profile', target.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${target.user.id}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/profile', target.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', target.cookie)).json().user).toBeNull();
    expect((await call('DELETE', `/api/users/${target.user.id}`, admin.cookie)).statusCode).toBe(404);

    const log = (await call('GET', '/api/audit-log?pageSize=100', admin.cookie)).json();
    const entry = log.items.find(
      (e: { action: string; entityId: string }) => e.action === 'user.delete' && e.entityId === target.user.id,
    );
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      before: { email: target.email, role: 'member' },
      after: null,
    });
    expect(log.items.some((e: { action: string }) => e.action === 'user.role_change')).toBe(true);
    const executive = await signedInAs(app, 'executive');
    expect((await call('GET', '/api/audit-log', executive.cookie)).statusCode).toBe(403);
  });

  it('staff below admin manage only accounts, and give only roles, strictly below their own level', async () => {
    const officer = await signedInWithCustomRole(app, 'executive', {
      users: ['view', 'create', 'edit', 'delete'],
    });
    const otherExecutive = await signedInAs(app, 'executive');
    const member = await signedInAs(app, 'member');
    const refused = [
      await setRole(officer.cookie, officer.user.id, 'admin'),
      await setRole(officer.cookie, member.user.id, 'executive'),
      await setRole(officer.cookie, otherExecutive.user.id, 'guest'),
      await setRole(officer.cookie, admin.user.id, 'guest'),
      await call('PUT', `/api/users/${otherExecutive.user.id}`, officer.cookie, {
        fullName: 'Taken Over',
        email: 'attacker@evil.test',
      }),
      await call('PUT', `/api/users/${admin.user.id}`, officer.cookie, { fullName: 'A', email: 'attacker@evil.test' }),
      await call('DELETE', `/api/users/${otherExecutive.user.id}`, officer.cookie),
      await call('POST', '/api/users', officer.cookie, {
        fullName: 'New Boss',
        email: 'boss@club.test',
        roleId: roleIds.executive,
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(Array(refused.length).fill(403));
    expect(refused[0]?.json().message).toBe(USER_MESSAGES.aboveOwnLevel);
    expect((await call('GET', '/api/me', officer.cookie)).json().role).toBe('executive');
    expect((await call('GET', '/api/me', otherExecutive.cookie)).json().user.email).toBe(otherExecutive.email);
    // Below their level they may act, and only such roles are offered to them.
    expect((await setRole(officer.cookie, member.user.id, 'guest')).statusCode).toBe(200);
    const offered = (await call('GET', '/api/roles/assignable', officer.cookie)).json() as { name: string }[];
    expect(offered.map((r) => r.name).sort()).toEqual(['guest', 'member']);
  });

  it("a changed email must be confirmed by its new owner and ends the account's sessions", async () => {
    const target = await signedInAs(app, 'member');
    const newEmail = `moved-${Date.now()}@club.test`;
    const changed = await call('PUT', `/api/users/${target.user.id}`, admin.cookie, {
      fullName: 'Moved Member',
      email: newEmail,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await call('GET', '/api/profile', target.cookie)).statusCode).toBe(401);
    const signInBeforeConfirming = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: newEmail, password: TEST_PASSWORD },
    });
    expect(signInBeforeConfirming.statusCode).toBe(403);
    const token = await tokenFromMail(app, newEmail, '/auth/confirm');
    expect(
      (await app.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } })).statusCode,
    ).toBe(200);
    await signIn(app, newEmail, TEST_PASSWORD);
  });

  it('two staff giving the same email to different users at once: one 200, one 409', async () => {
    const [a, b] = [await signedInAs(app, 'guest'), await signedInAs(app, 'guest')];
    const email = `contested-${Date.now()}@club.test`;
    const responses = await Promise.all(
      [a, b].map((target) =>
        call('PUT', `/api/users/${target.user.id}`, admin.cookie, { fullName: 'Contested', email }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().message).toBe(USER_MESSAGES.duplicateEmail);
  });
});

describe('the last admin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);

  it('survives two admins demoting each other at the same moment', async () => {
    const first = await signedInAs(app, 'admin');
    const second = await signedInAs(app, 'admin');
    const roles = (await call('GET', '/api/roles', first.cookie)).json() as { id: string; name: string }[];
    const memberRole = roles.find((r) => r.name === 'member')?.id;
    const [a, b] = await Promise.all([
      call('PUT', `/api/users/${second.user.id}/role`, first.cookie, { roleId: memberRole }),
      call('PUT', `/api/users/${first.user.id}/role`, second.cookie, { roleId: memberRole }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain([a.statusCode, b.statusCode].find((s) => s !== 200));
    const stats = (await call('GET', '/api/users', a.statusCode === 200 ? first.cookie : second.cookie)).json().stats;
    expect(stats.admins).toBe(1);
  });

  it('cannot be demoted or deleted even by someone granted user management', async () => {
    const admin = await signedInAs(app, 'admin');
    const roles = (await call('GET', '/api/roles', admin.cookie)).json() as { id: string; name: string }[];
    const [existingAdmin] = (await call('GET', '/api/users?pageSize=100', admin.cookie))
      .json()
      .items.filter((u: { role: string; userId: string }) => u.role === 'admin' && u.userId !== admin.user.id);
    // Leave exactly one admin: demote the other one.
    if (existingAdmin) {
      const memberRole = roles.find((r) => r.name === 'member')?.id;
      expect(
        (await call('PUT', `/api/users/${existingAdmin.userId}/role`, admin.cookie, { roleId: memberRole })).statusCode,
      ).toBe(200);
    }
    const executiveRole = roles.find((r) => r.name === 'executive')?.id ?? '';
    const matrix = (await call('GET', '/api/role-permissions', admin.cookie)).json().matrix;
    matrix[executiveRole].users = ['view', 'create', 'edit', 'delete'];
    expect(
      (await call('PUT', '/api/role-permissions', admin.cookie, { matrix: { [executiveRole]: matrix[executiveRole] } }))
        .statusCode,
    ).toBe(200);

    const executive = await signedInAs(app, 'executive');
    const guestRole = roles.find((r) => r.name === 'guest')?.id;
    const demote = await call('PUT', `/api/users/${admin.user.id}/role`, executive.cookie, { roleId: guestRole });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(USER_MESSAGES.aboveOwnLevel);
    const remove = await call('DELETE', `/api/users/${admin.user.id}`, executive.cookie);
    expect(remove.statusCode).toBe(403);
    expect((await call('GET', '/api/me', admin.cookie)).json().role).toBe('admin');
  });
});
