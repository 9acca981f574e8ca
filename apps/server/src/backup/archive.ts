import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { ObjectStore } from '../platform/object-store';
import { BUCKETS, type BucketName, FileStorage, isBucketName, STORED_NAME } from '../platform/storage';
import { ArchiveError, DAMAGED, decryptArchive, encryptArchive } from './archive-crypto';
import {
  type ArchiveAbout,
  type ArchiveRecord,
  decodeRecords,
  encodeRecord,
  type Manifest,
  manifestRows,
} from './archive-records';
import {
  databaseIsEmpty,
  finishLoading,
  ledgerTotals,
  loadRows,
  migrateThrough,
  prepareLoading,
  type SequenceValue,
  tableCounts,
  takeSnapshot,
} from './database-dump';

/** Set by the build (package version and commit); the sources run as `development`. */
const PORTAL_VERSION = process.env.PORTAL_VERSION ?? 'development';

const ROWS_PER_RECORD = 2000;

/**
 * The stored files of the portal: those of its buckets, and nothing else a shared bucket holds (the
 * archives themselves, when they go to the same bucket).
 */
async function* storedFiles(store: ObjectStore) {
  for (const bucket of Object.keys(BUCKETS) as BucketName[]) yield* store.list(FileStorage.keyOf(bucket, ''));
}

/** Whether a key is one the storage layer writes: a bucket's folder and a name it generates. */
function isStoredKey(key: string) {
  const [visibility, bucket, name, ...rest] = key.split('/');
  return (
    rest.length === 0 &&
    bucket !== undefined &&
    isBucketName(bucket) &&
    BUCKETS[bucket].visibility === visibility &&
    STORED_NAME.test(name ?? '')
  );
}

/** What the portal keeps: its database and its stored files. */
export interface PortalData {
  database: DatabaseHandle;
  store: ObjectStore;
}

/**
 * Writes one archive of the database (one snapshot) and every stored file to `output`, encrypted
 * under `key`, and answers its manifest. Files are listed after the snapshot is taken, so every file
 * a snapshot row names was stored before it and is in the archive.
 */
