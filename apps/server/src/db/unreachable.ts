import { DrizzleQueryError } from 'drizzle-orm/errors';

/** SQLSTATEs that mean the database is gone for now (restarting, unreachable, full), not the request. */
const UNREACHABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping or restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
/** node-postgres says a connection died (or never came) in messages without a code. */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

/**
 * Errors of opening a connection to the database (the pools' clients mark them): whatever their socket
 * code, the database could not be reached. The same codes from anything else (a client that cut its own
 * upload off) say nothing about the database.
 */
const connectionFailures = new WeakSet<object>();

export function markDatabaseConnectionFailure<T>(error: T): T {
  if (error && typeof error === 'object') connectionFailures.add(error);
  return error;
}

/**
 * Whether an error (possibly wrapped by drizzle) means the database could not be reached or dropped the
 * connection: the request answers 503 and may be tried again; a transaction in flight was rolled back.
 * A socket error counts only where the database raised it: opening a connection, or under a failed query.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (connectionFailures.has(e)) return true;
    if (isUnreachableSqlState(e.code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof DrizzleQueryError && isSocketError(e.cause)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Class 08 is the connection exceptions. */
function isUnreachableSqlState(code: unknown): boolean {
  return typeof code === 'string' && (UNREACHABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function isSocketError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SOCKET_FAILURES.has(code);
}
