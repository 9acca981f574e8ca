import { clubYear, formatPhone, HOME_LIMITS, SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from '@club/shared';
import { Link } from 'react-router';
import { chatLinks } from '../../components/share-links';
import { useHomeFeed } from '../../features/home/api/get-home-feed';
import { inLanguage, useClubIdentity } from '../../lib/club-identity';
import { t, translateMessage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePublicSettings } from '../../lib/public-settings';
import { sportLabel } from '../../lib/sport-label';

export function Footer() {
  const feed = useHomeFeed();
  const settings = usePublicSettings();
  const identity = useClubIdentity();
  const club = inLanguage(identity.name);
  const motto = inLanguage(identity.motto);
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const url = settings.data?.publicSite.social[network];
    return url ? [{ network, url }] : [];
  });
  const sports = [...new Set((feed.data?.teams ?? []).map((team) => team.sport))].slice(0, HOME_LIMITS.footerSports);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">{club}</p>
          {motto && <p className="mt-2 text-sm">{motto}</p>}
        </div>
        <nav aria-label={t('common.footer.label')} className="flex flex-col gap-2 text-sm">
          <Link to={paths.about} className="hover:text-white">
            {t('common.nav.about')}
          </Link>
          <Link to={paths.membership} className="hover:text-white">
            {t('common.nav.membership')}
          </Link>
          <Link to={paths.newsEvents} className="hover:text-white">
            {t('common.nav.newsEvents')}
          </Link>
          <Link to={paths.shop} className="hover:text-white">
            {t('common.footer.clubShop')}
          </Link>
          <Link to={paths.contributions} className="hover:text-white">
            {t('common.footer.supportOurClub')}
          </Link>
          <Link to={paths.terms} className="hover:text-white">
            {t('common.footer.registrationTerms')}
          </Link>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">{t('common.footer.ourSports')}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {sports.map((sport) => (
              <li key={sport}>
                <Link to={paths.teamsSports} className="hover:text-white">
                  {sportLabel(sport)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <address className="flex flex-col gap-1 text-sm not-italic">
          <span>{settings.data?.contact.address ?? t('common.club.address')}</span>
          <span>{t('common.club.openingHours')}</span>
          {settings.data?.contact.phone && (
            <>
              <a href={`tel:${settings.data.contact.phone}`} className="hover:text-white">
                <bdi dir="ltr">{formatPhone(settings.data.contact.phone)}</bdi>
              </a>
              <span className="flex gap-3">
                <a href={chatLinks(settings.data.contact.phone).whatsapp} className="underline hover:text-white">
                  {t('common.footer.whatsapp')}
                </a>
                <a href={chatLinks(settings.data.contact.phone).viber} className="underline hover:text-white">
                  {t('common.footer.viber')}
                </a>
              </span>
            </>
          )}
          {settings.data?.contact.email && (
            <a href={`mailto:${settings.data.contact.email}`} className="hover:text-white">
              <bdi dir="ltr">{settings.data.contact.email}</bdi>
            </a>
          )}
          <Link to={paths.contact} className="hover:text-white">
            {t('common.footer.sendMessage')}
          </Link>
          {social.length > 0 && (
            <ul aria-label={t('common.footer.followUs')} className="mt-3 flex flex-wrap gap-2">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-700 px-4 text-white hover:border-slate-400"
                  >
                    {translateMessage(SOCIAL_NETWORK_LABELS[network])}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </address>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">
        {t('common.club.copyright', { year: clubYear(), club })}
      </p>
    </footer>
  );
}
