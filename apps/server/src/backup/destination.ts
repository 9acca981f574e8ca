import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupConfig } from '../config';
import { s3Client } from '../platform/object-store';

export const ARCHIVE_EXTENSION = '.clubbackup';
const ARCHIVE_NAME = /^club-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.clubbackup$/;

export interface ArchiveInfo {
  name: string;
  sizeBytes: number;
  createdAt: Date;
}

/** Where archives are kept: a folder, or a bucket and prefix of an S3-compatible service. */
export interface BackupDestination {
  /** Where, in words: the folder's path, or s3://bucket/prefix. */
  readonly description: string;
  /** A file on this machine to write the next archive into before it is kept (`keep`). */
  scratchPath(name: string): Promise<string>;
  /** Keeps the archive written at `path` under `name` (the scratch file is gone afterwards). */
  keep(path: string, name: string): Promise<void>;
  /** The archives kept, newest first. */
  list(): Promise<ArchiveInfo[]>;
  open(name: string): Promise<Readable | null>;
  remove(name: string): Promise<void>;
}

/** A new archive's name: when it was made, in UTC, so that names sort by age. */
export const archiveName = (at = new Date()) =>
  `club-backup-${at
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d{3}Z$/, (ms) => `-${ms.slice(1, 4)}Z`)}${ARCHIVE_EXTENSION}`;

export const isArchiveName = (name: string) => ARCHIVE_NAME.test(name);

const newestFirst = (a: ArchiveInfo, b: ArchiveInfo) => b.name.localeCompare(a.name);

class FolderDestination implements BackupDestination {
  constructor(private readonly dir: string) {}

  get description() {
    return this.dir;
  }

  async scratchPath(name: string) {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    return join(this.dir, `${name}.partial`);
  }

  async keep(path: string, name: string) {
    await rename(path, join(this.dir, name));
  }

  async list() {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter(isArchiveName);
    const archives = await Promise.all(
      names.map(async (name) => {
        const info = await stat(join(this.dir, name));
        return { name, sizeBytes: info.size, createdAt: info.mtime };
      }),
    );
    return archives.sort(newestFirst);
  }

  async open(name: string) {
    if (!isArchiveName(name)) return null;
    const path = join(this.dir, name);
    return (await stat(path).catch(() => null)) ? createReadStream(path) : null;
  }

  async remove(name: string) {
    if (isArchiveName(name)) await rm(join(this.dir, name), { force: true });
  }
}

class S3Destination implements BackupDestination {
  private readonly s3: ReturnType<typeof s3Client>;

  constructor(
    private readonly settings: Extract<BackupConfig['destination'], { kind: 's3' }>,
    private readonly scratchDir: string,
  ) {
    const { s3 } = settings;
    this.s3 = s3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      // An archive is sent as a file stream: without this, the SDK wraps it in aws-chunked encoding with
      // a checksum trailer, which several S3-compatible services store as the object's bytes. Each archive
      // chunk carries its own authentication tag anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
    });
  }

  get description() {
    return `s3://${this.settings.s3.bucket}/${this.settings.prefix}`;
  }

  private keyOf(name: string) {
    return `${this.settings.prefix}${name}`;
  }

  async scratchPath(name: string) {
    await mkdir(this.scratchDir, { recursive: true, mode: 0o700 });
    return join(this.scratchDir, `${name}.partial`);
  }

  async keep(path: string, name: string) {
    try {
      const { size } = await stat(path);
      const { sdk, client } = await this.s3;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.s3.bucket,
          Key: this.keyOf(name),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
    } finally {
      await rm(path, { force: true });
    }
  }

  async list() {
    const { sdk, client } = await this.s3;
    const archives: ArchiveInfo[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.s3.bucket,
          Prefix: this.settings.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.settings.prefix.length) ?? '';
        if (isArchiveName(name)) {
          archives.push({ name, sizeBytes: object.Size ?? 0, createdAt: object.LastModified ?? new Date(0) });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return archives.sort(newestFirst);
  }

  async open(name: string) {
    if (!isArchiveName(name)) return null;
    const { sdk, client } = await this.s3;
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.s3.bucket, Key: this.keyOf(name) }),
      );
      return (object.Body as Readable | undefined) ?? null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(name: string) {
    if (isArchiveName(name)) {
      const { sdk, client } = await this.s3;
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.s3.bucket, Key: this.keyOf(name) }));
    }
  }
}

export function backupDestination(config: BackupConfig['destination'], dataDir: string): BackupDestination {
  return config.kind === 'folder'
    ? new FolderDestination(config.dir)
    : new S3Destination(config, join(dataDir, 'backup-scratch'));
}
