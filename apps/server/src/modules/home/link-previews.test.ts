import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const builtWeb = existsSync(fileURLToPath(new URL('../../../../web/dist/index.html', import.meta.url)));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The content of `<meta property|name="key" content="...">` in a page. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('pages people share', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  it('each published article and public event has its own API address; drafts and members-only events are 404', async () => {
    const article = { title: 'Cup final', content: '<p>Report</p>', isPublished: true, publishDate: '2026-11-01' };
    const published = (await call('POST', '/api/news', suite.admin.cookie, article)).json();
    const draft = (await call('POST', '/api/news', suite.admin.cookie, { ...article, isPublished: false })).json();
    expect((await call('GET', `/api/news/${published.id}`)).json()).toMatchObject({ title: 'Cup final' });
    expect((await call('GET', `/api/news/${draft.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/news/not-an-id')).statusCode).toBe(400);

    const event = { title: 'Beach run', description: 'Five km on the beach.', eventDate: inDays(5) };
    const open = (await call('POST', '/api/events', suite.admin.cookie, event)).json();
    const closed = (await call('POST', '/api/events', suite.admin.cookie, { ...event, isPublic: false })).json();
    expect((await call('GET', `/api/events/${open.id}`)).json()).toMatchObject({ title: 'Beach run' });
    expect((await call('GET', `/api/events/${closed.id}`)).statusCode).toBe(404);
  });

  it.runIf(builtWeb)(
    "an article's page carries its title, text and image for link previews, escaped; a draft's page is 404",
    async () => {
      const created = await call('POST', '/api/news', suite.admin.cookie, {
        title: `Eagles "win" <b>the cup</b> & more $' $&`,
        content: `<p>Hello <script>alert(1)</script>${'Long report. '.repeat(40)}</p>`,
        featuredImageUrl: '/files/images/cup.webp',
        isPublished: true,
        publishDate: '2026-11-01',
      });
      const { id } = created.json();
      const page = await call('GET', `/news/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const html = page.body;
      // The article itself is in the page, drawn by the server (the script tag sanitised away).
      expect(html).toMatch(/<div id="root">.*Long report\./s);
      expect(html).not.toContain('<script>alert(1)');
      // Written as text, even the characters a string replacement would read as patterns ($' and $&).
      expect(meta(html, 'og:title')).toBe('Eagles &quot;win&quot; &lt;b&gt;the cup&lt;/b&gt; &amp; more $&#39; $&amp;');
      expect(html).toContain('<title>Eagles &quot;win&quot; &lt;b&gt;the cup&lt;/b&gt; &amp; more $&#39; $&amp; · ');
      expect(html).not.toContain('<b>the cup');
      const description = meta(html, 'og:description') ?? '';
      expect(description.startsWith('Hello Long report.')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(200);
      expect(description).not.toContain('alert');
      expect(meta(html, 'description')).toBe(description);
      expect(meta(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/files\/images\/cup\.webp$/);
      expect(meta(html, 'og:url')).toMatch(new RegExp(`^https?://[^/]+/news/${id}$`));
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');

      const draft = await call('POST', '/api/news', suite.admin.cookie, { title: 'Secret plans', content: '<p>x</p>' });
      const hidden = await call('GET', `/news/${draft.json().id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('Secret plans');
    },
  );

  it.runIf(builtWeb)("an event's and an album's pages are previewed too; other pages keep the club's own", async () => {
    const event = (
      await call('POST', '/api/events', suite.admin.cookie, {
        title: 'Inter-atoll futsal cup',
        description: 'Teams from six atolls.',
        eventDate: inDays(9),
      })
    ).json();
    const eventPage = (await call('GET', `/events/${event.id}`)).body;
    expect(meta(eventPage, 'og:title')).toBe('Inter-atoll futsal cup');
    expect(meta(eventPage, 'og:description')).toBe('Teams from six atolls.');
    expect(meta(eventPage, 'twitter:card')).toBe('summary');

    const album = (await call('POST', '/api/albums', suite.admin.cookie, { name: 'Training day' })).json();
    const albumPage = await call('GET', `/gallery/${album.id}`);
    expect(albumPage.statusCode).toBe(200);
    expect(meta(albumPage.body, 'og:title')).toBe('Training day');
    expect(meta(albumPage.body, 'og:description')).toBe('0 photos');

    expect((await call('GET', '/gallery/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const about = await call('GET', '/about');
    expect(about.statusCode).toBe(200);
    expect(meta(about.body, 'og:title')).toBeUndefined();
  });
});
