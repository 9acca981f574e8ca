import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createTestApp, mailTo, readOutbox, signIn, type TestApp, tokenFromMail } from '../../test/harness';
import { FREE_FAILURES, RESETS_PER_HOUR } from './account-limits';

const json = (body: object) => ({ headers: { 'content-type': 'application/json' }, payload: body });

describe('auth flows', () => {
  let app: TestApp;
  const email = 'aishath.nadha@club.test';
  const password = 'sunrise-2026';

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const me = (cookie?: string) =>
    app.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} }).then((r) => r.json());

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('signs up as guest, mails a confirmation link, and refuses sign-in until confirmed', async () => {
    const response = await post('/api/auth/sign-up', { fullName: 'Aishath Nadha', email, password });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Please check your email to confirm your account');
    await mailTo(app, email, '/auth/confirm?token=');

    const early = await post('/api/auth/sign-in', { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/confirm your email/);
  });

  it('speaks to an account in the language it signed up in: the confirmation, then a reset asked from anywhere', async () => {
    const dhivehi = 'hawwa.dv@club.test';
    const signedUp = await post(
      '/api/auth/sign-up',
      { fullName: 'ހައްވާ ނަދާ', email: dhivehi, password },
      { 'accept-language': 'dv-MV,dv;q=0.9,en;q=0.5' },
    );
    expect(signedUp.statusCode).toBe(201);
    const confirmation = await mailTo(app, dhivehi, '/auth/confirm?token=');
    expect(confirmation.text).toMatch(/^Subject: މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް: ތިބާގެ އީމެއިލް ކަށަވަރުކުރައްވާ$/m);
    expect(confirmation.text).toContain('މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް އަށް މަރުޙަބާ، ހައްވާ ނަދާ!');
    const token = await tokenFromMail(app, dhivehi, '/auth/confirm');
    expect((await post('/api/auth/confirm-email', { token })).statusCode).toBe(200);
    // A reset asked by a browser that says nothing of its language still comes in the account's.
    expect((await post('/api/auth/forgot-password', { email: dhivehi })).statusCode).toBe(200);
    const reset = await mailTo(app, dhivehi, '/auth/reset-password?token=');
    expect(reset.text).toMatch(/^Subject: .*ތިބާގެ ޕާސްވޯޑް އައުކުރައްވާ$/m);
    const cookie = await signIn(app, dhivehi, password);
    expect((await me(cookie)).profile.language).toBe('dv');
  });

  it('rejects bad sign-up input with field errors and creates nothing', async () => {
    const short = await post('/api/auth/sign-up', { fullName: 'Ali', email: 'ali@club.test', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password[0]).toMatch(/at least 6/);
    const missing = await post('/api/auth/sign-up', { email: 'ali@club.test' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(expect.arrayContaining(['fullName', 'password']));
    const signUpAs = (contentType: string, payload: string) =>
      app.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers: { 'content-type': contentType }, payload });
    const malformed = await signUpAs('application/json', '{"fullName": "Ali",');
    expect(malformed.statusCode).toBe(400);
    const oversized = await post('/api/auth/sign-up', {
      fullName: 'A'.repeat(20_000),
      email: 'ali@club.test',
      password,
    });
    expect(oversized.statusCode).toBe(413);
    const wrongType = await signUpAs('application/xml', '<fullName>Ali</fullName>');
    expect(wrongType.statusCode).toBe(415);
    const signIn = await post('/api/auth/sign-in', { email: 'ali@club.test', password: '123456' });
    expect(signIn.statusCode).toBe(401);
  });

  it('does not create a second account for the same email', async () => {
    const again = await post('/api/auth/sign-up', {
      fullName: 'Someone Else',
      email,
      password: 'another-sunset-pass-8',
    });
    // The same answer as for a new address: sign-up never tells whether an address is registered.
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true, message: 'Please check your email to confirm your account' });
    const confirmToken = await tokenFromMail(app, email, '/auth/confirm');
    expect(confirmToken).toBeTruthy();
    const [row] = await app.database.db.select({ n: count() }).from(user).where(eq(user.email, email));
    expect(row?.n).toBe(1);
  });

  it('answers twenty sign-ups with one new email at once as one at a time: one account, the same answer', async () => {
    const racer = `racer-${Date.now()}@club.test`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/auth/sign-up', { fullName: `Racer ${i}`, email: racer, password: `lagoon-sunset-${i}-pass` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [row] = await app.database.db.select({ n: count() }).from(user).where(eq(user.email, racer));
    expect(row?.n).toBe(1);
  });

  it('confirms the email once, signing the person in; a reused, forged or expired link gets a clear 4xx', async () => {
    const token = await tokenFromMail(app, email, '/auth/confirm');
    const first = await post('/api/auth/confirm-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Your email is confirmed. You are signed in.');
    const session = [first.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
    expect(session).toBeDefined();
    expect((await me(String(session).split(';')[0])).user.email).toBe(email);
    const reused = await post('/api/auth/confirm-email', { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/already been used/);
    const forged = await post('/api/auth/confirm-email', { token: `${token.slice(0, -4)}abcd` });
    expect(forged.statusCode).toBe(400);
    const expired = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(readSecret(app)));
    const late = await post('/api/auth/confirm-email', { token: expired });
    expect(late.statusCode).toBe(410);
  });

  it('signs in with an HttpOnly session cookie, shows the guest profile, and signs out', async () => {
    const wrong = await post('/api/auth/sign-in', { email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'unauthorized', message: 'Invalid email or password.' });

    const response = await post('/api/auth/sign-in', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/club\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0] ?? '';

    const signedIn = await me(cookie);
    expect(signedIn).toMatchObject({
      user: { email },
      role: 'guest',
      profile: { fullName: 'Aishath Nadha', role: 'guest' },
    });

    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).user).toBeNull();
    const profile = await app.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(401);
  });

  it('resets a forgotten password by email; the link works once and old sessions end', async () => {
    const oldSession = await signIn(app, email, password);
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@club.test' });
    expect(unknown.statusCode).toBe(200);
    const asked = await post('/api/auth/forgot-password', { email });
    expect(asked.statusCode).toBe(200);
    expect(unknown.json().message).toBe(asked.json().message);
    const token = await tokenFromMail(app, email, '/auth/reset-password');

    const tooShort = await post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(tooShort.statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new-sunset-99' });
    expect(reset.statusCode).toBe(200);
    const reused = await post('/api/auth/reset-password', { token, newPassword: 'another-one-11' });
    expect(reused.statusCode).toBe(400);

    expect((await me(oldSession)).user).toBeNull();
    expect((await post('/api/auth/sign-in', { email, password })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { email, password: 'new-sunset-99' })).statusCode).toBe(200);
  });

  it('refuses common passwords and ones built from the email or name, on sign-up and on reset', async () => {
    const person = { fullName: 'Mariyam Shiuna', email: 'mariyam.shiuna@club.test' };
    for (const weak of ['123456', 'password', 'qwerty123', 'mariyam.shiuna@club.test', 'Shiuna1990', 'mariyam123']) {
      const response = await post('/api/auth/sign-up', { ...person, password: weak });
      expect(response.statusCode, weak).toBe(400);
      expect(response.json().fieldErrors.password[0], weak).toMatch(/too easy to guess/);
    }
    expect((await post('/api/auth/sign-up', { ...person, password: 'reef-lagoon-sunset-42' })).statusCode).toBe(201);
    await post('/api/auth/forgot-password', { email: person.email });
    const token = await tokenFromMail(app, person.email, '/auth/reset-password');
    const weakReset = await post('/api/auth/reset-password', { token, newPassword: 'shiuna2026' });
    expect(weakReset.statusCode).toBe(400);
    expect(weakReset.json().fieldErrors.newPassword[0]).toMatch(/too easy to guess/);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'blue-hithadhoo-kite-7' })).statusCode).toBe(
      200,
    );
  });

  it('answers forgot-password in the same time for known and unknown addresses', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 40; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const started = performance.now();
        await post('/api/auth/forgot-password', { email: kind === 'known' ? email : `nobody-${i}@club.test` });
        timings[kind].push(performance.now() - started);
        // Let the work done after the reply finish, so that it is not counted in the next request.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Before: 7.8 ms against 2.6 ms. Now the lookup and the mail happen after the reply.
    process.stdout.write(
      `forgot-password medians: known ${median(timings.known).toFixed(2)} ms, unknown ${median(timings.unknown).toFixed(2)} ms\n`,
    );
    // Samples alternate, so load from other test files weighs on both kinds alike.
    expect(median(timings.known)).toBeLessThan(median(timings.unknown) * 1.5 + 0.5);
  });

  it('sends an account at most a few reset links an hour, however many clients ask', async () => {
    const target = 'much.asked@club.test';
    await post('/api/auth/sign-up', { fullName: 'Much Asked', email: target, password: 'reef-lagoon-sunset-42' });
    await mailTo(app, target, '/auth/confirm?token=');
    const before = (await readOutbox(app)).filter((m) => m.to.includes(target)).length;
    for (let i = 0; i < 30; i++) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `10.9.0.${i + 1}`,
        payload: { email: target },
      });
      expect(response.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const resets = (await readOutbox(app)).filter((m) => m.to.includes(target)).length - before;
    expect(resets).toBe(RESETS_PER_HOUR);
  });

  it("slows guessing on one account from many clients, but never locks its owner's browser out", async () => {
    const owner = 'guarded.owner@club.test';
    const ownerPassword = 'reef-lagoon-sunset-42';
    await post('/api/auth/sign-up', { fullName: 'Guarded Owner', email: owner, password: ownerPassword });
    const confirm = await tokenFromMail(app, owner, '/auth/confirm');
    await post('/api/auth/confirm-email', { token: confirm });
    // The owner signs in once from their browser: it keeps a device mark for this account.
    const first = await post('/api/auth/sign-in', { email: owner, password: ownerPassword });
    const deviceCookie = (first.headers['set-cookie'] as string[]).find((c) => c.startsWith('club.device='));
    expect(deviceCookie).toMatch(/HttpOnly/);
    const device = (deviceCookie ?? '').split(';')[0] ?? '';

    const attempt = (i: number, password: string, cookie?: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: `10.8.0.${i}`,
        headers: cookie ? { cookie } : {},
        payload: { email: owner, password },
      });
    const guesses = [];
    for (let i = 1; i <= FREE_FAILURES + 1; i++) guesses.push((await attempt(i, `guess-${i}`)).statusCode);
    expect(guesses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
    const stranger = await attempt(50, ownerPassword);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's own browser still gets in, and a success clears the count.
    expect((await attempt(51, ownerPassword, device)).statusCode).toBe(200);
    expect((await attempt(52, ownerPassword)).statusCode).toBe(200);
  });

  it('rate-limits sign-in attempts with a clear 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'guess-123' }) });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await attempt();
      expect(blocked.json()).toMatchObject({
        error: 'rate_limited',
        message: expect.stringMatching(/Too many attempts/),
      });
      const signUp = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          ...json({ fullName: 'Spam', email: `spam-${Math.random()}@club.test`, password: 'spam-spam' }),
        });
      const signUps = [];
      for (let i = 0; i < 4; i++) signUps.push((await signUp()).statusCode);
      expect(signUps.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

/** The secret generated into DATA_DIR on first start. */
const readSecret = (app: TestApp) => readFileSync(join(app.config.dataDir, 'auth-secret'), 'utf8').trim();
