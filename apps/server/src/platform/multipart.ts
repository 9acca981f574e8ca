import type { FastifyRequest } from 'fastify';
import { badRequest, CUT_OFF_UPLOAD } from './errors';
import { assertStorableText } from './input';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The named file's bytes, or null when it was not sent or was empty. */
  file: Buffer | null;
  /** The name the sender gave the file (its path stripped by the parser), if any. */
  fileName: string | null;
}

/**
 * Reads a multipart form: its text fields (held to the same storable-text rule as JSON bodies) and
 * one named file within `maxBytes`. A malformed or truncated body answers 400, however it breaks off.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; maxFields?: number; notMultipartMessage: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(options.notMultipartMessage);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: options.maxFields ?? 40 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === options.fileField && data.length > 0) {
          file = data;
          fileName = part.filename || null;
        }
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // The parser's own refusals (a file over the cap: 413) keep their status; anything else it throws
    // ('Unexpected end of multipart data', 'Part terminated early ...', a bad header) is the body's fault.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(CUT_OFF_UPLOAD);
  }
  assertStorableText(fields, 'body');
  if (fileName !== null) assertStorableText({ fileName }, 'body');
  return { fields, file, fileName };
}
