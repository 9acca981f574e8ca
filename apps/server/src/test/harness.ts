import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Action, ModuleId, Role } from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type ClubApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { type MailAttachment, profiles, rolePermissions, twoFactor, userRoles } from '../db/schema';
import { createConfirmedAccount } from '../platform/accounts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
/**
 * The scrypt cost of the test apps' password hashes (the server's is 16,384): each account a test signs in is
 * hashed and checked once, some 150 ms of a core at the standard cost (decision 043).
 */
export const TEST_PASSWORD_COST = 1024;
export const onPostgres = () => process.env.TEST_DB === 'postgres';

const images = new Map<string, Promise<Uint8Array | undefined>>();
const imageOf = (file: string | undefined) => {
  if (!file) return Promise.resolve(undefined);
  if (!images.has(file)) images.set(file, readFile(file));
  return images.get(file) as Promise<Uint8Array | undefined>;
};
/** The migrated embedded database the run's global setup made (database-templates.ts), read once a file. */
export const migratedImage = () => imageOf(inject('pgliteImage'));

/**
 * A new embedded database in memory (or in `dataDir`), empty as initdb leaves it (from the global setup's image), or
 * migrated: the scratch database a backup is restored into, on either project.
 */
export async function scratchEmbeddedDatabase({ migrated = false, dataDir = null as string | null } = {}) {
  const image = await imageOf(inject(migrated ? 'pgliteImage' : 'pgliteEmptyImage'));
  const database = await openDatabase({ kind: 'pglite', dataDir, image });
  if (!image && migrated) await database.migrate();
  return database;
}

