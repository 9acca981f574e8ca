import { MODULES } from '@club/shared';
import { type TextKey, t } from '../lib/i18n';

/** Each public page's name in the browser tab (admin screens take their module's title). */
const PAGE_TITLES: Record<string, TextKey> = {
  '/about': 'common.titles.about',
  '/auth': 'common.titles.auth',
  '/auth/confirm': 'common.titles.authConfirm',
  '/auth/reset-password': 'common.titles.resetPassword',
  '/dashboard': 'common.titles.dashboard',
  '/profile': 'common.titles.profile',
  '/membership': 'common.titles.membership',
  '/membership-registration': 'common.titles.membershipRegistration',
  '/academy-registration': 'common.titles.academyRegistration',
  '/news-events': 'common.titles.newsEvents',
  '/gallery': 'common.titles.gallery',
  '/executive-committee': 'common.titles.executiveCommittee',
  '/teams-sports': 'common.titles.teamsSports',
  '/shop': 'common.titles.shop',
  '/contributions': 'common.titles.contributions',
  '/cart': 'common.titles.cart',
  '/orders': 'common.titles.orders',
  '/terms': 'common.titles.terms',
};

const PATTERNS: [RegExp, TextKey][] = [
  [/^\/team\/[^/]+\/players$/, 'common.titles.teamPlayers'],
  [/^\/orders\/[^/]+$/, 'common.titles.order'],
  [/^\/news\/[^/]+$/, 'common.titles.news'],
  [/^\/events\/[^/]+$/, 'common.titles.event'],
  [/^\/gallery\/[^/]+$/, 'common.titles.album'],
];

/**
 * 'News & Events · {club}' in the page's language; the home page is the club's name alone;
 * unknown paths are not found.
 */
export function documentTitleFor(pathname: string, club: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return club;
  const module = MODULES.find((candidate) => candidate.path === path);
  const title =
    PAGE_TITLES[path] ??
    (module ? (`modules.${module.id}.title` as const) : undefined) ??
    PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ??
    'common.titles.notFound';
  return t('common.titles.format', { title: t(title), club });
}
