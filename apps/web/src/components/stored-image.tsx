import { imageSrcSet } from '@club/shared';
import type { ComponentProps, ReactNode } from 'react';

/**
 * An image the portal stored: the browser picks the resized WebP that fits `sizes` (the server keeps
 * them beside the original). Addresses elsewhere on the web are shown as they are; with no `alt`, the image is
 * decorative (''). With no address, the
 * `fallback` stands in its place (nothing when none); `hideBroken` hides an image that fails to load.
 */
export function StoredImage({
  src,
  sizes,
  alt = '',
  fallback = null,
  hideBroken,
  ...props
}: Omit<ComponentProps<'img'>, 'src'> & {
  src: string | null | undefined;
  sizes: string;
  fallback?: ReactNode;
  hideBroken?: boolean;
}) {
  if (!src) return fallback;
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      decoding="async"
      onError={
        hideBroken
          ? (e) => {
              e.currentTarget.style.display = 'none';
            }
          : undefined
      }
      {...props}
    />
  );
}
