import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/unreachable';

/** The JSON body of every error the API returns (DESIGN.md §5). */
export interface ApiErrorBody {
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

const ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** The body's `error` when the client must tell this refusal apart (default: by status). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A validation failure's messages by field path, as the error body carries them (multipart forms). */
export function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}

/** A refusal answered before the request's body was all read: the rest is not read, the connection closes. */
export class RefusedMidBody extends HttpError {}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'You must be signed in to do this.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A service the request needs (file storage) cannot be reached: 503, with a wait to try again after. */
export const unavailable = (message: string, code = 'unavailable') => new HttpError(503, message, undefined, code);

/** The SQLSTATE of a database error, looking through drizzle's wrapper (`cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The name of the constraint a database error names, looking through drizzle's wrapper. */
export function databaseConstraint(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | null, depth = 0; e && depth < 4; depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Unique rules people break by what they type: the message and the field it belongs to, by constraint. */
const UNIQUE_RULES = new Map<string, { field: string; message: string }>();

/**
 * Says what a unique constraint means to the person whose input broke it: every route that hits it
 * answers 409 with this message at this field, not the generic 'This already exists.'.
 */
export function explainUniqueViolation(constraint: string, field: string, message: string) {
  UNIQUE_RULES.set(constraint, { field, message });
}

/** Whether a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';

/**
 * Database errors that mean the request was wrong or lost a race, never the server: whichever route
 * reaches the database with such input answers 400/409 instead of 500.
 */
const DATABASE_ERRORS: Record<string, { status: number; message: string }> = {
  '22001': { status: 400, message: 'A value is too long.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22007': { status: 400, message: 'A date or time is not valid.' },
  '22008': { status: 400, message: 'A date or time is out of range.' },
  '22021': { status: 400, message: 'The text contains characters that cannot be stored.' },
  '22P02': { status: 400, message: 'A value is not in the expected format.' },
  '22P05': { status: 400, message: 'The text contains characters that cannot be stored.' },
  '23502': { status: 400, message: 'A required value is missing.' },
  '23514': { status: 400, message: 'A value is not allowed.' },
  '23001': { status: 409, message: 'This is still in use: it cannot be deleted.' },
  '23503': { status: 409, message: 'This refers to a record that no longer exists, or is still in use.' },
  '23505': { status: 409, message: 'This already exists.' },
  '40001': { status: 409, message: 'Someone else changed this at the same time. Please try again.' },
  '40P01': { status: 409, message: 'Someone else changed this at the same time. Please try again.' },
  '55P03': { status: 409, message: 'Someone else is changing this right now. Please try again.' },
};

export const DATABASE_UNREACHABLE = "The club's database cannot be reached just now. Please try again in a minute.";

/** Seconds a client is told to wait before trying a 503 again. */
const RETRY_AFTER_SECONDS = 5;

export const CUT_OFF_UPLOAD = 'The upload was cut off or is not valid multipart/form-data.';

export function errorBody(
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
  code?: string,
): ApiErrorBody {
  return { error: code ?? ERROR_CODES[statusCode] ?? 'error', message, ...(fieldErrors ? { fieldErrors } : {}) };
}

const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[key] ??= [];
        fieldErrors[key].push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send(errorBody(400, 'Please check the highlighted fields.', fieldErrors));
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (error instanceof RefusedMidBody) reply.header('connection', 'close');
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.fieldErrors, error.code));
    }
    const uniqueRule = isUniqueViolation(error) ? UNIQUE_RULES.get(databaseConstraint(error) ?? '') : undefined;
    if (uniqueRule) {
      return reply.status(409).send(errorBody(409, uniqueRule.message, { [uniqueRule.field]: [uniqueRule.message] }));
    }
    const database = DATABASE_ERRORS[databaseErrorCode(error) ?? ''];
    if (database) {
      request.log.info({ code: databaseErrorCode(error) }, 'database refused the input');
      return reply.status(database.status).send(errorBody(database.status, database.message));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unreachable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(503, DATABASE_UNREACHABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRIENDLY_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * What of an error goes to the log: its kind, code and stack, never the values it carries (drizzle's
 * message quotes the query parameters, Postgres's detail quotes the row: names, ID numbers, dates of birth).
 */
export function loggableError(error: unknown) {
  const e = error as { name?: string; message?: string; code?: unknown; stack?: string; cause?: unknown };
  const code = databaseErrorCode(error);
  const isDatabaseError = code !== undefined || /^Failed query:/.test(e?.message ?? '');
  const message = isDatabaseError ? `database error ${code ?? ''}`.trim() : e?.message;
  const stackFrames = (e?.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return { type: e?.name ?? typeof error, code: code ?? e?.code, message, stack: stackFrames.join('\n') };
}
