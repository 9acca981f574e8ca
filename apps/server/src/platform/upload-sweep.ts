import { isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDatabase, type DatabaseHandle, queryRows } from '../db/client';
import {
  academyRegistrations,
  albums,
  archiveDocuments,
  clubSettings,
  contributions,
  eventRegistrations,
  events,
  executiveCommittee,
  galleryPhotos,
  members,
  membershipRegistrations,
  memberships,
  news,
  orderItems,
  orders,
  products,
  sponsors,
  teamPlayers,
  teams,
} from '../db/schema';
import { scheduleJob } from './jobs';
import { BUCKETS, type BucketName, FileStorage } from './storage';

/**
 * The columns that hold each bucket's files (an address such as `/files/gallery/<name>`, or the bare
 * stored name). A module that stores files in a bucket lists its columns here, or the sweep removes them.
 * News content is HTML in which staff may place any public image, so it counts for every public bucket.
 * A column may hold JSON (the club settings): its addresses are found in its text.
 */
const FILE_COLUMNS: Partial<Record<BucketName, AnyPgColumn[]>> = {
  gallery: [galleryPhotos.imageUrl, albums.coverImageUrl, news.content],
  'team-logos': [teams.teamImageUrl, news.content],
  'player-photos': [teamPlayers.profileImageUrl, news.content],
  'committee-photos': [executiveCommittee.imageUrl, news.content],
  'news-images': [news.featuredImageUrl, events.eventImageUrl, news.content],
  'sponsor-logos': [sponsors.logoUrl, news.content],
  'id-cards': [membershipRegistrations.idCardFile, academyRegistrations.idCardFile],
  // Order lines keep the photo of what was bought, so a product's old photo stays while an order shows it.
  'product-images': [products.imageUrl, products.galleryImages, orderItems.imageUrl, news.content],
  'transfer-slips': [orders.slipName, contributions.slipName, memberships.slipName, eventRegistrations.slipName],
  'archive-documents': [archiveDocuments.storedName],
  'member-photos': [members.photoName],
  'site-images': [clubSettings.value, news.content],
  'club-logos': [clubSettings.value],
};

/** Columns of free text (HTML, JSON) that may name a file of any public bucket, or none. */
const FREE_TEXT_COLUMNS: AnyPgColumn[] = [news.content, clubSettings.value];
const STORED_NAMES = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-w\d{2,4})?\.[a-z0-9]{2,4}/g;

/**
 * The storage keys of the files the records name in the columns that hold nothing but files (the
 * restore drill checks each is in the archive).
 */
export async function filesNamedByRecords(database: DatabaseHandle): Promise<string[]> {
  const keys = new Set<string>();
  for (const [bucket, columns] of Object.entries(FILE_COLUMNS) as [BucketName, AnyPgColumn[]][]) {
    for (const column of columns.filter((c) => !FREE_TEXT_COLUMNS.includes(c))) {
      const rows = await database.db.select({ value: column }).from(column.table).where(isNotNull(column));
      for (const { value } of rows) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        for (const [name] of text.matchAll(STORED_NAMES)) keys.add(FileStorage.keyOf(bucket, name));
      }
    }
  }
  return [...keys];
}

/** An upload gets this long to become part of a record (a form being filled in, a slow connection). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_LOCK_KEY = 727_002;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const UUIDS = new RegExp(UUID.source, 'g');

async function referencedIds(db: AppDatabase, columns: AnyPgColumn[]) {
  const ids = new Set<string>();
  for (const column of columns) {
    const rows = await db.select({ value: column }).from(column.table).where(isNotNull(column));
    for (const { value } of rows) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      for (const [id] of text.matchAll(UUIDS)) ids.add(id);
    }
  }
  return ids;
}

/**
 * Removes uploads that never became part of a record (a form abandoned after its photo was uploaded, a
 * photo whose record was replaced), with their resized variants, once they are older than the grace.
 * Answers how many files it removed.
 */
export async function sweepUploads(db: AppDatabase, storage: FileStorage, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const [bucket, columns] of Object.entries(FILE_COLUMNS) as [BucketName, AnyPgColumn[]][]) {
    const referenced = await referencedIds(db, columns);
    const prefix = `${BUCKETS[bucket].visibility}/${bucket}/`;
    for await (const object of storage.store.list(prefix)) {
      const id = UUID.exec(object.key.slice(prefix.length))?.[0];
      if (!id || referenced.has(id) || now - object.lastModified.getTime() < UPLOAD_GRACE_MS) continue;
      await storage.store.delete(object.key);
      removed++;
    }
  }
  return removed;
}

/**
 * Sweeps a minute after start and then every hour, each pass on one server (`scheduleJob`). On Postgres a
 * transaction-scoped advisory lock also keeps a pass that outlasts the hour from overlapping the next.
 */
export const scheduleUploadSweep = (database: DatabaseHandle, storage: FileStorage, log: FastifyBaseLogger) =>
  scheduleJob(
    database.db,
    'upload-sweep',
    () =>
      database.kind === 'postgres'
        ? database.db.transaction(async (tx) => {
            const [lock] = await queryRows<{ taken: boolean }>(
              tx,
              sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as taken`,
            );
            return lock?.taken ? sweepUploads(tx, storage) : 0;
          })
        : sweepUploads(database.db, storage),
    { firstAfterMs: 60_000, everyMs: SWEEP_EVERY_MS },
    log,
    (removed) => {
      if (removed) log.info({ removed }, 'removed uploads that no record uses');
    },
  );
