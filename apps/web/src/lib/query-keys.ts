/**
 * The root of every cached query's key, one per kind of data: a feature's queries start with its root,
 * and live updates (lib/realtime) refresh the roots whose tables the server reports changed.
 */
export const queryRoots = {
  me: ['me'],
  profile: ['profile'],
  users: ['users'],
  roles: ['roles'],
  rolePermissions: ['role-permissions'],
  news: ['news'],
  events: ['events'],
  home: ['home'],
  newsEvents: ['news-events'],
  teams: ['teams'],
  sponsors: ['sponsors'],
  committee: ['committee'],
  contact: ['contact'],
  gallery: ['gallery'],
  registrations: ['registrations'],
  members: ['members'],
  formNumber: ['form-number'],
  finance: ['finance'],
  settings: ['settings'],
  archive: ['archive'],
  contributions: ['contributions'],
  shop: ['shop'],
  meetings: ['meetings'],
  backend: ['backend'],
  notifications: ['notifications'],
  payments: ['payments'],
} as const satisfies Record<string, readonly [string]>;

export type QueryRoot = keyof typeof queryRoots;