export async function writeArchive(source: PortalData, key: Buffer, output: NodeJS.WritableStream): Promise<Manifest> {
  const snapshot = await takeSnapshot(source.database.db);
  const about: ArchiveAbout = {
    format: 1,
    portalVersion: PORTAL_VERSION,
    createdAt: new Date().toISOString(),
    database: source.database.kind,
    migration: snapshot.migration,
  };
  const manifest: Manifest = {
    ...about,
    tables: {},
    sequences: snapshot.sequences.length,
    files: [],
    ledger: snapshot.ledger,
  };

  async function* records(): AsyncGenerator<Buffer> {
    yield* encodeRecord({ type: 'about', size: 0, about });
    for (const { table, rows } of snapshot.tables) {
      manifest.tables[table] = rows.length;
      for (let start = 0; start < rows.length; start += ROWS_PER_RECORD) {
        const batch = rows.slice(start, start + ROWS_PER_RECORD);
        yield* encodeRecord({ type: 'rows', size: 0, table, count: batch.length }, Buffer.from(batch.join('\n')));
      }
      rows.length = 0; // written: let it go
    }
    yield* encodeRecord({ type: 'sequences', size: 0 }, Buffer.from(JSON.stringify(snapshot.sequences)));
    for await (const object of storedFiles(source.store)) {
      const stored = await source.store.get(object.key);
      if (!stored) continue; // removed since it was listed: no row of the snapshot names it
      const data = await buffer(stored.stream);
      manifest.files.push({ key: object.key, size: data.length, sha256: sha256(data) });
      yield* encodeRecord({ type: 'file', size: 0, key: object.key }, data);
    }
    yield* encodeRecord({ type: 'manifest', size: 0 }, Buffer.from(JSON.stringify(manifest)));
  }

  await pipeline(Readable.from(records()), createGzip({ level: 6 }), encryptArchive(key), output);
  return manifest;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The records of an archive, decrypted and checked chunk by chunk as they are read. */
async function* readRecords(archive: Readable, key: Buffer): AsyncGenerator<ArchiveRecord> {
  const decrypted = archive.pipe(decryptArchive(key));
  const inflated = decrypted.pipe(createGunzip());
  archive.on('error', (error) => decrypted.destroy(error));
  decrypted.on('error', (error) => inflated.destroy(error));
  try {
    yield* decodeRecords(inflated);
  } catch (error) {
    const fromZlib = String((error as { code?: unknown }).code ?? '').startsWith('Z_');
    throw fromZlib ? new ArchiveError(DAMAGED) : error;
  } finally {
    archive.destroy();
  }
}

/**
 * Reads a whole archive and checks it against its manifest: the key, every chunk's tag, the rows of
 * each table counted, every file's size and hash. Answers the manifest; throws ArchiveError otherwise.
 */
export async function verifyArchive(archive: Readable, key: Buffer): Promise<Manifest> {
  const counts: Record<string, number> = {};
  const files: Manifest['files'] = [];
  let about: ArchiveAbout | null = null;
  let manifest: Manifest | null = null;
  for await (const { header, payload } of readRecords(archive, key)) {
    if (manifest) throw new ArchiveError(DAMAGED);
    if (header.type === 'about') about = header.about;
    else if (header.type === 'rows') counts[header.table] = (counts[header.table] ?? 0) + rowsIn(payload, header.count);
    else if (header.type === 'file' && !isStoredKey(header.key)) throw new ArchiveError(DAMAGED);
    else if (header.type === 'file') files.push({ key: header.key, size: payload.length, sha256: sha256(payload) });
    else if (header.type === 'manifest') manifest = JSON.parse(payload.toString('utf8')) as Manifest;
  }
  if (!about || !manifest) throw new ArchiveError(DAMAGED);
  const tablesMatch = Object.entries(manifest.tables).every(([table, count]) => (counts[table] ?? 0) === count);
  const filesMatch =
    files.length === manifest.files.length &&
    manifest.files.every((file, i) => {
      const found = files[i];
      return found?.key === file.key && found.size === file.size && found.sha256 === file.sha256;
    });
  if (!tablesMatch || Object.keys(counts).some((table) => !(table in manifest.tables))) {
    throw new ArchiveError('The archive is damaged: its rows do not match its manifest.');
  }
  if (!filesMatch) throw new ArchiveError('The archive is damaged: its files do not match its manifest.');
  return manifest;
}

function rowsIn(payload: Buffer, announced: number) {
  const count = payload.length === 0 ? 0 : payload.toString('utf8').split('\n').length;
  if (count !== announced) throw new ArchiveError(DAMAGED);
  return count;
}

export class RestoreTargetNotEmpty extends Error {
  constructor(what: string) {
    super(`The target ${what} is not empty. Restore into an empty one, or pass --replace to overwrite it.`);
  }
}

export interface RestoreOptions {
  /** Overwrite a target that holds data (its database is emptied in the restore's own transaction). */
  replace?: boolean;
}

/** Opens the archive anew for each reading. */
export type ArchiveSource = () => Readable | Promise<Readable>;

/**
 * Restores an archive: checks it whole first (`openArchive` is called twice), then loads the database
 * in one transaction (so a failure leaves the target as it was), then writes the files, then applies
 * any migration newer than the archive's. Answers the manifest.
 */
export async function restoreArchive(
  openArchive: ArchiveSource,
  key: Buffer,
  target: PortalData,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const manifest = await verifyArchive(await openArchive(), key);
  if (!options.replace) {
    if (!(await databaseIsEmpty(target.database.db))) throw new RestoreTargetNotEmpty('database');
    for await (const _ of storedFiles(target.store)) throw new RestoreTargetNotEmpty('file storage');
  }
  const records = readRecords(await openArchive(), key);
  const next = async () => {
    const result = await records.next();
    return result.done ? null : result.value;
  };
  try {
    let record = await next();
    await target.database.db.transaction(async (tx) => {
      if (options.replace) {
        await tx.execute(sql`drop schema if exists drizzle cascade`);
        await tx.execute(sql`drop schema if exists public cascade`);
        await tx.execute(sql`create schema public`);
      }
      await migrateThrough(tx, manifest.migration);
      const prepared = await prepareLoading(tx);
      let sequences: SequenceValue[] = [];
      for (; record && record.header.type !== 'file' && record.header.type !== 'manifest'; record = await next()) {
        const { header, payload } = record;
        if (header.type === 'rows') await loadRows(tx, prepared, header.table, payload.toString('utf8').split('\n'));
        if (header.type === 'sequences') sequences = JSON.parse(payload.toString('utf8')) as SequenceValue[];
      }
      await finishLoading(tx, prepared, sequences);
      const counts = await tableCounts(tx);
      const wrong = Object.entries(manifest.tables).filter(([table, count]) => counts[table] !== count);
      if (wrong.length > 0) {
        throw new ArchiveError(
          `The restored tables do not hold the archive's rows: ${wrong.map(([t]) => t).join(', ')}.`,
        );
      }
    });
    const kept = new Set<string>();
    for (; record && record.header.type === 'file'; record = await next()) {
      await target.store.put(record.header.key, record.payload, 'application/octet-stream');
      kept.add(record.header.key);
    }
    if (options.replace) {
      for await (const object of storedFiles(target.store))
        if (!kept.has(object.key)) await target.store.delete(object.key);
    }
  } finally {
    await records.return(undefined);
  }
  await target.database.migrate();
  return manifest;
}

export interface DrillResult {
  ok: boolean;
  /** What was checked, or what failed, in words for the backend screen. */
  findings: string[];
  manifest: Manifest | null;
}

/**
 * The restore drill: the archive restored into a scratch in-memory database and checked. The row
 * counts equal the manifest, the ledger's debits equal its credits (and the manifest's totals), every
 * file's hash matches, and every file the restored records name is in the archive.
 */
export async function drillArchive(
  openArchive: ArchiveSource,
  key: Buffer,
  scratch: DatabaseHandle,
  referencedFiles: (database: DatabaseHandle) => Promise<string[]>,
): Promise<DrillResult> {
  const findings: string[] = [];
  let manifest: Manifest | null = null;
  try {
    const files = new MemoryObjectStore();
    manifest = await restoreArchive(openArchive, key, { database: scratch, store: files });
    findings.push(
      `${manifestRows(manifest)} rows in ${Object.keys(manifest.tables).length} tables restored, as the manifest counts.`,
    );
    const ledger = await ledgerTotals(scratch.db);
    if (ledger.debits !== ledger.credits)
      findings.push(`The ledger does not balance: debits ${ledger.debits}, credits ${ledger.credits}.`);
    else if (ledger.debits !== manifest.ledger.debits) findings.push(`The ledger's totals differ from the manifest's.`);
    else findings.push(`The ledger balances: debits and credits ${ledger.debits} MVR.`);
    findings.push(`${manifest.files.length} files restored, each matching its hash.`);
    const missing = (await referencedFiles(scratch)).filter((fileKey) => !files.has(fileKey));
    if (missing.length > 0) {
      findings.push(
        `${missing.length} files the records name are not in the archive: ${missing.slice(0, 5).join(', ')}.`,
      );
    }
    const ok = ledger.debits === ledger.credits && ledger.debits === manifest.ledger.debits && missing.length === 0;
    return { ok, findings, manifest };
  } catch (error) {
    findings.push(error instanceof Error ? error.message : String(error));
    return { ok: false, findings, manifest };
  }
}

/** Where the drill puts files: in memory, keeping only what it checks. */
class MemoryObjectStore implements ObjectStore {
  readonly kind = 'local';
  private readonly objects = new Map<string, number>();
  has(key: string) {
    return this.objects.has(key);
  }
  async put(key: string, data: Buffer) {
    this.objects.set(key, data.length);
  }
  async get() {
    return null;
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  async *list(prefix: string) {
    for (const [key, size] of this.objects) if (key.startsWith(prefix)) yield { key, size, lastModified: new Date(0) };
  }
}
