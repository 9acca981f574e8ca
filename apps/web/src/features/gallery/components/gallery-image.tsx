import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { StoredImage } from '../../../components/stored-image';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/** An image that falls back to a placeholder when it cannot be loaded (spec). */
export function GalleryImage({
  src,
  alt,
  className,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** How wide the image is shown, for picking a resized variant. */
  sizes?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)}
        role="img"
        aria-label={alt || t('common.image.unavailable')}
      >
        <ImageOff className="size-8" aria-hidden />
      </div>
    );
  }
  return (
    <StoredImage
      src={src}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      className={cn('object-cover', className)}
      onError={() => setBroken(true)}
    />
  );
}
