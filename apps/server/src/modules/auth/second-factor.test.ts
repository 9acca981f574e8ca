import { SECOND_FACTOR_ERRORS, SECOND_FACTOR_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createConfirmedAccount } from '../../platform/accounts';
import { SESSION_CACHE_MS } from '../../platform/session-cache';
import { base32Decode, hotp, TOTP_PERIOD_S, timeStep } from '../../platform/totp';
import {
  callApp,
  createTestApp,
  type Method,
  mailTo,
  signedInAs,
  TEST_PASSWORD,
  type TestApp,
  tokenFromMail,
} from '../../test/harness';
import { resetSecondFactorByEmail } from './second-factor';

let counter = 0;

describe('two-step sign-in: an authenticator app, recovery codes, the door and protected actions', () => {
  let app: TestApp;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const db = () => app.database.db;

  /** The browser's cookies after a response (its Set-Cookie over what it had). */
  const cookiesAfter = (before: string, setCookie: string | string[] | undefined) => {
    const jar = new Map(
      before
        .split('; ')
        .filter(Boolean)
        .map((c) => [c.split('=')[0] ?? '', c] as const),
    );
    for (const c of [setCookie ?? []].flat()) {
      const pair = c.split(';')[0] ?? '';
      jar.set(pair.split('=')[0] ?? '', pair);
    }
    return [...jar.values()].join('; ');
  };

  /** Signs in with the password as a browser does (its own cookies sent along): the cookies and the answer. */
  const passwordSignIn = async (email: string, browserCookies = '') => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: TEST_PASSWORD },
      headers: browserCookies ? { cookie: browserCookies } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      cookie: cookiesAfter(browserCookies, response.headers['set-cookie']),
      secondFactorRequired: response.json().secondFactorRequired as boolean,
    };
  };

  const giveCode = (cookie: string, code: string, trustBrowser = false) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { code, trustBrowser },
      headers: { cookie },
    });

  /** A new account with this role, no second factor yet, signed in (held at the door if its role requires one). */
  const newAccount = async (role: 'admin' | 'executive' | 'member') => {
    const email = `two-step-${role}-${++counter}@club.test`;
    const user = await createConfirmedAccount(app.auth, db(), {
      email,
      fullName: `Two Step ${role}`,
      password: TEST_PASSWORD,
      role,
    });
    const { cookie } = await passwordSignIn(email);
    return { user, email, cookie };
  };

  /** Sets up the app as a person does (password, scan, first code): the secret and the recovery codes. */
  const setUpApp = async (account: { cookie: string }) => {
    const started = await call('POST', '/api/me/second-factor/authenticator', account.cookie, {
      password: TEST_PASSWORD,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri } = started.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&issuer=.+&algorithm=SHA1&digits=6&period=30$/);
    const confirmed = await call('POST', '/api/me/second-factor/authenticator/confirm', account.cookie, {
      code: codeOf(secret, -1),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  };

  /** The app's code for the time step `offset` steps from now (the server takes one step either side). */
  const codeOf = (secret: string, offset = 0) => hotp(base32Decode(secret), timeStep() + offset);
  /** As if the app's last code was used some minutes ago: the next ones are new again. */
  const timePasses = (userId: string) =>
    db().execute(sql`update two_factor set last_used_step = last_used_step - 20 where user_id = ${userId}`);
  /** As if the session gave its factor minutes ago (and the second its lookup is remembered has passed). */
  const ageFactor = async (cookie: string, minutes: number) => {
    await db().execute(
      sql`update session set second_factor_at = now() - make_interval(mins => ${minutes})
          where token = ${decodeURIComponent(/club\.session_token=([^.;]+)/.exec(cookie)?.[1] ?? '')}`,
    );
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
  };
  const signedIn = async (cookie: string) => (await call('GET', '/api/me', cookie)).json().user !== null;

  beforeAll(async () => {
    app = await createTestApp();
    // Codes are worked out for "now": start clear of a step's end, so a test never straddles two steps by chance.
    const intoStep = (Date.now() / 1000) % TOTP_PERIOD_S;
    if (intoStep > TOTP_PERIOD_S - 8) await new Promise((r) => setTimeout(r, (TOTP_PERIOD_S - intoStep + 0.5) * 1000));
  });
  afterAll(() => app.close());

  it('sets up the app with the password and a first code: recovery codes once, other browsers out, a notice', async () => {
    const member = await newAccount('member');
    const otherBrowser = await passwordSignIn(member.email);
    const wrongPassword = await call('POST', '/api/me/second-factor/authenticator', member.cookie, {
      password: 'not-it',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors.password).toBeDefined();
    const started = await call('POST', '/api/me/second-factor/authenticator', member.cookie, {
      password: TEST_PASSWORD,
    });
    const { secret } = started.json();
    const stored = await queryRows<{ secret: string }>(
      db(),
      sql`select secret from two_factor where user_id = ${member.user.id}`,
    );
    expect(stored[0]?.secret).not.toContain(secret); // sealed at rest
    const wrong = await call('POST', '/api/me/second-factor/authenticator/confirm', member.cookie, {
      code: String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toEqual([SECOND_FACTOR_MESSAGES.wrongCode]);
    const confirmed = await call('POST', '/api/me/second-factor/authenticator/confirm', member.cookie, {
      code: codeOf(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);
    // Moving the app to another phone is done by turning it off first.
    expect(
      (await call('POST', '/api/me/second-factor/authenticator', member.cookie, { password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(409);
    expect(await signedIn(member.cookie)).toBe(true);
    expect(await signedIn(otherBrowser.cookie)).toBe(false);
    expect(
      (await mailTo(app, member.email, 'Two-step sign-in with an authenticator app was turned on')).text,
    ).toContain('/profile');
    const status = (await call('GET', '/api/me/second-factor', member.cookie)).json();
    expect(status).toMatchObject({ recoveryCodesLeft: 10, requiredByRole: false });
    expect(status.authenticatorSince).not.toBeNull();
  });

  it('holds a password sign-in at the second step until a code comes: no screen, no data, no way around', async () => {
    const member = await newAccount('member');
    const { secret } = await setUpApp(member);
    const pending = await passwordSignIn(member.email);
    expect(pending.secondFactorRequired).toBe(true);
    expect((await call('GET', '/api/me', pending.cookie)).json()).toMatchObject({ user: null, role: 'guest' });
    expect((await call('GET', '/api/profile', pending.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/sessions', pending.cookie)).statusCode).toBe(401);
    expect((await call('POST', '/api/me/sessions/end-others', pending.cookie)).statusCode).toBe(401);
    expect(
      (
        await call('POST', '/api/me/password', pending.cookie, {
          currentPassword: TEST_PASSWORD,
          newPassword: 'another-reef-walk-9',
        })
      ).statusCode,
    ).toBe(401);
    // The library's own sign-in (any path that makes a session) makes a waiting one too.
    const direct = await app.auth.api.signInEmail({ body: { email: member.email, password: TEST_PASSWORD } });
    const [made] = await queryRows<{ second_factor_pending: boolean }>(
      db(),
      sql`select second_factor_pending from session where token = ${direct.token}`,
    );
    expect(made?.second_factor_pending).toBe(true);
    // A reset link signs nobody in, and the new password meets the same second step.
    await call('POST', '/api/auth/forgot-password', undefined, { email: member.email });
    const token = await tokenFromMail(app, member.email, '/auth/reset-password');
    const reset = await call('POST', '/api/auth/reset-password', undefined, {
      token,
      newPassword: 'harbour-lights-42',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(pending.cookie)).toBe(false);
    const afterReset = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: 'harbour-lights-42' },
    });
    expect(afterReset.json().secondFactorRequired).toBe(true);
    const held = cookiesAfter('', afterReset.headers['set-cookie']);
    expect(await signedIn(held)).toBe(false);

    const done = await giveCode(held, codeOf(secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(SECOND_FACTOR_MESSAGES.signedIn);
    expect(await signedIn(held)).toBe(true);
  });

  it('takes an app code once: again in its time step, or from another browser at the same moment, it is refused', async () => {
    const member = await newAccount('member');
    const { secret } = await setUpApp(member);
    const first = await passwordSignIn(member.email);
    const second = await passwordSignIn(member.email);
    const code = codeOf(secret);
    expect((await giveCode(first.cookie, code)).statusCode).toBe(200);
    const again = await giveCode(second.cookie, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.code).toEqual([SECOND_FACTOR_MESSAGES.wrongCode]);
    expect(await signedIn(second.cookie)).toBe(false);

    // Two browsers bring the same new code at once: one gets in.
    await timePasses(member.user.id);
    const [a, b] = await Promise.all([passwordSignIn(member.email), passwordSignIn(member.email)]);
    const racing = codeOf(secret, 1);
    const answers = await Promise.all([giveCode(a.cookie, racing), giveCode(b.cookie, racing)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once, typed any way; new codes void the old ones', async () => {
    const member = await newAccount('member');
    const { recoveryCodes } = await setUpApp(member);
    const [code, other] = recoveryCodes as [string, string];
    const first = await passwordSignIn(member.email);
    expect((await giveCode(first.cookie, ` ${code.toUpperCase()} `)).statusCode).toBe(200);
    const second = await passwordSignIn(member.email);
    expect((await giveCode(second.cookie, code)).statusCode).toBe(400);
    expect((await call('GET', '/api/me/second-factor', first.cookie)).json().recoveryCodesLeft).toBe(9);
    // New codes are a protected action: the recovery code just given counts as the fresh factor.
    const renewed = await call('POST', '/api/me/second-factor/recovery-codes', first.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await giveCode(second.cookie, other)).statusCode).toBe(400);
    expect((await giveCode(second.cookie, renewed.json().recoveryCodes[0])).statusCode).toBe(200);
  });

  it('slows wrong codes like wrong passwords, and lets a waiting sign-in lapse after ten minutes', async () => {
    const member = await newAccount('member');
    const { secret } = await setUpApp(member);
    const pending = await passwordSignIn(member.email);
    for (let i = 0; i < 5; i++) expect((await giveCode(pending.cookie, '000000')).statusCode).toBe(400);
    const slowed = await giveCode(pending.cookie, codeOf(secret, 1));
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(SECOND_FACTOR_MESSAGES.tooManyCodes);
    await db().execute(sql`delete from sign_in_throttle where email = ${`second-factor:${member.user.id}`}`);

    const late = await passwordSignIn(member.email);
    await db().execute(
      sql`update session set created_at = now() - interval '11 minutes' where user_id = ${member.user.id}
          and second_factor_pending`,
    );
    const lapsed = await giveCode(late.cookie, codeOf(secret, 1));
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json().message).toBe(SECOND_FACTOR_MESSAGES.signInExpired);
    expect((await giveCode('', codeOf(secret, 1))).statusCode).toBe(401);
  });

  it('trusts a browser for 30 days at sign-in (never for a protected action), until the app changes', async () => {
    const admin = await newAccount('admin');
    const { secret } = await setUpApp(admin);
    const pending = await passwordSignIn(admin.email);
    const trusted = await giveCode(pending.cookie, codeOf(secret, 1), true);
    expect(trusted.statusCode).toBe(200);
    const trustCookie = [trusted.headers['set-cookie']].flat().find((c) => c?.startsWith('club.trust='));
    expect(trustCookie).toMatch(/Max-Age=2592000; HttpOnly; SameSite=Lax/);
    const browser = cookiesAfter(pending.cookie, trusted.headers['set-cookie']);

    const again = await passwordSignIn(admin.email, browser);
    expect(again.secondFactorRequired).toBe(false);
    expect(await signedIn(again.cookie)).toBe(true);
    // Signed in on trust, not by a code: a protected action still asks.
    const roles = await call('POST', '/api/roles', again.cookie, { name: 'Coach Lead', displayName: 'Coach Lead' });
    expect(roles.statusCode).toBe(403);
    expect(roles.json().error).toBe(SECOND_FACTOR_ERRORS.confirmAgain);
    // Another browser, or the mark under an app set up anew, is asked again.
    expect((await passwordSignIn(admin.email)).secondFactorRequired).toBe(true);
    await timePasses(admin.user.id);
    const fresh = await passwordSignIn(admin.email, browser);
    await db().execute(sql`update two_factor set enabled_at = now() where user_id = ${admin.user.id}`);
    expect((await passwordSignIn(admin.email, fresh.cookie)).secondFactorRequired).toBe(true);
  });

  it('holds roles that require it at the door: nothing of the role until the app is set up', async () => {
    const executive = await newAccount('executive');
    const me = (await call('GET', '/api/me', executive.cookie)).json();
    expect(me).toMatchObject({ role: 'guest', permissions: {}, secondFactorSetupRequired: true });
    const held = await call('GET', '/api/admin/finance/journal', executive.cookie);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({
      error: SECOND_FACTOR_ERRORS.setUpFirst,
      message: SECOND_FACTOR_MESSAGES.setUpFirst,
    });
    expect((await call('GET', '/api/me/second-factor', executive.cookie)).json().requiredByRole).toBe(true);
    await setUpApp(executive);
    const after = (await call('GET', '/api/me', executive.cookie)).json();
    expect(after).toMatchObject({ role: 'executive', secondFactorSetupRequired: false });
    expect(after.permissions.finance).toContain('approve');
    expect((await call('GET', '/api/admin/finance/journal', executive.cookie)).statusCode).toBe(200);
  });

  it('asks for the factor again before protected actions when it was not given in the last ten minutes', async () => {
    const admin = await newAccount('admin');
    const { secret } = await setUpApp(admin);
    const accountOf = async (code: string) =>
      (await queryRows<{ id: string }>(db(), sql`select id from chart_of_accounts where account_code = ${code}`))[0]
        ?.id as string;
    const [cash, kit] = await Promise.all([accountOf('1000'), accountOf('5200')]);
    const posted = await call('POST', '/api/admin/finance/journal', admin.cookie, {
      transactionDate: '2026-06-10',
      referenceNumber: 'INV-12',
      description: 'Match balls',
      lines: [
        { accountId: kit, debit: '120.00' },
        { accountId: cash, credit: '120.00' },
      ],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const settings = (await call('GET', '/api/admin/settings', admin.cookie)).json();
    const matrix = (await call('GET', '/api/role-permissions', admin.cookie)).json().matrix;
    const protectedActions = [
      () => call('POST', `/api/admin/finance/journal/${posted.json().id}/reverse`, admin.cookie),
      () => call('POST', '/api/roles', admin.cookie, { name: 'Kit Manager', displayName: 'Kit Manager' }),
      () => call('PUT', '/api/role-permissions', admin.cookie, { matrix }),
      () =>
        call('PUT', '/api/admin/settings', admin.cookie, {
          ...settings,
          bankAccount: { bankName: 'BML', accountName: 'Club', accountNumber: '7730000099999' },
        }),
      () =>
        call('GET', '/api/admin/backend/backups/archives/club-backup-2026-11-26T10-00-00Z.clubbackup', admin.cookie),
      // Undoing a statement match reverses postings and receipted payments, as a journal reversal does.
      () =>
        call('POST', `/api/admin/finance/statements/lines/${crypto.randomUUID()}/undo`, admin.cookie, {
          reason: 'Wrong donor',
        }),
    ];
    await ageFactor(admin.cookie, 11);
    for (const action of protectedActions) {
      const refused = await action();
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({
        error: SECOND_FACTOR_ERRORS.confirmAgain,
        message: SECOND_FACTOR_MESSAGES.confirmAgain,
      });
    }
    // Other settings save without it.
    expect(
      (await call('PUT', '/api/admin/settings', admin.cookie, { ...settings, contributionGoal: '50000.00' }))
        .statusCode,
    ).toBe(200);

    const confirmed = await giveCode(admin.cookie, codeOf(secret, 1));
    expect(confirmed.json().message).toBe(SECOND_FACTOR_MESSAGES.confirmed);
    const answers = [];
    for (const action of protectedActions) answers.push((await action()).statusCode);
    expect(answers).toEqual([201, 201, 200, 200, 404, 404]);
  });

  it('turns the app off with a fresh code: other browsers out, recovery codes gone, a notice', async () => {
    const member = await newAccount('member');
    const { secret } = await setUpApp(member);
    await ageFactor(member.cookie, 11);
    expect((await call('DELETE', '/api/me/second-factor/authenticator', member.cookie)).statusCode).toBe(403);
    expect((await giveCode(member.cookie, codeOf(secret, 1))).statusCode).toBe(200);
    const other = await passwordSignIn(member.email);
    expect((await call('DELETE', '/api/me/second-factor/authenticator', member.cookie)).statusCode).toBe(200);
    expect(await signedIn(other.cookie)).toBe(false);
    expect((await call('GET', '/api/me/second-factor', member.cookie)).json()).toMatchObject({
      authenticatorSince: null,
      recoveryCodesLeft: 0,
    });
    expect((await passwordSignIn(member.email)).secondFactorRequired).toBe(false);
    await mailTo(app, member.email, 'was turned off for your account');
  });

  it('lets staff reset a lost factor below their level (audited, emailed), and the command line reset any', async () => {
    const admin = await signedInAs(app, 'admin');
    const executive = await newAccount('executive');
    await setUpApp(executive);
    const otherAdmin = await newAccount('admin');
    await setUpApp(otherAdmin);
    const reset = await call('POST', `/api/admin/users/${executive.user.id}/second-factor/reset`, admin.cookie);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await signedIn(executive.cookie)).toBe(false);
    await mailTo(app, executive.email, 'reset two-step sign-in on your account');
    const audit = await queryRows<{ actor_email: string }>(
      db(),
      sql`select actor_email from audit_log where action = 'user.second-factor.reset' and entity_id = ${executive.user.id}`,
    );
    expect(audit.map((row) => row.actor_email)).toEqual([admin.email]);
    // Nothing left to reset; an executive (no users' edit right) resets nobody.
    expect(
      (await call('POST', `/api/admin/users/${executive.user.id}/second-factor/reset`, admin.cookie)).statusCode,
    ).toBe(404);
    const staff = await signedInAs(app, 'executive');
    expect(
      (await call('POST', `/api/admin/users/${otherAdmin.user.id}/second-factor/reset`, staff.cookie)).statusCode,
    ).toBe(403);

    // The last admin with neither phone nor codes: the command line.
    expect(await resetSecondFactorByEmail(db(), otherAdmin.email)).toEqual({
      userId: otherAdmin.user.id,
      email: otherAdmin.email,
    });
    expect(await signedIn(otherAdmin.cookie)).toBe(false);
    expect((await passwordSignIn(otherAdmin.email)).secondFactorRequired).toBe(false);
    expect(await resetSecondFactorByEmail(db(), otherAdmin.email)).toBeNull();
  });

  it('lets the club choose the roles that must use it (a protected action, audited)', async () => {
    const admin = await newAccount('admin');
    await setUpApp(admin);
    const listed = (await call('GET', '/api/admin/settings/second-factor-roles', admin.cookie)).json().roles as {
      id: string;
      displayName: string;
      required: boolean;
    }[];
    const required = listed.filter((role) => role.required).map((role) => role.displayName);
    expect(required).toEqual(expect.arrayContaining(['Admin', 'Executive']));
    expect(listed.find((role) => role.displayName === 'Member')?.required).toBe(false);
    const member = listed.find((role) => role.displayName === 'Member');
    const chosen = [...listed.filter((role) => role.required).map((role) => role.id), member?.id];
    expect(
      (await call('PUT', '/api/admin/settings/second-factor-roles', admin.cookie, { roleIds: [crypto.randomUUID()] }))
        .statusCode,
    ).toBe(400);
    const saved = await call('PUT', '/api/admin/settings/second-factor-roles', admin.cookie, { roleIds: chosen });
    expect(saved.statusCode, saved.body).toBe(200);
    const someone = await newAccount('member');
    expect((await call('GET', '/api/me', someone.cookie)).json().secondFactorSetupRequired).toBe(true);
    await call('PUT', '/api/admin/settings/second-factor-roles', admin.cookie, { roleIds: chosen.slice(0, -1) });
    expect((await call('GET', '/api/me', someone.cookie)).json()).toMatchObject({
      role: 'member',
      secondFactorSetupRequired: false,
    });
  });
});
