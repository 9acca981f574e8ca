import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../platform/access';
import { holdsModuleRight } from '../../platform/access';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { readMultipartForm } from '../../platform/multipart';
import type { PermissionStore } from '../../platform/permissions';
import { BUCKETS, type FileStorage, isBucketName } from '../../platform/storage';

export const UPLOAD_BUCKETS = Object.entries(BUCKETS)
  .filter(([, rule]) => 'uploadPermissions' in rule)
  .map(([name]) => name);

export const PRIVATE_BUCKETS = Object.entries(BUCKETS)
  .filter(([, rule]) => rule.visibility === 'private')
  .map(([name]) => name);

/** Stores the request's one file in a public bucket, for a viewer holding one of the bucket's upload rights. */
export async function uploadFile(
  { storage, permissions }: { storage: FileStorage; permissions: PermissionStore },
  viewer: Viewer,
  bucket: string,
  request: FastifyRequest,
) {
  if (!isBucketName(bucket)) throw notFound();
  const rule = BUCKETS[bucket];
  const allowed =
    'uploadPermissions' in rule &&
    rule.uploadPermissions.some((p) => holdsModuleRight(permissions, viewer, p.module, p.action));
  if (!allowed) throw forbidden();
  const { file: data } = await readMultipartForm(request, {
    fileField: 'file',
    maxBytes: storage.maxBytes(bucket),
    notMultipartMessage: 'Send the file as multipart/form-data in a field named "file".',
  });
  if (!data) throw badRequest('No file was sent.');
  return storage.save(bucket, data);
}

/**
 * A stored file of a bucket with this visibility (a private one after the owning record's rule admitted the
 * viewer); any other bucket's, or a name that does not exist, is not found.
 */
export async function openStoredFile(
  storage: FileStorage,
  visibility: 'public' | 'private',
  bucket: string,
  name: string,
) {
  if (!isBucketName(bucket) || BUCKETS[bucket].visibility !== visibility) throw notFound('File not found.');
  const file = await storage.open(bucket, name);
  if (!file) throw notFound('File not found.');
  return file;
}
