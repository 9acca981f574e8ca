import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { ThaanaKeyboardToggle } from '../../components/thaana-keyboard-toggle';
import { Button, ButtonLink } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { inLanguage, useClubIdentity } from '../../lib/club-identity';
import { cn } from '../../lib/cn';
import { type TextKey, t } from '../../lib/i18n';
import { paths, signInThen, signUpThen } from '../../lib/paths';
import { useSignOutAndLeave } from '../../lib/use-sign-out';
import { AboutMenu } from './about-menu';

const MAIN_LINKS = [
  { to: paths.home, text: 'common.nav.home' },
  { to: paths.teamsSports, text: 'common.nav.teamsSports' },
  { to: paths.shop, text: 'common.nav.shop' },
  { to: paths.contributions, text: 'common.nav.contributions' },
  { to: paths.membership, text: 'common.nav.membership' },
  { to: paths.newsEvents, text: 'common.nav.newsEvents' },
  { to: paths.gallery, text: 'common.nav.gallery' },
  { to: paths.contact, text: 'common.nav.contact' },
] as const satisfies readonly { to: string; text: TextKey }[];

const ABOUT_LINKS = [
  { to: paths.about, text: 'common.nav.about' },
  { to: paths.executiveCommittee, text: 'common.nav.executiveCommittee' },
] as const satisfies readonly { to: string; text: TextKey }[];

/** Section links such as /#contact are never the current page: neither shown nor announced as it. */
const isSectionLink = (to: string) => to.includes('#');
const currentFor = (to: string) => (isSectionLink(to) ? false : 'page');
const linkClass = (to: string, { isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-brand-800 2xl:px-2.5',
    isActive && !isSectionLink(to) && 'bg-brand-800',
  );

export function Navbar() {
  const identity = useClubIdentity();
  const club = inLanguage(identity.name);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 bg-brand-900 text-white shadow">
      <nav
        className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3"
        aria-label={t('common.nav.main')}
      >
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 font-bold" onClick={close}>
          <img src={identity.logo?.small ?? '/favicon.svg'} alt="" className="size-8" />
          {/* The full name at every width: on two short lines where the menu sits beside it. */}
          <span className="text-lg leading-tight max-sm:w-28 max-sm:text-base xl:w-28 xl:text-sm 2xl:w-auto 2xl:text-lg">
            {club}
          </span>
        </Link>

        <div className="hidden items-center gap-0.5 xl:flex 2xl:gap-1">
          {MAIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={(state) => linkClass(link.to, state)}
              aria-current={currentFor(link.to)}
              end
            >
              {t(link.text)}
            </NavLink>
          ))}
          <AboutMenu links={ABOUT_LINKS.map((link) => ({ to: link.to, label: t(link.text) }))} />
        </div>

        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSwitch className="hover:bg-brand-800" />
          <ThaanaKeyboardToggle className="hover:bg-brand-800" />
          <AccountActions onNavigate={close} />
        </div>

        <LanguageSwitch className="ms-auto hover:bg-brand-800 xl:hidden" />

        <Button
          variant="ghost"
          size="icon"
          className="text-white hover:bg-brand-800 xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </nav>

      {open && (
        <div id="mobile-menu" className="border-t border-brand-800 px-4 pb-4 xl:hidden">
          <ul className="flex flex-col py-2">
            {[...MAIN_LINKS, ...ABOUT_LINKS].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={(state) => cn(linkClass(link.to, state), 'block')}
                  aria-current={currentFor(link.to)}
                  onClick={close}
                  end
                >
                  {t(link.text)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <AccountActions onNavigate={close} />
          </div>
        </div>
      )}
    </header>
  );
}

/**
 * Between the widths where the menu comes out of the hamburger (xl) and where the whole bar fits with the
 * account's names (1700 px: the header at every width is checked by e2e/header-fits.spec.ts), the account's
 * buttons show their icons, their names kept for screen readers (and as their tooltips).
 */
const COMPACT_LABEL = 'xl:max-[1699px]:sr-only';

function AccountActions({ onNavigate }: { onNavigate: () => void }) {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOutAndLeave();
  if (loading) return null;
  if (!user) {
    // Back to this page once signed in (from the home page or the sign-in page itself: the dashboard).
    const here = pathname === paths.home || pathname.startsWith(paths.auth) ? undefined : pathname;
    return (
      <>
        <ButtonLink
          to={here ? signInThen(here) : paths.auth}
          onClick={onNavigate}
          variant="ghost"
          size="sm"
          className="text-white hover:bg-brand-800"
        >
          {t('common.nav.login')}
        </ButtonLink>
        <ButtonLink to={signUpThen(here)} onClick={onNavigate} variant="accent" size="sm">
          {t('common.nav.joinUs')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="text-white hover:bg-brand-800">
        <Link to={paths.dashboard} onClick={onNavigate} title={t('common.nav.dashboard')}>
          <LayoutDashboard aria-hidden /> <span className={COMPACT_LABEL}>{t('common.nav.dashboard')}</span>
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-white/40 bg-transparent text-white hover:bg-brand-800"
        disabled={pending}
        title={t('common.nav.signOut')}
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        <LogOut aria-hidden /> <span className={COMPACT_LABEL}>{t('common.nav.signOut')}</span>
      </Button>
    </>
  );
}
