import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type Action, IMAGE_VARIANT_WIDTHS, imageVariantName, type ModuleId } from '@club/shared';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './errors';
import { imageVariants } from './images';
import type { ObjectStore } from './object-store';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const IMAGE_OR_PDF = [...IMAGE_TYPES, 'application/pdf'] as const;
/**
 * Office documents recognised by their content: OOXML (Word, Excel, PowerPoint) and OpenDocument. The
 * legacy .doc/.xls container is refused: by content it cannot be told apart from other OLE files.
 */
const OFFICE_DOCUMENTS = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
const MB = 1024 * 1024;

interface BucketRule {
  visibility: 'public' | 'private';
  accepts: readonly string[];
  maxBytes: number;
  /** Buckets staff upload to directly (POST /api/uploads/:bucket): any of these rights is enough. */
  uploadPermissions?: readonly { module: ModuleId; action: Action }[];
}

const createOrEdit = (...modules: ModuleId[]) =>
  modules.flatMap((module) => [
    { module, action: 'create' as const },
    { module, action: 'edit' as const },
  ]);

export const BUCKETS = {
  gallery: {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 10 * MB,
    uploadPermissions: createOrEdit('gallery'),
  },
  'team-logos': {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 5 * MB,
    uploadPermissions: createOrEdit('teams'),
  },
  'player-photos': {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 5 * MB,
    uploadPermissions: createOrEdit('teams'),
  },
  'committee-photos': {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 5 * MB,
    uploadPermissions: createOrEdit('committee'),
  },
  'news-images': {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 5 * MB,
    uploadPermissions: createOrEdit('news', 'news-events', 'events'),
  },
  'sponsor-logos': {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 2 * MB,
    uploadPermissions: createOrEdit('sponsors'),
  },
  'product-images': {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 5 * MB,
    uploadPermissions: createOrEdit('shop'),
  },
  /** Pictures of the public site itself (the home page's photograph), set in the club settings. */
  'site-images': {
    visibility: 'public',
    accepts: IMAGE_TYPES,
    maxBytes: 10 * MB,
    uploadPermissions: [{ module: 'settings', action: 'edit' }],
  },
  /** The club's logo, drawn by the portal as PNG squares (settings/logo.ts): never uploaded as sent. */
  'club-logos': {
    visibility: 'public',
    accepts: ['image/png'],
    maxBytes: 2 * MB,
  },
  'id-cards': {
    visibility: 'private',
    accepts: IMAGE_OR_PDF,
    maxBytes: 5 * MB,
  },
  'transfer-slips': {
    visibility: 'private',
    accepts: IMAGE_OR_PDF,
    maxBytes: 5 * MB,
  },
  /** A member's photo on their card: re-encoded on upload (no camera metadata), shown to them and their guardians. */
  'member-photos': {
    visibility: 'private',
    accepts: IMAGE_TYPES,
    maxBytes: 5 * MB,
  },
  'archive-documents': {
    visibility: 'private',
    accepts: [...IMAGE_OR_PDF, ...Object.values(OFFICE_DOCUMENTS)],
    maxBytes: 20 * MB,
  },
} as const satisfies Record<string, BucketRule>;

export type BucketName = keyof typeof BUCKETS;

export const isBucketName = (value: string): value is BucketName => Object.hasOwn(BUCKETS, value);

/** Generated names only: a UUID and the extension of the sniffed type. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-w\d{2,4})?\.[a-z0-9]{2,4}$/;

export interface StoredFile {
  bucket: BucketName;
  name: string;
  mimeType: string;
  size: number;
  /** Where a browser fetches it: a static path for public buckets, the guarded route for private ones. */
  url: string;
}

/** How a type is named to people: JPEG, PDF, DOCX... */
const typeLabel = (mime: string) =>
  Object.entries(OFFICE_DOCUMENTS)
    .find(([, value]) => value === mime)?.[0]
    .toUpperCase() ?? (mime.split('/')[1] ?? mime).toUpperCase();

/** Uploaded files: checked (type by content, size, generated name) and kept in the configured object store. */
export class FileStorage {
  /** `settingsCap` lowers a bucket's cap from the club settings (its own maximum still holds). */
  constructor(
    readonly store: ObjectStore,
    private readonly settingsCap: (bucket: BucketName) => number = () => Number.POSITIVE_INFINITY,
  ) {}

