/** Every URL of the web app, built in one place. */
export const paths = {
  home: '/',
  contact: '/#contact',
  auth: '/auth',
  authConfirm: '/auth/confirm',
  authResetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  profile: '/profile',
  about: '/about',
  membership: '/membership',
  membershipRegistration: '/membership-registration',
  academyRegistration: '/academy-registration',
  newsEvents: '/news-events',
  newsArticle: (id: string) => `/news/${encodeURIComponent(id)}`,
  event: (id: string) => `/events/${encodeURIComponent(id)}`,
  gallery: '/gallery',
  album: (id: string) => `/gallery/${encodeURIComponent(id)}`,
  executiveCommittee: '/executive-committee',
  teamsSports: '/teams-sports',
  teamPlayers: (teamId: string) => `/team/${encodeURIComponent(teamId)}/players`,
  shop: '/shop',
  contributions: '/contributions',
  cart: '/cart',
  orders: '/orders',
  memberCard: '/card',
  /** A child's card, shown to their guardian. */
  memberCardOf: (memberId: string | null) => (memberId ? `/card?member=${encodeURIComponent(memberId)}` : '/card'),
  renew: '/renew',
  /** Where the bank's page sends a card payer back. */
  cardPayment: (id: string) => `/payments/card/${encodeURIComponent(id)}`,
  /** Renewing a child's membership (a guardian), or one's own. */
  renewFor: (memberId: string | null) => (memberId ? `/renew?member=${encodeURIComponent(memberId)}` : '/renew'),
  /** A member's own statement, or (a guardian) their child's. */
  statementOf: (memberId: string | null) =>
    memberId ? `/statement?member=${encodeURIComponent(memberId)}` : '/statement',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  terms: '/terms',
  admin: {
    users: '/admin/users',
    roles: '/admin/roles',
    userRoles: '/admin/user-roles',
    rolePermissions: '/admin/role-permissions',
    members: '/admin/members',
    memberStatement: (memberId: string) => `/admin/members/${encodeURIComponent(memberId)}/statement`,
    checkCard: '/admin/members/check',
    importMembers: '/admin/members/import',
  },
} as const;

/** The sign-in page, coming back to `page` once signed in. */
export const signInThen = (page: string) => `${paths.auth}?next=${encodeURIComponent(page)}`;

/** Where sign-in goes on: the page asked for when it is one of this site's own (never another site), else the dashboard. */
export function pageAfterSignIn(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : paths.dashboard;
}

/** The sign-up form, coming back to `page` once the person is in (nowhere in particular: their dashboard). */
export const signUpThen = (page?: string) =>
  `${paths.auth}?tab=signup${page ? `&next=${encodeURIComponent(page)}` : ''}`;
