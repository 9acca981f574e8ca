import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Language } from '@club/shared';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PNG } from '../test/files';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';
import { LOCAL_WRITE } from './expiring-cache';
import { isPageRenderRequest, renderedPages } from './rendered-pages';

const templateFor = (language: Language) =>
  `<html lang="${language}"><head></head><body><div id="root"></div></body></html>`;

/**
 * A renderer like the web build's: draws `/` from the API's /api/feed and a staff page from /api/whoami,
 * counts its draws and notes any two at once.
 */
const FAKE_RENDERER = `
export const PRERENDERED_PATHS = ['/', '/broken'];
export const PRERENDERED_RECORD_PATHS = ['/news/'];
export const VISITOR_RENDERED_PATHS = ['/dashboard', '/admin/'];
export const isAppPath = (path) => path !== '/no-such-page';
export const draws = { count: 0, active: 0, overlapped: false };
export async function renderPage(path, { template, transport, forOneVisitor, language }) {
  draws.count++;
  if (draws.active > 0) draws.overlapped = true;
  draws.active++;
  try {
    if (path === '/broken') throw new Error('the page cannot be drawn');
    const feed = await (await transport(forOneVisitor ? '/api/whoami' : '/api/feed', {})).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (feed.title === 'for nobody') return { redirectTo: '/auth' };
    const title = language === 'dv' ? 'ދިވެހި ' + feed.title : feed.title;
    const html = template.replace('<div id="root"></div>', () => '<div id="root">' + title + '</div>');
    return { html, status: feed.status === 404 ? 404 : 200 };
  } finally {
    draws.active--;
  }
}`;

