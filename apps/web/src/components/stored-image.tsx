import { imageSrcSet } from '@club/shared';
import type { ComponentProps } from 'react';

/**
 * An image the portal stored: the browser picks the resized WebP that fits `sizes` (the server keeps
 * them beside the original). Addresses elsewhere on the web are shown as they are.
 */
export function StoredImage({ src, sizes, alt, ...props }: ComponentProps<'img'> & { src: string; sizes: string }) {
  const srcSet = imageSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} decoding="async" {...props} />;
}
