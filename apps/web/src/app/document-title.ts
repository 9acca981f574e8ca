import { CLUB, MODULES } from '@club/shared';

/** Each public page's name in the browser tab (admin screens take their module's title). */
const PAGE_TITLES: Record<string, string> = {
  '/about': 'About Us',
  '/auth': 'Sign In',
  '/auth/confirm': 'Confirm Email',
  '/auth/reset-password': 'Reset Password',
  '/dashboard': 'Dashboard',
  '/profile': 'Profile',
  '/membership': 'Membership',
  '/membership-registration': 'Membership Registration',
  '/academy-registration': 'Academy Registration',
  '/news-events': 'News & Events',
  '/gallery': 'Gallery',
  '/executive-committee': 'Executive Committee',
  '/teams-sports': 'Teams & Sports',
  '/shop': 'Club Shop',
  '/contributions': 'Support Our Club',
  '/cart': 'Your Cart',
  '/orders': 'My Orders',
  '/terms': 'Registration Terms',
};

const PATTERNS: [RegExp, string][] = [
  [/^\/team\/[^/]+\/players$/, 'Team Players'],
  [/^\/orders\/[^/]+$/, 'Your Order'],
  [/^\/news\/[^/]+$/, 'News'],
  [/^\/events\/[^/]+$/, 'Event'],
  [/^\/gallery\/[^/]+$/, 'Album'],
];

/** 'News & Events · Maldives Sports Club'; the home page is the club's name alone; unknown paths are not found. */
export function documentTitleFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return CLUB.name;
  const title =
    PAGE_TITLES[path] ??
    MODULES.find((module) => module.path === path)?.title ??
    PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ??
    'Page Not Found';
  return `${title} · ${CLUB.name}`;
}
