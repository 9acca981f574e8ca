import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, CUT_OFF_UPLOAD, HttpError, RefusedMidBody } from './errors';
import { assertStorableText } from './input';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The named file's bytes, or null when it was not sent or was empty. */
  file: Buffer | null;
  /** The name the sender gave the file (its path stripped by the parser), if any. */
  fileName: string | null;
}

interface FormLimits {
  fileField: string;
  maxBytes: number;
  maxFields: number;
}

const MULTIPART = /^multipart\/form-data\s*(;|$)/i;
/** The longest text field a form takes (an address, a message, a column mapping). */
const FIELD_BYTES = 100 * 1024;
/** What a body holds beyond its fields and file: boundaries and part headers. */
const FRAMING_BYTES = 64 * 1024;
const FILE_TOO_LARGE = 'The file is too large.';
const TOO_MANY_PARTS = 'The form has more fields or files than it takes.';
const FIELD_TOO_LONG = 'A field of the form is too long.';
const BAD_FIELD_NAME = 'A field of the form has a name that is not allowed.';
const UPLOAD_TOO_LARGE = 'The upload is larger than this form takes.';

/**
 * Lets multipart bodies through to the routes that take them, unread: `readMultipartForm` reads each
 * within its route's limits. Nothing runs for the requests that are not multipart.
 */
export function acceptMultipartBodies(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/**
 * Reads a multipart form: its text fields (held to the same storable-text rule as JSON bodies) and
 * one named file within `maxBytes`. A malformed or truncated body answers 400, however it breaks off;
 * a file over the limit, or more parts than the form has, 413.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; maxFields?: number; notMultipartMessage: string },
): Promise<MultipartForm> {
  if (!MULTIPART.test(request.headers['content-type'] ?? '')) throw badRequest(options.notMultipartMessage);
  const form = await parseForm(request, { ...options, maxFields: options.maxFields ?? 40 });
  assertStorableText(form.fields, 'body');
  if (form.fileName !== null) assertStorableText({ fileName: form.fileName }, 'body');
  return form;
}

/**
 * The body goes through the parser past a field's or the file's limit too (busboy drops what is over it), so
 * that the answer comes after the request and the connection stays usable. A body larger than the form could
 * be (its fields, its file and their framing) is not read on: 413, and the connection closes with it.
 */
function parseForm(request: FastifyRequest, limits: FormLimits): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const raw = request.raw;
    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: raw.headers as BusboyHeaders,
        limits: {
          fileSize: limits.maxBytes,
          fieldSize: FIELD_BYTES,
          files: 1,
          fields: limits.maxFields,
          parts: limits.maxFields + 1,
        },
      });
    } catch {
      // No boundary, or not multipart after all: nothing of the body is read.
      reject(new RefusedMidBody(400, CUT_OFF_UPLOAD));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let fileName: string | null = null;
    let refusal: HttpError | null = null;
    let received = 0;
    const largest = limits.maxBytes + limits.maxFields * FIELD_BYTES + FRAMING_BYTES;
    let settled = false;
    const refuse = (error: HttpError) => {
      refusal ??= error;
    };
    const settle = (error: HttpError | null) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve({ fields, file, fileName });
    };
    // Stops reading: what is left of the body is never read, and the connection closes with the answer.
    const stopReading = (status: number, message: string) => {
      raw.unpipe(parser);
      raw.pause();
      settle(new RefusedMidBody(status, message));
    };
    const breakOff = () => stopReading(400, CUT_OFF_UPLOAD);

    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (name === undefined) return;
      if (name in Object.prototype) return refuse(badRequest(BAD_FIELD_NAME));
      if (valueTruncated) return refuse(new HttpError(413, FIELD_TOO_LONG));
      fields[name] = value;
    });
    parser.on('file', (name, stream, sentName) => {
      if (name !== undefined && name in Object.prototype) refuse(badRequest(BAD_FIELD_NAME));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (name === limits.fileField) chunks.push(chunk);
      });
      stream.on('limit', () => refuse(new HttpError(413, FILE_TOO_LARGE)));
      // A body that breaks off inside the file: the part says so first.
      stream.on('error', breakOff);
      stream.on('end', () => {
        if (name !== limits.fileField || chunks.length === 0) return;
        file = Buffer.concat(chunks);
        fileName = sentName || null;
      });
    });
    const tooManyParts = () => refuse(new HttpError(413, TOO_MANY_PARTS));
    parser.on('filesLimit', tooManyParts);
    parser.on('fieldsLimit', tooManyParts);
    parser.on('partsLimit', tooManyParts);
    parser.on('error', (error: Error) => {
      // An empty body is an empty form (the route says what is missing), not a truncated one.
      if (received === 0 && /^Unexpected end of multipart data/.test(error.message)) settle(null);
      else breakOff();
    });
    parser.on('finish', () => settle(refusal));
    raw.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > largest) stopReading(413, UPLOAD_TOO_LARGE);
    });
    raw.on('close', () => {
      if (!raw.complete) breakOff();
    });
    raw.on('error', breakOff);
    raw.pipe(parser);
  });
}
