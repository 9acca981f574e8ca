import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageDirection, t } from '../lib/i18n';
import { StoredImage } from './stored-image';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

export interface LightboxPhoto {
  id: string;
  imageUrl: string;
  title: string;
  description: string | null;
}

/**
 * One photo at a time, large, with previous/next buttons and the arrow keys; Escape closes it and focus
 * goes back to the thumbnail that opened it.
 */
export function Lightbox({
  photos,
  index,
  onIndexChange,
}: {
  photos: LightboxPhoto[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null || photos.length === 0) return;
    onIndexChange((index + step + photos.length) % photos.length);
  };
  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent
        className="max-w-5xl gap-3 bg-slate-950 p-3 text-white sm:p-5 [&>button:last-child]:text-slate-200 [&>button:last-child]:hover:text-white"
        onKeyDown={(event) => {
          // The next photo is the way the page reads: to the left in Dhivehi.
          const forward = pageDirection() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
          const back = pageDirection() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
          if (event.key === forward) go(1);
          else if (event.key === back) go(-1);
        }}
      >
        {photo && (
          <>
            <div className="flex items-baseline justify-between gap-4 pe-8">
              <DialogTitle className="text-base" dir="auto">
                {photo.title}
              </DialogTitle>
              <p className="shrink-0 text-sm text-slate-300" aria-live="polite">
                {t('common.lightbox.position', { n: (index ?? 0) + 1, total: photos.length })}
              </p>
            </div>
            <StoredImage
              key={photo.id}
              src={photo.imageUrl}
              sizes="(min-width: 1024px) 1024px, 100vw"
              alt={photo.title}
              className="max-h-[70vh] w-full rounded object-contain"
            />
            <DialogDescription className="text-slate-300" dir="auto">
              {photo.description ?? ''}
            </DialogDescription>
            {photos.length > 1 && (
              <div className="flex justify-between gap-2">
                <Button variant="secondary" onClick={() => go(-1)}>
                  <ChevronLeft aria-hidden /> {t('common.lightbox.previous')}
                </Button>
                <Button variant="secondary" onClick={() => go(1)}>
                  {t('common.lightbox.next')} <ChevronRight aria-hidden />
                </Button>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
