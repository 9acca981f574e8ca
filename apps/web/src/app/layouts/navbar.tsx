import { CLUB } from '@club/shared';
import { LayoutDashboard, LogOut, Menu, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useSignOutAndLeave } from '../../lib/use-sign-out';
import { AboutMenu } from './about-menu';

const MAIN_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.teamsSports, label: 'Teams & Sports' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.contributions, label: 'Contributions' },
  { to: paths.membership, label: 'Membership' },
  { to: paths.newsEvents, label: 'News & Events' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.contact, label: 'Contact' },
] as const;

const ABOUT_LINKS = [
  { to: paths.about, label: 'About' },
  { to: paths.executiveCommittee, label: 'Executive Committee' },
] as const;

/** Section links such as /#contact are never shown as the current page. */
const linkClass = (to: string, { isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-brand-800 2xl:px-2.5',
    isActive && !to.includes('#') && 'bg-brand-800',
  );

export function Navbar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 bg-brand-900 text-white shadow">
      <nav className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3" aria-label="Main">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 font-bold" onClick={close}>
          <img src="/favicon.svg" alt="" className="size-8" />
          {/* The full name at every width: on two short lines where the menu sits beside it. */}
          <span className="text-lg leading-tight xl:w-28 xl:text-sm 2xl:w-auto 2xl:text-lg">{CLUB.name}</span>
        </Link>

        <div className="hidden items-center gap-0.5 xl:flex 2xl:gap-1">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={(state) => linkClass(link.to, state)} end>
              {link.label}
            </NavLink>
          ))}
          <AboutMenu links={ABOUT_LINKS} />
        </div>

        <div className="hidden items-center gap-2 xl:flex">
          <AccountActions onNavigate={close} />
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="text-white hover:bg-brand-800 xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
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
                <NavLink to={link.to} className={(state) => cn(linkClass(link.to, state), 'block')} onClick={close} end>
                  {link.label}
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

function AccountActions({ onNavigate }: { onNavigate: () => void }) {
  const { user, role, loading } = useAuth();
  const { signOut, pending } = useSignOutAndLeave();
  if (loading) return null;
  if (!user) {
    return (
      <>
        <Button asChild variant="ghost" size="sm" className="text-white hover:bg-brand-800">
          <Link to={paths.auth} onClick={onNavigate}>
            Login
          </Link>
        </Button>
        <Button asChild variant="accent" size="sm">
          <Link to={paths.auth} onClick={onNavigate}>
            Join Us
          </Link>
        </Button>
      </>
    );
  }
  return (
    <>
      {role === 'guest' ? (
        <Button asChild variant="ghost" size="sm" className="text-white hover:bg-brand-800">
          <Link to={paths.profile} onClick={onNavigate}>
            <UserRound aria-hidden /> Profile
          </Link>
        </Button>
      ) : (
        <Button asChild variant="ghost" size="sm" className="text-white hover:bg-brand-800">
          <Link to={paths.dashboard} onClick={onNavigate}>
            <LayoutDashboard aria-hidden /> Dashboard
          </Link>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        className="border-white/40 bg-transparent text-white hover:bg-brand-800"
        disabled={pending}
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        <LogOut aria-hidden /> Sign Out
      </Button>
    </>
  );
}
