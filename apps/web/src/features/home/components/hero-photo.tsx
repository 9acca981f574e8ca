import { StoredImage } from '../../../components/stored-image';
import { usePublicSettings } from '../../../lib/public-settings';

/**
 * The photograph staff chose for the home page (Club Settings), behind the hero's text, cropped to cover
 * at any shape, with a shade that keeps the text readable; without one, the club's colours show through.
 * The server renders the home page with the settings, so the picture loads with the page's HTML.
 */
export function HeroPhoto() {
  const url = usePublicSettings().data?.publicSite.heroImageUrl;
  return (
    <div className="absolute inset-0 -z-10" aria-hidden>
      {url && (
        <>
          <StoredImage
            src={url}
            sizes="100vw"
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-r from-brand-900/90 via-brand-900/80 to-brand-900/65 max-md:bg-none max-md:bg-brand-900/80" />
        </>
      )}
    </div>
  );
}
