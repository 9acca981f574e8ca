import { clubYear, formatPhone, HOME_LIMITS, SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from '@club/shared';
import { Link } from 'react-router';
import { useHomeFeed } from '../../features/home/api/get-home-feed';
import { paths } from '../../lib/paths';
import { usePublicSettings } from '../../lib/public-settings';

export function Footer() {
  const feed = useHomeFeed();
  const settings = usePublicSettings();
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const url = settings.data?.publicSite.social[network];
    return url ? [{ network, url }] : [];
  });
  const sports = [...new Set((feed.data?.teams ?? []).map((team) => team.sport))].slice(0, HOME_LIMITS.footerSports);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">Maldives Sports Club</p>
          <p className="mt-2 text-sm">Building champions on and off the field since 2010.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 text-sm">
          <Link to={paths.about} className="hover:text-white">
            About
          </Link>
          <Link to={paths.membership} className="hover:text-white">
            Membership
          </Link>
          <Link to={paths.newsEvents} className="hover:text-white">
            News & Events
          </Link>
          <Link to={paths.shop} className="hover:text-white">
            Club Shop
          </Link>
          <Link to={paths.contributions} className="hover:text-white">
            Support Our Club
          </Link>
          <Link to={paths.terms} className="hover:text-white">
            Registration terms
          </Link>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">Our Sports</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {sports.map((sport) => (
              <li key={sport}>
                <Link to={paths.teamsSports} className="hover:text-white">
                  {sport}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <address className="flex flex-col gap-1 text-sm not-italic">
          <span>{settings.data?.contact.address ?? 'Male, Republic of Maldives'}</span>
          <span>Open daily 6:00 AM to 10:00 PM</span>
          {settings.data?.contact.phone && (
            <a href={`tel:${settings.data.contact.phone}`} className="hover:text-white">
              {formatPhone(settings.data.contact.phone)}
            </a>
          )}
          {settings.data?.contact.email && (
            <a href={`mailto:${settings.data.contact.email}`} className="hover:text-white">
              {settings.data.contact.email}
            </a>
          )}
          <Link to={paths.contact} className="hover:text-white">
            Send us a message
          </Link>
          {social.length > 0 && (
            <ul aria-label="Follow us" className="mt-3 flex flex-wrap gap-2">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-700 px-4 text-white hover:border-slate-400"
                  >
                    {SOCIAL_NETWORK_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </address>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">© {clubYear()} Maldives Sports Club</p>
    </footer>
  );
}
