import { z } from 'zod';
import { eventSchema } from './events';
import { newsSchema } from './news';
import { publicSponsorSchema } from './sponsors';
import { teamSchema } from './teams';

/** A news card (home page, News & Events): what the card shows, not the article. */
export const homeNewsSchema = newsSchema.pick({
  id: true,
  title: true,
  excerpt: true,
  publishDate: true,
  isFeatured: true,
  featuredImageUrl: true,
});
export const homeEventSchema = eventSchema.pick({
  id: true,
  title: true,
  eventDate: true,
  description: true,
  location: true,
});

/** Everything the home page shows, in one response. */
export const homeTeamSchema = teamSchema.pick({ id: true, name: true, sport: true, category: true });

export const homeFeedSchema = z.object({
  news: z.array(homeNewsSchema),
  events: z.array(homeEventSchema),
  /** Active teams by sport then name: grouped by sport on the page, and the footer's sports. */
  teams: z.array(homeTeamSchema),
  /** Active sponsors by name. */
  sponsors: z.array(publicSponsorSchema),
});

/** The /news-events page: featured and latest news (their cards), upcoming events apart from the others. */
export const newsEventsFeedSchema = z.object({
  featured: z.array(homeNewsSchema),
  latest: z.array(homeNewsSchema),
  upcomingEvents: z.array(eventSchema),
  otherEvents: z.array(eventSchema),
});

export type HomeFeed = z.infer<typeof homeFeedSchema>;
export type NewsEventsFeed = z.infer<typeof newsEventsFeedSchema>;