describe('pages the server renders with their data', () => {
  let dir: string;
  let rendererFile: string;
  let feed: { status: number; title: string };
  let asked: string[];
  const api = Fastify();
  api.get('/api/feed', async (request, reply) => {
    asked.push(isPageRenderRequest(request) ? 'render' : 'visitor');
    return reply.status(feed.status).send({ title: feed.title });
  });
  api.get('/api/whoami', async (request) => ({ title: `for ${request.headers.cookie ?? 'nobody'}` }));
  const log = { error: vi.fn() };
  const changes = new EventEmitter();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'club-renderer-'));
    rendererFile = join(dir, 'render-page.js');
    await writeFile(rendererFile, FAKE_RENDERER);
  });
  afterAll(async () => {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => vi.useRealTimers());

  const setUp = async () => {
    feed = { status: 200, title: 'First' };
    asked = [];
    log.error.mockClear();
    const { draws } = (await import(rendererFile)) as { draws: { count: number; overlapped: boolean } };
    draws.count = 0;
    draws.overlapped = false;
    const pages = await renderedPages(api, { rendererFile, templateFor, changes, log });
    if (!pages) throw new Error('renderer not loaded');
    return {
      page: (path: string, language: Language = 'en') => pages.shared(path, language),
      forVisitor: (url: string, cookie: string, language: Language = 'en') => pages.forVisitor(url, cookie, language),
      draws,
    };
  };
  const html = async (page: Awaited<ReturnType<typeof setUp>>['page'], path = '/') =>
    (await page(path))?.html.toString();

  it('draws a page once and sends it again while its answers stay the same; a change is drawn on the next load', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { page, draws } = await setUp();
    expect(await html(page)).toContain('<div id="root">First</div>');
    expect(await html(page)).toContain('<div id="root">First</div>');
    expect(draws.count).toBe(1);
    // Asked once, as the server itself: with no change heard, the next loads ask nothing.
    expect(asked).toEqual(['render']);

    // A write answered by this process: the answers are compared on the next load, and found the same.
    changes.emit(LOCAL_WRITE);
    await html(page);
    expect(asked).toEqual(['render', 'render']);
    expect(draws.count).toBe(1);

    // A table changed by another process: this answer changed, so the page is drawn again.
    feed.title = 'Second';
    changes.emit('change', 'news');
    expect(await html(page)).toContain('<div id="root">Second</div>');
    expect(draws.count).toBe(2);

    // A cached answer may also change with time (an event starting): compared again after a few seconds.
    feed.title = 'Third';
    expect(await html(page)).toContain('Second');
    vi.setSystemTime(Date.now() + 5_000);
    expect(await html(page)).toContain('<div id="root">Third</div>');

    // Compressed once per draw, in both encodings the server sends.
    const copy = await page('/');
    expect(brotliDecompressSync(copy?.br ?? Buffer.alloc(0)).toString()).toBe(copy?.html.toString());
    expect(gunzipSync(copy?.gzip ?? Buffer.alloc(0)).toString()).toBe(copy?.html.toString());
    expect(await page('/admin/users')).toBeUndefined();
  });

  it('draws and keeps a page per language, each in its template', async () => {
    const { page, draws } = await setUp();
    const english = (await page('/', 'en'))?.html.toString();
    const dhivehi = (await page('/', 'dv'))?.html.toString();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<div id="root">First</div>');
    expect(dhivehi).toContain('<html lang="dv">');
    expect(dhivehi).toContain('<div id="root">ދިވެހި First</div>');
    expect(await html(page)).toBe(english);
    expect(draws.count).toBe(2);
  });

  it('visitors arriving together wait for one draw', async () => {
    const { page, draws } = await setUp();
    const pages = await Promise.all(Array.from({ length: 5 }, () => html(page)));
    expect(new Set(pages).size).toBe(1);
    expect(draws.count).toBe(1);
  });

  it('draws again at the next full hour, when the footer year or a date may have moved on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T18:59:30Z'));
    const { page, draws } = await setUp();
    await html(page);
    vi.setSystemTime(new Date('2026-12-31T18:59:59Z'));
    await html(page);
    expect(draws.count).toBe(1);
    vi.setSystemTime(new Date('2026-12-31T19:00:00Z')); // midnight in the club's time zone
    await html(page);
    expect(draws.count).toBe(2);
    vi.setSystemTime(new Date('2026-12-31T19:00:01Z'));
    await html(page);
    expect(draws.count).toBe(2);
  });

  it('a page drawn without one of its answers is drawn again for the next visitor', async () => {
    const { page, draws } = await setUp();
    feed.status = 503;
    await html(page);
    await html(page);
    expect(draws.count).toBe(2);
    feed.status = 200;
    await html(page);
    await html(page);
    expect(draws.count).toBe(3);
  });

  it('a page that cannot be drawn is left to the browser, and not tried again for a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { page, draws } = await setUp();
    expect(await page('/broken')).toBeUndefined();
    expect(await page('/broken')).toBeUndefined();
    expect(draws.count).toBe(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await page('/broken')).toBeUndefined();
    expect(draws.count).toBe(2);
    // The other pages are drawn as ever.
    expect(await html(page)).toContain('First');
  });

  it("draws a staff page for the visitor who asks, with that visitor's answers, and keeps nothing", async () => {
    const { forVisitor, draws } = await setUp();
    const visitorHtml = async (url: string, cookie: string) => {
      const page = await forVisitor(url, cookie);
      return page && 'html' in page ? page.html.toString() : undefined;
    };
    expect(await visitorHtml('/admin/users?page=2', 'session=alice')).toContain(
      '<div id="root">for session=alice</div>',
    );
    expect(await visitorHtml('/admin/users', 'session=bob')).toContain('for session=bob');
    expect(await visitorHtml('/dashboard', 'session=alice')).toContain('for session=alice');
    expect(draws.count).toBe(3);
    // A page that sends its visitor elsewhere is answered with where.
    expect(await forVisitor('/admin/users', '')).toEqual({ redirectTo: '/auth' });
    // Public pages are the ones sent to everyone; other pages are the browser's to draw.
    expect(await forVisitor('/', 'session=alice')).toBeUndefined();
    expect(await forVisitor('/profile', 'session=alice')).toBeUndefined();
    expect(await forVisitor('/dashboards', 'session=alice')).toBeUndefined();
  });

  it('never draws two pages at once, whoever they are for; beyond a few waiting, the browser draws them', async () => {
    const { page, forVisitor, draws } = await setUp();
    changes.emit(LOCAL_WRITE);
    const [publicPage, visitorPages] = await Promise.all([
      html(page),
      Promise.all(Array.from({ length: 8 }, (_, i) => forVisitor('/admin/users', `session=${i}`))),
    ]);
    expect(draws.overlapped).toBe(false);
    expect(publicPage).toContain('First');
    expect(visitorPages.filter(Boolean)).toHaveLength(4);
    visitorPages.forEach((visitorPage, i) => {
      if (visitorPage) expect('html' in visitorPage && visitorPage.html.toString()).toContain(`for session=${i}`);
    });
  });

  it('a request that merely claims to be the server is not taken for it', () => {
    expect(isPageRenderRequest({ headers: { 'x-page-render': 'true' } })).toBe(false);
    expect(isPageRenderRequest({ headers: {} })).toBe(false);
  });
});

