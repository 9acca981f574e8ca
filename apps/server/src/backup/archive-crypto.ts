import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * An archive is encrypted with AES-256-GCM in chunks (the STREAM construction of age and Tink): each
 * chunk carries its own tag, its nonce counts the chunks and marks the last one, so a chunk that is
 * changed, moved, dropped or cut off is refused before any of its bytes are used.
 *
 *   header:  "CLUBBKP" 0x01 | salt (32 bytes) | key check (16 bytes)
 *   chunks:  length (u32, big-endian) | ciphertext with its 16-byte tag      (plaintext ≤ 1 MiB each)
 *
 * The archive's key is derived from the club's key and the archive's random salt (HKDF-SHA256), so no
 * two archives share a key and the nonce may simply count. The key check, derived the same way, tells
 * a wrong key apart from a damaged archive.
 */
const MAGIC = Buffer.from('CLUBBKP\x01', 'latin1');
const SALT_BYTES = 32;
const CHECK_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + CHECK_BYTES;
const TAG_BYTES = 16;
const CHUNK_BYTES = 1 << 20;

export class ArchiveError extends Error {}

export const WRONG_KEY =
  'This archive was made with another backup key. Use the key the club kept for it (BACKUP_KEY).';
export const DAMAGED = 'The archive is damaged: it was changed or cut short after it was written. Use another archive.';
const NOT_AN_ARCHIVE = 'This file is not a portal backup archive.';

function deriveKeys(masterKey: Buffer, salt: Buffer) {
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', masterKey, salt, `club-portal backup v1 ${info}`, length));
  return { key: derive('data', 32), check: derive('key check', CHECK_BYTES) };
}

function nonce(counter: number, final: boolean) {
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(counter, 5, 6);
  bytes[11] = final ? 1 : 0;
  return bytes;
}

/** Encrypts what is written through it into an archive. */
export function encryptArchive(masterKey: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES);
  const { key, check } = deriveKeys(masterKey, salt);
  const header = Buffer.concat([MAGIC, salt, check]);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let counter = 0;

  const seal = (plaintext: Buffer, final: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(counter++, final));
    cipher.setAAD(header);
    const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, body]);
  };

  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      pending.push(data);
      pendingBytes += data.length;
      // A chunk is sealed once more follows it, so the last one is always known to be last.
      if (pendingBytes > CHUNK_BYTES) {
        let all = Buffer.concat(pending);
        while (all.length > CHUNK_BYTES) {
          this.push(seal(all.subarray(0, CHUNK_BYTES), false));
          all = all.subarray(CHUNK_BYTES);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      callback();
    },
    flush(callback) {
      this.push(seal(Buffer.concat(pending), true));
      callback();
    },
  });
}

/** Decrypts an archive, refusing a wrong key, a foreign file and any change to the archive. */
export function decryptArchive(masterKey: Buffer): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let header: Buffer | null = null;
  let key: Buffer | null = null;
  let counter = 0;
  // A chunk is opened once it is known whether another follows it: only the last may be sealed as last.
  let held: Buffer | null = null;

  const open = (body: Buffer, final: boolean) => {
    if (!key || !header) throw new ArchiveError(DAMAGED);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonce(counter++, final));
      decipher.setAAD(header);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new ArchiveError(DAMAGED);
    }
  };

  const readHeader = () => {
    if (!buffered.subarray(0, MAGIC.length).equals(MAGIC)) throw new ArchiveError(NOT_AN_ARCHIVE);
    header = Buffer.from(buffered.subarray(0, HEADER_BYTES));
    const derived = deriveKeys(masterKey, header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES));
    if (!timingSafeEqual(derived.check, header.subarray(HEADER_BYTES - CHECK_BYTES))) throw new ArchiveError(WRONG_KEY);
    key = derived.key;
    buffered = buffered.subarray(HEADER_BYTES);
  };

  return new Transform({
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
      try {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return callback();
          readHeader();
        }
        while (buffered.length >= 4) {
          const length = buffered.readUInt32BE(0);
          if (length < TAG_BYTES || length > CHUNK_BYTES + TAG_BYTES) throw new ArchiveError(DAMAGED);
          if (buffered.length < 4 + length) break;
          if (held) this.push(open(held, false));
          held = Buffer.from(buffered.subarray(4, 4 + length));
          buffered = buffered.subarray(4 + length);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        if (!header) {
          const startsLikeOne = buffered.length >= MAGIC.length && buffered.subarray(0, MAGIC.length).equals(MAGIC);
          throw new ArchiveError(startsLikeOne ? DAMAGED : NOT_AN_ARCHIVE);
        }
        if (!held || buffered.length > 0) throw new ArchiveError(DAMAGED);
        this.push(open(held, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** The club's backup key: BACKUP_KEY, or a key generated once into DATA_DIR/backup-key. */
export function loadBackupKey(configured: string | undefined, dataDir: string): { key: Buffer; generated: boolean } {
  if (configured) return { key: parseBackupKey(configured), generated: false };
  const file = join(dataDir, 'backup-key');
  if (existsSync(file)) return { key: parseBackupKey(readFileSync(file, 'utf8').trim()), generated: true };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  return { key, generated: true };
}

/** 32 bytes written as base64 (or base64url) or as 64 hex digits. */
export function parseBackupKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== 32 || !/^[A-Za-z0-9+/_=-]+$/.test(value)) {
    throw new ArchiveError('BACKUP_KEY must be 32 bytes written as base64 or 64 hex digits (see the README).');
  }
  return key;
}

/** Names a key without revealing it: 8 bytes derived from it (HKDF-SHA256), in hex. */
export function keyFingerprint(key: Buffer) {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'club-portal backup key fingerprint', 8)).toString('hex');
}
