import { StoredImage } from '../../../components/stored-image';
import { t } from '../../../lib/i18n';
import { useHomeFeed } from '../api/get-home-feed';

/** Home: the club's active sponsors by name; broken logos are hidden. */
export function SponsorsStrip() {
  const feed = useHomeFeed();
  const sponsors = feed.data?.sponsors ?? [];
  if (feed.isError) return <p className="mx-auto max-w-7xl px-4 text-red-700">{t('home.sponsors.failed')}</p>;
  if (sponsors.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-500">
        {t('home.sponsors.title')}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {sponsors.map((sponsor) => {
          const content = (
            <span className="flex items-center gap-2 text-lg font-semibold text-slate-700">
              <StoredImage src={sponsor.logoUrl} sizes="120px" className="h-10 w-auto object-contain" hideBroken />
              {sponsor.name}
            </span>
          );
          return (
            <li key={sponsor.id}>
              {sponsor.websiteUrl ? (
                <a href={sponsor.websiteUrl} target="_blank" rel="noopener noreferrer" className="hover:text-brand-700">
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
