/** Public pages whose first paint the build renders into HTML (no data, no user): they show before the scripts run. */
export const PRERENDERED_PATHS = [
  '/',
  '/news-events',
  '/gallery',
  '/teams-sports',
  '/executive-committee',
  '/about',
  '/membership',
  '/shop',
  '/contributions',
  '/terms',
] as const;
