import { StoredImage } from '../../../components/stored-image';
import { cn } from '../../../lib/cn';
import { usePublicSettings } from '../../../lib/public-settings';

/**
 * The photograph staff chose for the home page (Club Settings), behind the hero's text, cropped to cover
 * at any shape, with a shade that keeps the text readable; without one, the club's colours show through.
 * When the home page is the page loaded, the server has already put the picture in with its HTML
 * (`.hero-photo`, modules/home/hero-photo.ts on the server), so it shows from the first paint; the app
 * draws it too, for a visitor who comes to the home page from another page.
 */
export function HeroPhoto() {
  const url = usePublicSettings().data?.publicSite.heroImageUrl;
  return (
    <div className="hero-photo absolute inset-0 -z-10 bg-cover bg-center" aria-hidden>
      {url && <StoredImage src={url} sizes="100vw" alt="" className="absolute inset-0 size-full object-cover" />}
      <div
        className={cn(
          'hero-photo-shade absolute inset-0 bg-gradient-to-r from-brand-900/90 via-brand-900/80 to-brand-900/65 max-md:bg-none max-md:bg-brand-900/80',
          url ? 'block' : 'hidden',
        )}
      />
    </div>
  );
}