/** A new migrated database: in-memory PGlite, or a fresh database on TEST_DATABASE_URL's server. */
export async function createTestDatabase(): Promise<{
  database: DatabaseHandle;
  url: string | null;
  drop: () => Promise<void>;
}> {
  if (!onPostgres()) {
    const image = await migratedImage();
    const database = await openDatabase({ kind: 'pglite', dataDir: null, image });
    if (!image) await database.migrate();
    return { database, url: null, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  if (!template) await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh migrated database for the tests of one `describe` block (created before them, dropped after):
 * `const db = useTestDatabase();` then `db.current` inside the tests.
 */
export function useTestDatabase() {
  const handle = { current: undefined as unknown as DatabaseHandle };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase();
    handle.current = created.database;
    drop = created.drop;
  });
  afterAll(async () => {
    await handle.current?.close();
    await drop();
  });
  return handle;
}

export interface TestApp extends ClubApp {
  config: Config;
  database: DatabaseHandle;
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** An app on a fresh database; `standardPasswordHashing` hashes as the server does (better-auth's own cost). */
export async function createTestApp(
  env: Record<string, string> = {},
  { standardPasswordHashing = false } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-test-'));
  const { database, url, drop } = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    BACKUP_SCHEDULER: 'false',
    // Tests run each job's pass themselves: no timer may run one in the middle of a test.
    SCHEDULED_JOBS: 'false',
    AUTH_RATE_LIMIT: '1000',
    SUBMISSION_RATE_LIMIT: '1000',
    ...env,
  });
  const club = await buildApp({
    config,
    database,
    logger: false,
    passwordCost: standardPasswordHashing ? undefined : TEST_PASSWORD_COST,
  });
  await club.app.ready();
  return {
    ...club,
    config,
    database,
    databaseUrl: url,
    async close() {
      await club.app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = 'correct-horse-7';
let counter = 0;

/** A confirmed account with the given role, signed in: returns its cookie header. */
export async function signedInAs(
  app: TestApp,
  role: Role,
  email = `${role}-${++counter}-${randomBytes(3).toString('hex')}@club.test`,
) {
  const user = await createConfirmedAccount(app.auth, app.database.db, {
    email,
    fullName: `Test ${role}`,
    password: TEST_PASSWORD,
    role,
  });
  // Roles that require a second factor (admin and executive by default) get one, so tests of everything
  // else meet no door: its own tests (modules/auth/second-factor.test.ts) set one up as people do.
  const [held] = await app.database.db
    .select({ requires: userRoles.requiresSecondFactor })
    .from(userRoles)
    .where(eq(userRoles.name, role));
  if (held?.requires) await giveSecondFactor(app, user.id);
  const cookie = await signIn(app, email, TEST_PASSWORD);
  return { user, email, cookie };
}

/** An authenticator app on the account, as if set up (its secret unusable: `signIn` passes the door for it). */
export async function giveSecondFactor(app: TestApp, userId: string) {
  await app.database.db
    .insert(twoFactor)
    .values({ userId, secret: 'set up by the test harness', enabledAt: new Date() })
    .onConflictDoNothing();
}

/**
 * A signed-in account holding a new custom role at `baseRole` level with exactly these rights
 * (written straight to the tables, as a saved matrix would be).
 */
export async function signedInWithCustomRole(
  app: TestApp,
  baseRole: Role,
  grants: Partial<Record<ModuleId, Action[]>>,
  options: { isActive?: boolean } = {},
) {
  const name = `custom-${++counter}-${randomBytes(3).toString('hex')}`;
  const [role] = await app.database.db
    .insert(userRoles)
    .values({ name, displayName: name, baseRole, isActive: options.isActive ?? true })
    .returning({ id: userRoles.id });
  if (!role) throw new Error('role not created');
  const rows = Object.entries(grants).flatMap(([module, actions]) =>
    (actions ?? []).map((action) => ({ roleId: role.id, module, action })),
  );
  if (rows.length > 0) await app.database.db.insert(rolePermissions).values(rows);
  await app.permissions.reload();
  const account = await signedInAs(app, baseRole);
  await app.database.db.update(profiles).set({ roleId: role.id }).where(eq(profiles.userId, account.user.id));
  return { ...account, roleId: role.id };
}

export async function signIn(app: TestApp, email: string, password: string) {
  const response = await app.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  // The harness's accounts give their second factor by fiat, the moment they sign in.
  if (response.json().secondFactorRequired)
    await app.database.db.execute(
      sql`update session set second_factor_pending = false, second_factor_at = now()
          where user_id = (select id from "user" where email = ${email.toLowerCase()}) and second_factor_pending`,
    );
  const setCookie = response.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]);
  return cookies.join('; ');
}

/** Header words encoded for non-ASCII text (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`), as UTF-8. */
const decodeEncodedWords = (header: string) =>
  header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(word, 'base64').toString('utf8')
      : Buffer.from(
          word
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

/**
 * The message as a person reads it: encoded header words and each quoted-printable part (the whole message,
 * or one MIME part) decoded as UTF-8, and a text part in base64 (as non-Latin text is sent) decoded and marked
 * 8bit; other parts stay as written (a 7bit token such as "AEcU..." after "=" is no escape, an attachment stays
 * base64).
 */
function decodeMail(raw: string) {
  return raw
    .split(/(?=^--)/m)
    .map((part) => {
      const bodyStart = part.search(/\r?\n\r?\n/);
      if (bodyStart < 0) return part;
      const headers = decodeEncodedWords(part.slice(0, bodyStart));
      const body = part.slice(bodyStart);
      if (/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) {
        const latin1 = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return headers + Buffer.from(latin1, 'latin1').toString('utf8');
      }
      if (/^Content-Type: text\/plain/im.test(headers) && /^Content-Transfer-Encoding: base64$/im.test(headers))
        return (
          headers.replace(/^Content-Transfer-Encoding: base64$/im, 'Content-Transfer-Encoding: 8bit') +
          body.replace(/[^\r\n]+(\r?\n[^\r\n]+)*/, (encoded) =>
            Buffer.from(encoded.replace(/\s/g, ''), 'base64').toString('utf8'),
          )
        );
      return headers + body;
    })
    .join('');
}

/** The messages written to DATA_DIR/outbox, oldest first, decoded enough to read their links. */
export async function readOutbox(app: TestApp) {
  const dir = join(app.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8');
      const text = decodeMail(raw);
      return { file, text, to: /^To: (.+)$/m.exec(text)?.[1] ?? '' };
    }),
  );
}

/**
 * A second server over the same Postgres database with its own connections (as another process would run):
 * what it sees of a change made through `app` came by the database's change notifications. Closed with `close`.
 */
export async function secondServer(app: TestApp) {
  const database = await openDatabase({ kind: 'postgres', url: app.databaseUrl ?? '' });
  const other = await buildApp({ config: app.config, database, logger: false, passwordCost: TEST_PASSWORD_COST });
  await other.app.ready();
  return {
    ...other,
    async close() {
      await other.app.close();
      await database.close();
    },
  };
}

/** The first mail to `to` (and containing `text`), once the mail worker has delivered it. */
export async function mailTo(app: TestApp, to: string, text = '') {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await readOutbox(app)).find((m) => m.to.includes(to) && m.text.includes(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} containing "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The mail queued for `to` whose subject holds `subject`, oldest first, with its attachments. */
export const queuedMailsTo = (app: TestApp, to: string, subject: string) =>
  queryRows<{ subject: string; body: string; attachments: MailAttachment[] }>(
    app.database.db,
    sql`select subject, body, attachments from mail_queue
        where recipient = ${to} and position(${subject} in subject) > 0 order by created_at`,
  );

/** The token of the newest mail to `to` linking to `path`; waits briefly, since some mail is sent in the background. */
export async function tokenFromMail(app: TestApp, to: string, path: string) {
  const pattern = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=([^\\s&]+)`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await readOutbox(app)).filter((m) => m.to.includes(to) && pattern.test(m.text));
    const match = mails.at(-1) && pattern.exec(mails.at(-1)?.text ?? '');
    if (match?.[1]) return decodeURIComponent(match[1]);
    if (Date.now() > deadline) {
      const seen = (await readOutbox(app))
        .map((m) => `${m.file} -> ${m.to}: ${/^Subject: (.+)$/m.exec(m.text)?.[1] ?? ''}`)
        .join('\n');
      throw new Error(`no ${path} link in mail to ${to}; outbox:\n${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first base64 attachment of a mail from the outbox, as bytes. */
export function attachmentOf(text: string) {
  const part = /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(text);
  if (!part?.[1]) throw new Error('the mail has no base64 attachment');
  return Buffer.from(part[1].replace(/\s/g, ''), 'base64');
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request to the app as the holder of `cookie` (signed out without one). */
export const callApp = (app: TestApp, method: Method, url: string, cookie?: string, payload?: object) =>
  app.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** An account `signedInAs` made and signed in. */
export type Account = Awaited<ReturnType<typeof signedInAs>>;

export type TestSuite<R extends Role> = {
  app: TestApp;
  /** A JSON request to the suite's app as the holder of `cookie` (signed out without one). */
  call: (method: Method, url: string, cookie?: string, payload?: object) => ReturnType<typeof callApp>;
} & Record<R, Account>;

/**
 * The app of one `describe` block, on a fresh database, and an account signed in for each role named, in that
 * order (made before its tests, closed after): `const suite = useTestApp('admin', 'executive');` then
 * `suite.app`, `suite.admin.cookie` and `suite.call('GET', url, cookie)` inside the tests.
 */
export function useTestApp<R extends Role>(...roles: R[]): TestSuite<R> {
  const suite = {
    call: (method: Method, url: string, cookie?: string, payload?: object) =>
      callApp(suite.app, method, url, cookie, payload),
  } as TestSuite<R>;
  beforeAll(async () => {
    suite.app = await createTestApp();
    for (const role of roles) suite[role] = (await signedInAs(suite.app, role)) as TestSuite<R>[R];
  });
  afterAll(() => suite.app?.close());
  return suite;
}