const webRenderer = fileURLToPath(new URL('../../../web/dist-ssr/render-page.js', import.meta.url));

describe.runIf(existsSync(webRenderer))("the web build's public pages, as the server sends them", () => {
  let app: TestApp;
  let admin: string;
  const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });
  /** The API answers a page carries for the app to start with. */
  const pageData = (html: string) => {
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    return new Map((JSON.parse(json ?? '[]') as [unknown[], unknown][]).map(([key, data]) => [key.join('/'), data]));
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
  });
  afterAll(() => app.close());

  it('shows the featured article, its picture and the data behind it in the HTML, escaped', async () => {
    const hostile = `Final </script><script>alert(1)</script> $' $& <b>won</b>`;
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { cookie: admin },
      payload: {
        title: hostile,
        content: '<p>Report</p>',
        isPublished: true,
        isFeatured: true,
        publishDate: '2026-11-01',
        featuredImageUrl: (await app.storage.save('news-images', PNG)).url,
      },
    });
    expect(created.statusCode).toBe(201);
    const page = await get('/news-events');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('Featured News');
    expect(html).toContain(
      'Final &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#x27; $&amp; &lt;b&gt;won&lt;/b&gt;',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/<img [^>]*srcSet="\/files\/news-images\/[0-9a-f-]{36}-w640\.webp 640w/);
    const data = pageData(html);
    expect((data.get('news-events') as { featured: { title: string }[] }).featured[0]?.title).toBe(hostile);
    // The controls wait for the app; the footer's data and the settings come with the page.
    expect(html).not.toMatch(/<button(?![^>]*\sdisabled)[^>]*>/);
    expect([...data.keys()].sort()).toEqual(['home', 'news-events', 'settings/public']);
  });

  it('who is signed in is never part of a rendered page, whoever loads it', async () => {
    const html = (await get('/', { cookie: admin })).body;
    expect(html).toContain('<div id="root"><');
    expect(pageData(html).has('me')).toBe(false);
    expect(html).not.toContain('Admin Dashboard');
    expect(html).not.toContain('Sign Out');
    // Only Home is the current page of the menu: the contact section's link (/#contact) is not announced as it.
    expect(html.match(/<a [^>]*aria-current="page"[^>]*>/g)).toEqual([expect.stringContaining('href="/"')]);
  });

  const headOf = (response: { body: string }) => response.body.slice(0, response.body.indexOf('</head>'));

  it("a page arrives in the browser's language: its remembered choice, else the languages it asks for", async () => {
    const dhivehi = await get('/', { 'accept-language': 'dv-MV,dv;q=0.9,en;q=0.5' });
    expect(dhivehi.body).toContain('<html lang="dv" dir="rtl">');
    expect(dhivehi.body).toContain('ފުރަތަމަ ސަފްހާ');
    expect(dhivehi.body).not.toContain('>Latest News<');
    expect(dhivehi.headers.vary).toBe('accept-encoding, accept-language, cookie');
    // The Thaana font comes with the HTML of a Dhivehi page (so the page does not move when it arrives).
    expect(dhivehi.body).toMatch(
      /<link rel="preload" href="\/assets\/noto-sans-thaana-thaana-400-normal-[\w-]+\.woff2" as="font"/,
    );
    expect(headOf(await get('/', { cookie: 'lang=en' }))).not.toContain('noto-sans-thaana');
    // The choice remembered by the browser wins over its languages, both ways.
    const chosen = await get('/', { 'accept-language': 'dv', cookie: 'lang=en' });
    expect(chosen.body).toContain('<html lang="en" dir="ltr">');
    expect(chosen.body).toContain('>Latest News<');
    expect((await get('/', { cookie: 'lang=dv' })).body).toContain('<html lang="dv" dir="rtl">');
    // A page the browser draws (no server drawing) and the not-found page carry the language too.
    expect((await get('/cart', { cookie: 'lang=dv' })).body).toContain('<html lang="dv" dir="rtl">');
    const missing = await get('/no-such-page', { cookie: 'lang=dv' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="dv" dir="rtl">');
  });

  it("the registration forms arrive drawn, named, and without anyone's form ticket", async () => {
    const forms: [string, string][] = [
      ['/membership-registration', 'Membership Registration'],
      ['/academy-registration', 'Academy Registration'],
    ];
    for (const [path, title] of forms) {
      const html = (await get(path)).body;
      expect(html).toContain(`<title>${title} · Maldives Sports Club</title>`);
      expect(html).toMatch(/<input disabled data-until-app[^>]*id="reg-fullName"/);
      // The next number and the submission key are each visitor's: asked by the browser, never shared.
      expect(html).not.toContain('submissionKey');
      expect([...pageData(html).keys()].some((key) => key.startsWith('form-number'))).toBe(false);
    }
    expect((await get('/news-events')).body).toContain('<title>News &amp; Events · Maldives Sports Club</title>');
  });

  it("draws the home page's photograph from the HTML once staff set one, in every encoding", async () => {
    const current = (await get('/api/admin/settings', { cookie: admin })).json();
    const save = (heroImageUrl: string | null) =>
      app.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin },
        payload: { ...current, publicSite: { ...current.publicSite, heroImageUrl } },
      });
    const photo = /<img src="([^"]+)" srcSet="([^"]+)" sizes="100vw" alt=""[^>]*fetchPriority="high"/;
    expect((await get('/')).body).not.toMatch(photo);

    const stored = await app.storage.save('site-images', PNG);
    expect((await save(stored.url)).statusCode).toBe(200);
    const [, src, srcSet = ''] = photo.exec((await get('/')).body) ?? [];
    expect(src).toBe(stored.url);
    expect(srcSet).toMatch(/-w800\.webp 800w, \/files\/site-images\/[0-9a-f-]{36}-w1600\.webp 1600w$/);
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(photo);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(photo);

    // An address built to close the attribute stays inside it.
    expect((await save('https://cdn.example.com/a"><script>alert(1)</script>.jpg')).statusCode).toBe(200);
    expect((await get('/')).body).not.toContain('<script>alert(1)');

    expect((await save(null)).statusCode).toBe(200);
    expect((await get('/')).body).not.toMatch(photo);
  });

  it("a staff screen arrives drawn with that staff member's data, kept by no cache; others get none of it", async () => {
    const member = await signedInAs(app, 'member', 'rendered-member@club.test');
    const users = await get('/admin/users?sort=email&dir=desc', { cookie: admin, 'accept-encoding': 'br' });
    expect(users.statusCode).toBe(200);
    expect(users.headers['cache-control']).toBe('private, no-store');
    expect(users.headers.vary).toContain('cookie');
    const html = brotliDecompressSync(users.rawPayload).toString();
    expect(html).toContain('User Management');
    expect(html).toContain('rendered-member@club.test');
    const data = pageData(html);
    expect((data.get('me') as { user: { email: string } }).user.email).toMatch(/^admin-/);
    expect([...data.keys()].some((key) => key.startsWith('users'))).toBe(true);
    expect(html).not.toMatch(/<button(?![^>]*\sdisabled)[^>]*>/);

    // A member is sent to the dashboard, and a forged session to sign in, by the server itself.
    const refused = await get('/admin/users', { cookie: member.cookie });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/dashboard');
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.body).not.toContain('rendered-member@club.test');
    const forged = await get('/admin/users', { cookie: 'club.session_token=forged' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/auth');
    const dashboard = (await get('/dashboard', { cookie: member.cookie })).body;
    expect(dashboard).toContain('Test member');
    expect((pageData(dashboard).get('me') as { user: { email: string } }).user.email).toBe('rendered-member@club.test');

    // Without a session the app's plain page: it sends the visitor to sign in.
    expect((await get('/admin/users')).body).toContain('<div id="root"></div>');
  });

  it("a signed-in person's pages arrive in their account's language on a browser that remembers none", async () => {
    const member = await signedInAs(app, 'member', 'speaks-dhivehi@club.test');
    const chose = await app.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { cookie: member.cookie },
      payload: { language: 'dv' },
    });
    expect(chose.statusCode).toBe(204);
    // The page carries who is signed in (no /api/me to tell the browser): the server tells it, and draws in it.
    const dashboard = await get('/dashboard', { cookie: member.cookie, 'accept-language': 'en' });
    expect(dashboard.body).toContain('<html lang="dv" dir="rtl">');
    expect(dashboard.headers['set-cookie']).toMatch(/^lang=dv;/);
    expect((await get('/', { cookie: member.cookie })).body).toContain('<html lang="dv" dir="rtl">');
    // What the browser remembers wins (its language switch changes the account's too); no session, no lookup.
    const remembered = await get('/dashboard', { cookie: `${member.cookie}; lang=en` });
    expect(remembered.body).toContain('<html lang="en" dir="ltr">');
    expect(remembered.headers['set-cookie']).toBeUndefined();
    expect((await get('/', { cookie: 'club.session_token=forged' })).body).toContain('<html lang="en"');
  });

  it('an article, an event and an album arrive drawn with their text and their link preview', async () => {
    const post = async (url: string, payload: object) => {
      const created = await app.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
      expect(created.statusCode).toBe(201);
      return created.json().id as string;
    };
    const article = await post('/api/news', {
      title: 'Under-16s win the atoll cup',
      content: '<p>The final ended 2-1 in Hithadhoo.</p>',
      isPublished: true,
      publishDate: '2026-11-01',
    });
    const event = await post('/api/events', {
      title: 'Beach clean-up',
      description: 'Bring gloves and water.',
      eventDate: '2031-02-03T08:00:00+05:00',
      location: 'Artificial Beach',
    });
    const album = await post('/api/albums', { name: 'Cup final 2026', description: 'Photos from the final' });
    const pages: [string, string[]][] = [
      [`/news/${article}`, ['Under-16s win the atoll cup', 'The final ended 2-1 in Hithadhoo.']],
      [`/events/${event}`, ['Beach clean-up', 'Bring gloves and water.', 'Artificial Beach']],
      [`/gallery/${album}`, ['Cup final 2026', 'Photos from the final', 'Back to Albums']],
    ];
    for (const [path, texts] of pages) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      const root = /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(page.body)?.[1] ?? '';
      for (const text of texts) expect(root, `${path}: ${text}`).toContain(text);
      expect(page.body).toContain(`<meta property="og:title" content="${texts[0]}" />`);
    }
  });

  it('answers an address with no page, or a record that is not there, with 404 and the not-found page', async () => {
    const missing = [
      '/no-such-page',
      '/admin/nothing',
      '/events/not-an-id',
      '/news/00000000-0000-4000-8000-000000000000',
      '/gallery/00000000-0000-4000-8000-000000000000',
    ];
    for (const path of missing) expect((await get(path)).statusCode, path).toBe(404);
    const signedIn = await get('/admin/nothing', { cookie: admin });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.body).toContain('404');
    for (const path of ['/', '/auth', '/admin/users', '/team/00000000-0000-4000-8000-000000000000/players'])
      expect((await get(path)).statusCode, path).toBe(200);
  });

  it('pages that need an address of their own are the plain app', async () => {
    expect((await get('/auth')).body).toContain('<div id="root"></div>');
    expect((await get('/news-events/')).body).toContain('Latest News');
  });
});
