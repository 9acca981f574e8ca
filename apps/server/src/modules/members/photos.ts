import { MEMBER_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { loadSharp } from '../../platform/images';
import { readMultipartForm } from '../../platform/multipart';
import { type FileStorage, IMAGE_TYPES } from '../../platform/storage';
import { memberInReach } from './repository';
import type { MemberDeps } from './standing';

const BUCKET = 'member-photos';
/** A portrait the size a phone shows it on the card. */
const CARD_PHOTO = { width: 480, height: 600 };

/**
 * A phone's photo as the card shows it: turned upright, cropped to a portrait around what matters, WebP,
 * and without the camera's metadata (where and when it was taken).
 */
async function cardPhoto(original: Buffer) {
  const type = await fileTypeFromBuffer(original);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw new HttpError(415, 'This file type is not accepted. Allowed: JPEG, PNG, WebP, GIF.');
  const sharp = await loadSharp();
  try {
    return await sharp(original, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize({ ...CARD_PHOTO, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'This image could not be read. Save it again as JPEG or PNG and retry.');
  }
}

/** The member whose photo this is: the viewer's own, or a child of theirs (anyone else's: 404). */
async function photoOwner(deps: MemberDeps, viewer: Viewer, memberId: string | undefined) {
  const member = await memberInReach(deps.db, viewer.userId, memberId);
  if (!member) throw notFound(memberId ? MEMBER_MESSAGES.memberNotFound : MEMBER_MESSAGES.notAMember);
  return member;
}

/** Puts `name` (or none) on the member's card in one change named for the viewer; answers the photo it replaced. */
async function swapPhoto(deps: MemberDeps, viewer: Viewer, memberId: string, name: string | null) {
  return asActor(deps.db, viewer, async (tx) => {
    const [old] = await queryRows<{ photo_name: string | null }>(
      tx,
      sql`select photo_name from members where id = ${memberId} for update`,
    );
    await tx.execute(sql`update members set photo_name = ${name}, updated_at = now() where id = ${memberId}`);
    return old?.photo_name ?? null;
  });
}

/** The member (or their guardian) puts a photo on the card; the one it replaces is deleted. */
export async function setMemberPhoto(
  deps: MemberDeps & { storage: FileStorage },
  request: FastifyRequest,
  viewer: Viewer,
  memberId: string | undefined,
) {
  const { file } = await readMultipartForm(request, {
    fileField: 'photo',
    maxBytes: deps.storage.maxBytes(BUCKET),
    notMultipartMessage: 'Send the photo as multipart/form-data in "photo".',
  });
  if (!file) throw badRequest(MEMBER_MESSAGES.photoRequired, { photo: [MEMBER_MESSAGES.photoRequired] });
  const member = await photoOwner(deps, viewer, memberId);
  const stored = await deps.storage.save(BUCKET, await cardPhoto(file));
  let replaced: string | null;
  try {
    replaced = await swapPhoto(deps, viewer, member.id, stored.name);
  } catch (error) {
    await deps.storage.remove(BUCKET, stored.name).catch(() => {});
    throw error;
  }
  // Left behind only if this fails: unreferenced, the upload sweep removes it.
  if (replaced) await deps.storage.remove(BUCKET, replaced).catch(() => {});
}

/** The member (or their guardian) takes the photo off the card. */
export async function removeMemberPhoto(
  deps: MemberDeps & { storage: FileStorage },
  viewer: Viewer,
  memberId: string | undefined,
) {
  const member = await photoOwner(deps, viewer, memberId);
  const replaced = await swapPhoto(deps, viewer, member.id, null);
  if (!replaced) throw notFound(MEMBER_MESSAGES.noPhoto);
  await deps.storage.remove(BUCKET, replaced).catch(() => {});
}

/** The stored name of the member's card photo, for the viewer (own or their child's), or null. */
export async function memberPhotoName(deps: MemberDeps, viewer: Viewer, memberId: string | undefined) {
  const member = await memberInReach(deps.db, viewer.userId, memberId);
  if (!member) return null;
  const [row] = await queryRows<{ photo_name: string | null }>(
    deps.db,
    sql`select photo_name from members where id = ${member.id}`,
  );
  return row?.photo_name ?? null;
}
