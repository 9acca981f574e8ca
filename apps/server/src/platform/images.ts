import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@club/shared';

/** Largest side of any variant, and of the pixels sharp agrees to decode (a decompression bomb is refused). */
const MAX_INPUT_PIXELS = 50_000_000;

/** sharp and its native image library (some 30 MB resident), loaded with the first image a server handles. */
export const loadSharp = async () => (await import('sharp')).default;

export interface ImageVariant {
  name: string;
  data: Buffer;
}

/**
 * The sizes the pages show of an uploaded photo or logo, as WebP (never wider than the original; EXIF
 * orientation applied, metadata dropped). The original is kept beside them, untouched.
 */
export async function imageVariants(bucket: string, storedName: string, original: Buffer): Promise<ImageVariant[]> {
  const widths = IMAGE_VARIANT_WIDTHS[bucket as keyof typeof IMAGE_VARIANT_WIDTHS];
  if (!widths) return [];
  const sharp = await loadSharp();
  return Promise.all(
    widths.map(async (width) => ({
      name: imageVariantName(storedName, width),
      data: await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
}
