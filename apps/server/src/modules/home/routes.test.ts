import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../../test/harness';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const dayString = (days: number) => inDays(days).slice(0, 10);

/** What a news card carries (home page, News & Events): no article text. */
const NEWS_CARD_FIELDS = ['excerpt', 'featuredImageUrl', 'id', 'isFeatured', 'publishDate', 'title'];

describe('home and news-events feeds', () => {
  let app: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const home = async () => (await app.app.inject({ method: 'GET', url: '/api/home' })).json();
  /** Feeds are cached until the change notification arrives: poll briefly. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean) {
    const deadline = Date.now() + 1000;
    let value = await read();
    while (!check(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    for (const [title, days, isPublished] of [
      ['Oldest', -9, true],
      ['Older', -5, true],
      ['Newer', -3, true],
      ['Newest', -1, true],
      ['Draft', 0, false],
    ] as const) {
      await call('POST', '/api/news', {
        title,
        content: `<p>${title}</p>`,
        isPublished,
        publishDate: dayString(days),
        isFeatured: title === 'Older',
      });
    }
    for (const [title, days, isPublic] of [
      ['Past match', -2, true],
      ['Soon', 1, true],
      ['Later', 5, true],
      ['Much later', 20, true],
      ['Far future', 60, true],
      ['Private', 2, false],
    ] as const) {
      await call('POST', '/api/events', { title, description: `${title} details`, eventDate: inDays(days), isPublic });
    }
  });
  afterAll(() => app.close());

  it('gives the latest 3 published news and the next 3 public events in one response', async () => {
    const feed = await eventually(home, (f) => f.events.length === 3);
    expect(feed.news.map((n: { title: string }) => n.title)).toEqual(['Newest', 'Newer', 'Older']);
    expect(feed.events.map((e: { title: string }) => e.title)).toEqual(['Soon', 'Later', 'Much later']);
    expect(Object.keys(feed.news[0]).sort()).toEqual(NEWS_CARD_FIELDS);
  });

  it('reflects a change within a second despite the cache', async () => {
    await home();
    await call('POST', '/api/news', {
      title: 'Breaking',
      content: '<p>!</p>',
      isPublished: true,
      publishDate: dayString(0),
    });
    const feed = await eventually(home, (f) => f.news[0]?.title === 'Breaking');
    expect(feed.news[0].title).toBe('Breaking');
  });

  it('splits the news-events page into featured, latest, upcoming and other events', async () => {
    const feed = (await app.app.inject({ method: 'GET', url: '/api/news-events' })).json();
    expect(feed.featured.map((n: { title: string }) => n.title)).toEqual(['Older']);
    expect(feed.latest.map((n: { title: string }) => n.title)).not.toContain('Draft');
    // Cards, not articles: the page (and the data it carries in its HTML) leaves out each article's text.
    expect(Object.keys(feed.featured[0]).sort()).toEqual(NEWS_CARD_FIELDS);
    expect(feed.upcomingEvents.map((e: { title: string }) => e.title)).toEqual([
      'Soon',
      'Later',
      'Much later',
      'Far future',
    ]);
    expect(feed.otherEvents.map((e: { title: string }) => e.title)).toEqual(['Past match']);
  });
});
