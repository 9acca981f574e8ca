import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../../test/harness';

describe('profiles', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers "signed out" on /api/me without a session, and 401 on the profile', async () => {
    const me = await app.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.json()).toEqual({ user: null, role: 'guest', profile: null, permissions: {} });
    expect((await app.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const put = await app.app.inject({ method: 'PUT', url: '/api/profile', payload: { fullName: 'X' } });
    expect(put.statusCode).toBe(401);
  });

  it('updates only its own name, phone, address and birth date; email and role stay', async () => {
    const member = await signedInAs(app, 'member');
    const other = await signedInAs(app, 'member');
    const response = await app.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: member.cookie },
      payload: {
        fullName: '  Hassan Waheed ',
        phone: '+960 777-1234',
        address: 'Maafannu, Male',
        dateOfBirth: '1995-04-30',
        role: 'admin',
        email: 'hijack@club.test',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Hassan Waheed',
      phone: '+9607771234',
      dateOfBirth: '1995-04-30',
      role: 'member',
      email: member.email,
    });
    const otherProfile = await app.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: other.cookie },
    });
    expect(otherProfile.json().fullName).toBe('Test member');
  });

  it('rejects a blank name, a future birth date and a malformed date, changing nothing', async () => {
    const { cookie } = await signedInAs(app, 'guest');
    for (const payload of [
      { fullName: '   ' },
      { fullName: 'Ok', dateOfBirth: '2999-01-01' },
      { fullName: 'Ok', dateOfBirth: '31/12/1990' },
      { fullName: 'Ok', phone: 12345 },
    ]) {
      const response = await app.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors).toBeTruthy();
    }
    const profile = await app.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ fullName: 'Test guest', dateOfBirth: null });
  });
});
