/**
 * Public pages the server renders into HTML with their public data, the same for every visitor, so they
 * show before the scripts run.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/news-events',
  '/gallery',
  '/teams-sports',
  '/executive-committee',
  '/about',
  '/membership',
  '/membership-registration',
  '/academy-registration',
  '/shop',
  '/contributions',
  '/terms',
] as const;

/**
 * Pages of one public record (an article, an event, an album), rendered like the public pages: the path
 * up to the record's id.
 */
export const PRERENDERED_RECORD_PATHS = ['/news/', '/events/', '/gallery/'] as const;

/**
 * Pages the server renders for the signed-in visitor who asks, with that visitor's data (staff screens and
 * the dashboard): a path, or every path under one ending in '/'.
 */
export const VISITOR_RENDERED_PATHS = ['/dashboard', '/admin/'] as const;
