import { PASSKEY_MESSAGES, SECOND_FACTOR_ERRORS, SECOND_FACTOR_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createConfirmedAccount } from '../../platform/accounts';
import { runHousekeeping } from '../../platform/housekeeping';
import { SESSION_CACHE_MS } from '../../platform/session-cache';
import {
  callApp,
  createTestApp,
  type Method,
  mailTo,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../test/harness';
import { SoftwareAuthenticator } from '../../test/software-authenticator';

let counter = 0;

describe('passkeys: added, named and removed by their person; signing in alone or as the second factor', () => {
  let app: TestApp;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const db = () => app.database.db;
  const cookiesOf = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');

  const passwordSignIn = async (email: string) => {
    const response = await call('POST', '/api/auth/sign-in', undefined, { email, password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    return { cookie: cookiesOf(response.headers['set-cookie']), pending: response.json().secondFactorRequired };
  };
  const newAccount = async (role: 'admin' | 'executive' | 'member') => {
    const email = `passkey-${role}-${++counter}@club.test`;
    const user = await createConfirmedAccount(app.auth, db(), {
      email,
      fullName: `Key ${role}`,
      password: TEST_PASSWORD,
      role,
    });
    return { user, email, cookie: (await passwordSignIn(email)).cookie };
  };
  const addPasskey = async (cookie: string, device = new SoftwareAuthenticator(TEST_PUBLIC_URL), name = 'My phone') => {
    const { challengeId, options } = (await call('POST', '/api/me/passkeys/options', cookie)).json();
    const added = await call('POST', '/api/me/passkeys', cookie, {
      challengeId,
      name,
      credential: device.register(options),
    });
    return { device, added };
  };
  const passkeySignIn = async (device: SoftwareAuthenticator) => {
    const { challengeId, options } = (await call('POST', '/api/auth/passkey/options')).json();
    return call('POST', '/api/auth/passkey', undefined, { challengeId, credential: device.assert(options) });
  };
  const signedIn = async (cookie: string) => (await call('GET', '/api/me', cookie)).json().user !== null;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('adds a passkey the device made and checked its person: listed, noticed, other browsers out, once per challenge', async () => {
    const member = await newAccount('member');
    const other = await passwordSignIn(member.email);
    const { device, added } = await addPasskey(member.cookie);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'My phone', lastUsedAt: null });
    expect((await call('GET', '/api/me/passkeys', member.cookie)).json().passkeys).toHaveLength(1);
    expect(await signedIn(other.cookie)).toBe(false);
    await mailTo(app, member.email, 'A passkey named "My phone" was added to your account');

    // A challenge answers once; another site's answer, or a device that did not check its person, is refused.
    const { challengeId, options } = (await call('POST', '/api/me/passkeys/options', member.cookie)).json();
    expect(options.excludeCredentials).toEqual([
      expect.objectContaining({ id: device.credentialId.toString('base64url') }),
    ]);
    const second = new SoftwareAuthenticator(TEST_PUBLIC_URL);
    const credential = second.register(options, 'https://evil.example');
    const wrongSite = await call('POST', '/api/me/passkeys', member.cookie, { challengeId, name: 'Evil', credential });
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json().message).toBe(PASSKEY_MESSAGES.notChecked);
    const again = await call('POST', '/api/me/passkeys', member.cookie, {
      challengeId,
      name: 'Laptop',
      credential: second.register(options),
    });
    expect(again.json().message).toBe(PASSKEY_MESSAGES.expired);
    const careless = await addPasskey(
      member.cookie,
      new SoftwareAuthenticator(TEST_PUBLIC_URL, { verifiesUser: false }),
    );
    expect(careless.added.statusCode).toBe(400);
    const garbage = await call('POST', '/api/me/passkeys', member.cookie, {
      challengeId: crypto.randomUUID(),
      name: 'x',
      credential: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: '!!' } },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('signs in with a passkey alone, as both factors: protected actions go through at once', async () => {
    const admin = await newAccount('admin');
    const { device } = await addPasskey(admin.cookie);
    const response = await passkeySignIn(device);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: admin.user.id }, secondFactorRequired: false });
    const cookie = cookiesOf(response.headers['set-cookie']);
    expect(await signedIn(cookie)).toBe(true);
    expect(
      (await call('POST', '/api/roles', cookie, { name: `Key Role ${counter}`, displayName: 'Key Role' })).statusCode,
    ).toBe(201);
    const listed = (await call('GET', '/api/me/passkeys', cookie)).json().passkeys;
    expect(listed[0].lastUsedAt).not.toBeNull();

    // An answer replayed, or one from a device the club does not know, signs nobody in.
    const { challengeId, options } = (await call('POST', '/api/auth/passkey/options')).json();
    const answer = device.assert(options);
    expect((await call('POST', '/api/auth/passkey', undefined, { challengeId, credential: answer })).statusCode).toBe(
      200,
    );
    const replayed = await call('POST', '/api/auth/passkey', undefined, { challengeId, credential: answer });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.headers['set-cookie']).toBeUndefined();
    const stranger = await passkeySignIn(new SoftwareAuthenticator(TEST_PUBLIC_URL));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(PASSKEY_MESSAGES.unknown);
  });

  it('holds a password sign-in until the passkey comes, and counts it for a role that requires a factor', async () => {
    const executive = await newAccount('executive');
    expect((await call('GET', '/api/me', executive.cookie)).json().secondFactorSetupRequired).toBe(true);
    const { device } = await addPasskey(executive.cookie);
    expect((await call('GET', '/api/me', executive.cookie)).json()).toMatchObject({
      role: 'executive',
      secondFactorSetupRequired: false,
    });
    const pending = await passwordSignIn(executive.email);
    expect(pending.pending).toBe(true);
    expect(await signedIn(pending.cookie)).toBe(false);

    const someoneElse = await newAccount('member');
    const { device: theirs } = await addPasskey(someoneElse.cookie);
    const giveWith = async (authenticator: SoftwareAuthenticator) => {
      const { challengeId, options } = (await call('POST', '/api/auth/passkey/options')).json();
      return call('POST', '/api/auth/second-factor/passkey', pending.cookie, {
        challengeId,
        credential: authenticator.assert(options),
      });
    };
    const wrongPerson = await giveWith(theirs);
    expect(wrongPerson.statusCode).toBe(400);
    expect(wrongPerson.json().message).toBe(PASSKEY_MESSAGES.notYours);
    const given = await giveWith(device);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe(SECOND_FACTOR_MESSAGES.signedIn);
    expect(await signedIn(pending.cookie)).toBe(true);
  });

  it('renames and removes only the person’s own passkeys; removing asks for a fresh factor and ends other sessions', async () => {
    const member = await newAccount('member');
    const { device } = await addPasskey(member.cookie);
    const [key] = (await call('GET', '/api/me/passkeys', member.cookie)).json().passkeys;
    const stranger = await newAccount('member');
    expect((await call('PATCH', `/api/me/passkeys/${key.id}`, stranger.cookie, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/me/passkeys/${key.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/me/passkeys/${key.id}`, member.cookie, { name: '  ' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/me/passkeys/${key.id}`, member.cookie, { name: 'Work phone' })).json().name).toBe(
      'Work phone',
    );

    await db().execute(
      sql`update session set second_factor_at = now() - interval '11 minutes' where user_id = ${member.user.id}`,
    );
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    const stale = await call('DELETE', `/api/me/passkeys/${key.id}`, member.cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe(SECOND_FACTOR_ERRORS.confirmAgain);
    const { challengeId, options } = (await call('POST', '/api/auth/passkey/options')).json();
    const confirmed = await call('POST', '/api/auth/second-factor/passkey', member.cookie, {
      challengeId,
      credential: device.assert(options),
    });
    expect(confirmed.json().message).toBe(SECOND_FACTOR_MESSAGES.confirmed);
    const other = await passkeySignIn(device);
    const removed = await call('DELETE', `/api/me/passkeys/${key.id}`, member.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await signedIn(cookiesOf(other.headers['set-cookie']))).toBe(false);
    expect((await passkeySignIn(device)).statusCode).toBe(400);
    await mailTo(app, member.email, 'A passkey was removed from your account');
  });

  it('refuses an answer after the challenge’s five minutes; housekeeping clears challenges left unanswered', async () => {
    const member = await newAccount('member');
    const { device } = await addPasskey(member.cookie);
    const { challengeId, options } = (await call('POST', '/api/auth/passkey/options')).json();
    const age = (minutes: number) =>
      db().execute(
        sql`update verification set expires_at = now() - make_interval(mins => ${minutes})
            where identifier = ${`webauthn:${challengeId}`}`,
      );
    await age(1);
    const late = await call('POST', '/api/auth/passkey', undefined, {
      challengeId,
      credential: device.assert(options),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PASSKEY_MESSAGES.expired);
    const { challengeId: forgotten } = (await call('POST', '/api/auth/passkey/options')).json();
    await db().execute(
      sql`update verification set expires_at = now() - interval '2 days' where identifier = ${`webauthn:${forgotten}`}`,
    );
    await runHousekeeping(db());
    const left = await queryRows(db(), sql`select 1 from verification where identifier = ${`webauthn:${forgotten}`}`);
    expect(left).toHaveLength(0);
  });

  it('goes with a staff reset of a lost phone', async () => {
    const executive = await newAccount('executive');
    const { device } = await addPasskey(executive.cookie);
    const admin = await newAccount('admin');
    await addPasskey(admin.cookie);
    const reset = await call('POST', `/api/admin/users/${executive.user.id}/second-factor/reset`, admin.cookie);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await passkeySignIn(device)).statusCode).toBe(400);
    expect((await passwordSignIn(executive.email)).pending).toBe(false);
  });
});