  /** The largest file this bucket accepts now. */
  maxBytes(bucket: BucketName): number {
    return Math.min(BUCKETS[bucket].maxBytes, this.settingsCap(bucket));
  }

  static keyOf(bucket: BucketName, name: string) {
    return `${BUCKETS[bucket].visibility}/${bucket}/${name}`;
  }

  urlOf(bucket: BucketName, name: string) {
    return BUCKETS[bucket].visibility === 'public' ? `/files/${bucket}/${name}` : `/api/files/${bucket}/${name}`;
  }

  async save(bucket: BucketName, data: Buffer): Promise<StoredFile> {
    const rule: BucketRule = BUCKETS[bucket];
    if (data.length === 0) throw new HttpError(400, 'The file is empty.');
    const maxBytes = this.maxBytes(bucket);
    if (data.length > maxBytes) {
      throw new HttpError(413, `The file is too large (at most ${Math.round(maxBytes / MB)} MB).`);
    }
    const type = await fileTypeFromBuffer(data);
    if (!type || !rule.accepts.includes(type.mime)) {
      const allowed = [...new Set(rule.accepts.map(typeLabel))].join(', ');
      throw new HttpError(415, `This file type is not accepted. Allowed: ${allowed}.`);
    }
    const name = `${randomUUID()}.${type.ext}`;
    const variants = await imageVariants(bucket, name, data).catch(() => {
      throw new HttpError(415, 'This image could not be read. Save it again as JPEG or PNG and retry.');
    });
    const written: string[] = [];
    try {
      for (const file of [{ name, data, mime: type.mime }, ...variants.map((v) => ({ ...v, mime: 'image/webp' }))]) {
        await this.store.put(FileStorage.keyOf(bucket, file.name), file.data, file.mime);
        written.push(file.name);
      }
    } catch (error) {
      await Promise.all(written.map((file) => this.store.delete(FileStorage.keyOf(bucket, file)).catch(() => {})));
      throw error;
    }
    return { bucket, name, mimeType: type.mime, size: data.length, url: this.urlOf(bucket, name) };
  }

  /** Removes a stored file with its resized variants. */
  async remove(bucket: BucketName, name: string) {
    if (!STORED_NAME.test(name)) return;
    const widths: readonly number[] = IMAGE_VARIANT_WIDTHS[bucket as keyof typeof IMAGE_VARIANT_WIDTHS] ?? [];
    const names = [name, ...widths.map((width) => imageVariantName(name, width))];
    await Promise.all(names.map((file) => this.store.delete(FileStorage.keyOf(bucket, file))));
  }

  /**
   * Opens a stored file, or returns null if the name is not one we generate or the file is gone. A
   * resized variant that is missing (an image stored before variants existed) is made from the original.
   */
  async open(bucket: BucketName, name: string) {
    if (!STORED_NAME.test(name)) return null;
    return (await this.store.get(FileStorage.keyOf(bucket, name))) ?? this.variantFromOriginal(bucket, name);
  }

  private async variantFromOriginal(bucket: BucketName, name: string) {
    const variant = /^([0-9a-f-]{36})-w(\d+)\.webp$/.exec(name);
    const widths: readonly number[] = IMAGE_VARIANT_WIDTHS[bucket as keyof typeof IMAGE_VARIANT_WIDTHS] ?? [];
    if (!variant || !widths.includes(Number(variant[2]))) return null;
    for (const extension of ['jpg', 'png', 'webp', 'gif']) {
      const originalName = `${variant[1]}.${extension}`;
      const original = await this.store.get(FileStorage.keyOf(bucket, originalName));
      if (!original) continue;
      const made = (await imageVariants(bucket, originalName, await buffer(original.stream))).find(
        (v) => v.name === name,
      );
      if (!made) return null;
      await this.store.put(FileStorage.keyOf(bucket, name), made.data, 'image/webp');
      return { size: made.data.length, stream: Readable.from([made.data]) };
    }
    return null;
  }
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  ...OFFICE_DOCUMENTS,
};

export const mimeTypeOfStoredName = (name: string) =>
  MIME_BY_EXTENSION[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
