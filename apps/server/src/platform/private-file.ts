import type { FastifyReply } from 'fastify';
import { notFound } from './errors';
import { type BucketName, type FileStorage, mimeTypeOfStoredName } from './storage';

/**
 * Sends a private stored file (a transfer slip, a scan) to be shown in the browser: never cached, named for
 * what it is; `missing` answers 404 when the record has none or the file is gone.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: { bucket: BucketName; name: string | null; downloadName: string },
  missing: string,
) {
  const opened = file.name ? await storage.open(file.bucket, file.name) : null;
  if (!file.name || !opened) throw notFound(missing);
  return reply
    .header('content-type', mimeTypeOfStoredName(file.name))
    .header('content-length', opened.size)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${file.downloadName}"`)
    .send(opened.stream);
}

/**
 * Sends a payment's transfer slip from the private `transfer-slips` bucket, named `slip-` and the payment's
 * reference (an order's number); `missing` answers 404 when there is none.
 */
export const sendTransferSlip = (
  reply: FastifyReply,
  storage: FileStorage,
  name: string | null | undefined,
  reference: string | undefined,
  missing: string,
) =>
  sendPrivateFile(
    reply,
    storage,
    { bucket: 'transfer-slips', name: name ?? null, downloadName: `slip-${reference}` },
    missing,
  );
