/**
 * The widths (CSS pixels x2 for sharp screens, roughly) at which pages show uploaded images: the
 * server stores a WebP of each beside the original, and pages pick one with srcset.
 */
export const IMAGE_VARIANT_WIDTHS = {
  gallery: [400, 1200],
  'team-logos': [160],
  'player-photos': [320],
  'committee-photos': [320],
  'news-images': [640, 1280],
  'sponsor-logos': [240],
  'product-images': [400, 800],
  'site-images': [800, 1600],
} as const;

type ImageBucket = keyof typeof IMAGE_VARIANT_WIDTHS;

/** `<uuid>.jpg` at 400 px wide is stored as `<uuid>-w400.webp`. */
export const imageVariantName = (storedName: string, width: number) =>
  `${storedName.replace(/\.[a-z0-9]+$/i, '')}-w${width}.webp`;

const PORTAL_IMAGE = /^\/files\/([a-z-]+)\/([0-9a-f-]{36}\.[a-z0-9]+)$/;

/**
 * The srcset of an image the portal stored (`/files/<bucket>/<name>`): its variants by width, then the
 * original. Undefined for addresses elsewhere on the web, which are shown as they are.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? PORTAL_IMAGE.exec(url) : null;
  if (!match) return undefined;
  const [, bucket = '', name = ''] = match;
  const widths: readonly number[] | undefined = IMAGE_VARIANT_WIDTHS[bucket as ImageBucket];
  if (!widths) return undefined;
  return widths.map((width) => `/files/${bucket}/${imageVariantName(name, width)} ${width}w`).join(', ');
}
