import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { unavailable } from './errors';

export const STORAGE_UNREACHABLE =
  'File storage cannot be reached just now, so nothing was saved or fetched. Please try again in a few minutes.';

export interface StoredObject {
  size: number;
  stream: Readable;
}

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where uploaded files live: a folder on this machine, or any S3-compatible service. Keys look like
 * `public/gallery/<uuid>.png`; the storage layer above decides names, types, sizes and who may read.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null if there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<ObjectInfo>;
}

/** Files under a folder (`DATA_DIR/storage` by default); written to a temporary name and renamed, so never half-written. */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private pathOf(key: string) {
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.partial`;
    await writeFile(temp, data, { mode: 0o640 });
    await rename(temp, path);
  }

  async get(key: string) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, stream: createReadStream(path) };
  }

  async delete(key: string) {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const entries = await readdir(this.pathOf(prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      yield { key: relative(this.root, path).split(sep).join('/'), size: info.size, lastModified: info.mtime };
    }
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** For services other than AWS (MinIO, Cloudflare R2, DigitalOcean Spaces, a test server). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The AWS SDK (some 20 MB resident) and a client of it, loaded when a server first talks to S3: a server
 * that keeps its files on its own disk never holds it.
 */
export async function s3Client(config: S3ClientConfig): Promise<{ sdk: S3Sdk; client: S3Client }> {
  const sdk = await import('@aws-sdk/client-s3');
  return { sdk, client: new sdk.S3Client(config) };
}

/** Any S3-compatible service: objects are private to the bucket; the API streams them after its checks. */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3';
  private readonly s3: ReturnType<typeof s3Client>;

  constructor(private readonly settings: S3Settings) {
    this.s3 = s3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // A service that stopped answering fails the request in seconds instead of holding it open.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  }

  /**
   * Sends a command; when the service cannot be reached or answers with a server error (after the SDK's
   * own retries), the request answers 503 (never a 500): the service is down, not the request wrong.
   */
  private async reach<Output>(request: Promise<Output>): Promise<Output> {
    try {
      return await request;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === undefined || status >= 500) throw unavailable(STORAGE_UNREACHABLE, 'storage_unavailable');
      throw error;
    }
  }

  async put(key: string, data: Buffer, contentType: string) {
    const { sdk, client } = await this.s3;
    await this.reach(
      client.send(
        new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data, ContentType: contentType }),
      ),
    );
  }

  async get(key: string) {
    const { sdk, client } = await this.s3;
    try {
      const object = await this.reach(
        client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key })),
      );
      if (!(object.Body instanceof Readable)) return null;
      return { size: object.ContentLength ?? 0, stream: object.Body };
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string) {
    const { sdk, client } = await this.s3;
    await this.reach(client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const { sdk, client } = await this.s3;
    let token: string | undefined;
    do {
      const page = await this.reach(
        client.send(
          new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    void this.s3.then(({ client }) => client.destroy());
  }
}
