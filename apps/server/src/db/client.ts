import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { CLUB, type SortDirection } from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';
import { markDatabaseConnectionFailure } from './unreachable';

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of the app's database. */
export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export type NotificationHandler = (payload: string) => void;

export interface DatabaseHandle {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; resolves to the unsubscribe function. `onReconnect` runs after the
   * listening connection was lost and is back: notifications sent in between were missed.
   */
  listen(
    channel: string,
    onNotify: NotificationHandler,
    onReconnect?: () => Promise<void> | void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's data folder as a tarball, which another embedded database can start from. */
  image?(): Promise<Uint8Array>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 727_001;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; image?: Uint8Array; thread?: Promise<PgliteThread> }
  | { kind: 'postgres'; url: string };

/** At most this many different statements are kept prepared; any further ones are planned each time. */
const MAX_PREPARED_TEXTS = 1000;
const statementNames = new Map<string, string>();

/**
 * Forgets which texts have names (the names are the texts' hashes, so a connection's prepared statements keep
 * matching): for tests that count preparations while other test files of the same process filled the cap.
 */
export const forgetStatementNames = () => statementNames.clear();

/** The prepared statement's name for a query text (the same in every connection), or null past the cap. */
function statementName(text: string): string | null {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_PREPARED_TEXTS) return null;
    name = `club_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Postgres refuses a prepared statement whose result columns a schema change altered (SQLSTATE 0A000). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string } | null)?.code === '0A000' && /cached plan/.test(String((error as Error).message));

type QueryConfig = { text?: unknown; values?: unknown; name?: unknown };
type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A connection of the app's pools. Every query with parameters runs as a prepared statement, planned once
 * per connection instead of on every request (a list page's three-table join spent ~0.4 ms of Postgres's
 * CPU in its planner each time, ~0.1 ms in all prepared). When a schema change alters a statement's result
 * columns, the connection prepares its statements afresh under new names. When the connection cannot be
 * opened, its error is marked as the database being unreachable (a 503 to try again), whatever socket code
 * it carries; when the database ends it, that never ends the process.
 */
class AppClient extends pg.Client {
  private statementGeneration = 0;
  /** The session's state after the last reply: 'I' idle, 'T' in a transaction, 'E' in a failed one. */
  private transactionStatus = 'I';

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's constructor takes its own config.
  constructor(config?: any) {
    super(config);
    // Registered before the client's own handler, so a query's callback already sees the state after it.
    this.connection.on('readyForQuery', (message: { status: string }) => {
      this.transactionStatus = message.status;
    });
    // The pool listens for errors only on idle connections. One checked out between two statements (a
    // transaction awaiting other work) when Postgres restarts would otherwise end the process; its next
    // statement fails as unreachable (a 503) and the pool drops it on release.
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads take a config, a text or a Submittable.
  override query(config: any, values?: any, callback?: any): any {
    const named = this.asPrepared(config, values);
    if (named === config) return super.query(config, values, callback);
    const done = (
      typeof callback === 'function' ? callback : typeof values === 'function' ? values : null
    ) as QueryCallback | null;
    const result = this.runPrepared(config, typeof values === 'function' ? undefined : values, named);
    if (!done) return result;
    result.then(
      (answer) => done(null, answer),
      (error: Error) => done(error),
    );
    return undefined;
  }

  /**
   * Runs a named statement. One a schema change made stale is prepared again under a new name, and run
   * again at once outside a transaction (inside one, the transaction has failed and its caller decides).
   */
  private async runPrepared(config: unknown, values: unknown, named: unknown): Promise<unknown> {
    const generation = this.statementGeneration;
    try {
      return await super.query(named as pg.QueryConfig, values as unknown[]);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      if (generation === this.statementGeneration) this.statementGeneration++;
      if (this.transactionStatus !== 'I') throw error;
      return super.query(this.asPrepared(config, values) as pg.QueryConfig, values as unknown[]);
    }
  }

  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<pg.Client> | undefined {
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        throw markDatabaseConnectionFailure(error);
      });
    }
    super.connect((error: Error) => callback(error && markDatabaseConnectionFailure(error)));
  }

  /** The query as a named statement when it is a parameterised text (its values given apart or in it). */
  private asPrepared(config: unknown, values: unknown): unknown {
    if (!config || typeof config !== 'object' || 'submit' in config) return config;
    const { text, name } = config as QueryConfig;
    const parameters = Array.isArray(values) ? values : (config as QueryConfig).values;
    if (name != null || typeof text !== 'string' || !Array.isArray(parameters) || parameters.length === 0)
      return config;
    const prepared = statementName(text);
    if (!prepared) return config;
    return { ...config, name: this.statementGeneration ? `${prepared}_${this.statementGeneration}` : prepared };
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target.url);
}

/**
 * PGlite runs in a worker thread; the server talks to it with node-postgres, through the same drizzle
 * driver as Postgres. The thread keeps each transaction whole (see pglite-worker.mjs). A slow query then
 * delays only other queries, never the event loop that serves cached pages.
 */
async function openPglite({
  dataDir,
  image,
  thread: started,
}: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  const thread = await (started ?? PgliteThread.start(dataDir, image));
  const pool = new pg.Pool({
    stream: () => thread.connect(),
    user: 'postgres',
    database: 'postgres',
    max: 10,
    Client: AppClient,
  });
  pool.on('error', () => {});
  // PGlite is one session: LISTEN once holds for every connection, and a NOTIFY comes back in the reply
  // to the commit that sent it, on whichever connection committed.
  const handlers = new Map<string, Set<NotificationHandler>>();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
  });
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as AppDatabase,
    kind: 'pglite',
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    listen: async (channel, onNotify) => {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      channelHandlers.add(onNotify);
      const registered = channelHandlers;
      return async () => {
        registered.delete(onNotify);
        if (registered.size > 0 || handlers.get(channel) !== registered) return;
        handlers.delete(channel);
        await pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    close: async () => {
      await pool.end();
      await thread.close();
    },
    image: () => thread.image(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // No JIT: Postgres compiles a report's query for over a second to save milliseconds (measured: the bank
  // reconciliation over 100,000 journal lines took 1.4 s with it, 0.1 s without). A startup option of each
  // connection (a connection pooler in front must pass `options` through).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off', Client: AppClient });
  // An idle connection the server closed (restart, failover): the pool drops it and opens another on demand.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDatabase;
  const listeners = new Set<pg.Client>();
  const state = { closed: false };
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several app processes may start together: one migrates, the others wait for it.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    listen: async (channel, onNotify, onReconnect) =>
      listenWithReconnect(url, channel, onNotify, onReconnect ?? (() => {}), listeners, state),
    close: async () => {
      // A listener reconnecting right now must not come back after the close and keep the process alive.
      state.closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
}

const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

async function listenWithReconnect(
  url: string,
  channel: string,
  onNotify: NotificationHandler,
  onReconnect: () => Promise<void> | void,
  listeners: Set<pg.Client>,
  database: { closed: boolean },
): Promise<() => Promise<void>> {
  let unsubscribed = false;
  const stopped = () => unsubscribed || database.closed;
  let current: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    client.on('error', () => {
      listeners.delete(client);
      client.end().catch(() => {});
      if (current === client) current = null;
      if (!stopped()) void reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (stopped()) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    listeners.add(client);
  };
  /** Keeps trying (with growing pauses) until the channel is heard again, then reports the gap. */
  const reconnect = async () => {
    for (let attempt = 0; !stopped(); attempt++) {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (stopped()) return;
      try {
        await connect();
        if (stopped()) return;
        await onReconnect();
        return;
      } catch {
        // The server is still away: try again after a longer pause.
      }
    }
  };
  await connect();
  return async () => {
    unsubscribed = true;
    if (current) {
      listeners.delete(current);
      await current.end().catch(() => {});
    }
  };
}

/** Runs a raw SQL query and returns its rows (PGlite and node-postgres both answer with `rows`). */
export async function queryRows<T>(db: Pick<AppDatabase, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Paging and search as the staff lists ask for them. */
export interface PageQuery {
  page: number;
  pageSize: number;
  search?: string | undefined;
}

type Paging = Pick<PageQuery, 'page' | 'pageSize'>;

/**
 * One page of a list built with drizzle's query builder (its columns, joins, filter and order: the page's limit
 * and offset are added here), read beside the count of the rows of `table` its filter admits.
 */
export async function pageOf<Row>(
  db: AppDatabase,
  select: { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  count: { table: PgTable; where: SQL | undefined },
  { page, pageSize }: Paging,
) {
  const [rows, total] = await Promise.all([
    select.limit(pageSize).offset((page - 1) * pageSize),
    db.$count(count.table, count.where),
  ]);
  return { rows, total };
}

/** One page of `select <columns> from <from> where <where> order by <orderBy>`, and how many rows `where` admits. */
export async function sqlPageOf<Row>(
  db: Pick<AppDatabase, 'execute'>,
  query: { columns: SQL; from: SQL; where: SQL; orderBy: SQL },
  { page, pageSize }: Paging,
) {
  const { columns, from, where, orderBy } = query;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${columns} from ${from} where ${where} order by ${orderBy}
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The club's calendar day (UTC+5) of a timestamp column or value. */
export const clubDate = (instant: SQL) => sql`(${instant} at time zone ${CLUB.timeZone})::date`;

/** An ILIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An `order by` list in the direction asked: for 'desc', every term reversed (the tie-breakers too). */
export const orderedBy = (terms: SQL[], dir: SortDirection) =>
  sql.join(dir === 'desc' ? terms.map((term) => sql`${term} desc`) : terms, sql`, `);

/** Whether the database answers a trivial query (the health check). */
export const databaseAnswers = (db: Pick<AppDatabase, 'execute'>) =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
