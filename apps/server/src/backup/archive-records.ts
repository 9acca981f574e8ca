import { ArchiveError, DAMAGED } from './archive-crypto';

/**
 * Inside the encryption (and gzip), an archive is a sequence of records, each a JSON header and the
 * bytes it announces:  header length (u32, big-endian) | header (JSON, UTF-8) | payload (header.size bytes)
 */
export type RecordHeader =
  | { type: 'about'; size: 0; about: ArchiveAbout }
  | { type: 'rows'; size: number; table: string; count: number }
  | { type: 'sequences'; size: number }
  | { type: 'file'; size: number; key: string }
  | { type: 'manifest'; size: number };

export interface ArchiveRecord {
  header: RecordHeader;
  payload: Buffer;
}

/** What the first record says, so a restore can refuse an archive it cannot take before reading the rest. */
export interface ArchiveAbout {
  format: 1;
  portalVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The last migration applied: its tag and the time drizzle orders it by. */
  migration: { tag: string; when: number };
}

export interface Manifest extends ArchiveAbout {
  tables: Record<string, number>;
  sequences: number;
  files: { key: string; size: number; sha256: string }[];
  /** The ledger's totals when the snapshot was taken (MVR, as Postgres printed them). */
  ledger: { debits: string; credits: string };
}

/** The rows an archive holds, all tables together. */
export const manifestRows = (manifest: Manifest) => Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);

const MAX_HEADER_BYTES = 64 * 1024;
const MAX_PAYLOAD_BYTES = 256 * 1024 * 1024;

export function encodeRecord(header: RecordHeader, payload: Buffer = Buffer.alloc(0)): Buffer[] {
  const json = Buffer.from(JSON.stringify({ ...header, size: payload.length }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return [length, json, payload];
}

/** Reads the records back from the archive's decrypted, decompressed bytes. */
export async function* decodeRecords(source: AsyncIterable<Buffer>): AsyncGenerator<ArchiveRecord> {
  let chunks: Buffer[] = [];
  let available = 0;
  const iterator = source[Symbol.asyncIterator]();
  const fill = async (bytes: number) => {
    while (available < bytes) {
      const next = await iterator.next();
      if (next.done) return false;
      chunks.push(next.value);
      available += next.value.length;
    }
    return true;
  };
  const take = (bytes: number) => {
    const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    chunks = all.length > bytes ? [all.subarray(bytes)] : [];
    available -= bytes;
    return all.subarray(0, bytes);
  };

  for (;;) {
    if (!(await fill(4))) {
      if (available === 0) return;
      throw new ArchiveError(DAMAGED);
    }
    const headerBytes = take(4).readUInt32BE(0);
    if (headerBytes > MAX_HEADER_BYTES || !(await fill(headerBytes))) throw new ArchiveError(DAMAGED);
    let header: RecordHeader;
    try {
      header = JSON.parse(take(headerBytes).toString('utf8')) as RecordHeader;
    } catch {
      throw new ArchiveError(DAMAGED);
    }
    if (!Number.isSafeInteger(header.size) || header.size < 0 || header.size > MAX_PAYLOAD_BYTES) {
      throw new ArchiveError(DAMAGED);
    }
    if (!(await fill(header.size))) throw new ArchiveError(DAMAGED);
    yield { header, payload: Buffer.from(take(header.size)) };
  }
}
