import { addDays, clubToday } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { signedInWithCustomRole, useTestApp } from '../../test/harness';

const article = {
  title: 'Club Eagles win the Malé futsal cup',
  excerpt: 'A late goal seals the title.',
  content: '<p>What a night at the <strong>Futsal Arena</strong>.</p>',
  isPublished: true,
  isFeatured: false,
  publishDate: '2026-11-20',
};

describe('news', () => {
  const suite = useTestApp('admin', 'member', 'guest');
  const { call } = suite;

  it("a member's article waits for review: publishing and featuring need news:approve", async () => {
    const submitted = await call('POST', '/api/news', suite.member.cookie, {
      ...article,
      isPublished: true,
      isFeatured: true,
      publishDate: '2026-01-05',
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({ isPublished: false, isFeatured: false, publishDate: null });
    const visible = (await call('GET', '/api/news')).json();
    expect(JSON.stringify(visible)).not.toContain(submitted.json().id);
    // An editor without approve (a custom role) edits the text but cannot publish it either.
    const editor = await signedInWithCustomRole(suite.app, 'member', { news: ['view', 'create', 'edit'] });
    const edited = await call('PUT', `/api/news/${submitted.json().id}`, editor.cookie, {
      ...article,
      title: 'Edited',
      isPublished: true,
      publishDate: '2026-01-05',
    });
    expect(edited.json()).toMatchObject({ title: 'Edited', isPublished: false });
    const approved = await call('PUT', `/api/news/${submitted.json().id}`, suite.admin.cookie, {
      ...article,
      isPublished: true,
      publishDate: '2026-01-05',
    });
    expect(approved.json()).toMatchObject({ isPublished: true, publishDate: '2026-01-05' });
    const stillPublished = await call('PUT', `/api/news/${submitted.json().id}`, editor.cookie, {
      ...article,
      title: 'Typo fixed',
    });
    expect(stillPublished.json()).toMatchObject({ title: 'Typo fixed', isPublished: true });
  });

  it('lets roles do what the matrix says: members view and create, never edit or delete', async () => {
    expect((await call('POST', '/api/news', undefined, article)).statusCode).toBe(401);
    expect((await call('POST', '/api/news', suite.guest.cookie, article)).statusCode).toBe(403);
    const created = await call('POST', '/api/news', suite.member.cookie, article);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await call('PUT', `/api/news/${id}`, suite.member.cookie, { ...article, title: 'Changed' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/news/${id}`, suite.member.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/news', suite.guest.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/news', suite.member.cookie)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/news/${id}`, suite.admin.cookie, { ...article, title: 'Changed' })).json().title,
    ).toBe('Changed');
    expect((await call('DELETE', `/api/news/${id}`, suite.admin.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/news/${id}`, suite.admin.cookie)).statusCode).toBe(404);
  });

  it('validates: title and content required, image URL, publish date when published', async () => {
    const missing = await call('POST', '/api/news', suite.admin.cookie, { title: ' ', content: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      title: ['Title is required'],
      content: ['Content is required'],
    });
    const badImage = await call('POST', '/api/news', suite.admin.cookie, {
      ...article,
      featuredImageUrl: 'javascript:alert(1)',
    });
    expect(badImage.json().fieldErrors.featuredImageUrl).toEqual(['Image URL must be a valid URL']);
    const noDate = await call('POST', '/api/news', suite.admin.cookie, { ...article, publishDate: '' });
    expect(noDate.json().fieldErrors.publishDate).toEqual(['Publish date is required when published']);
    const draft = await call('POST', '/api/news', suite.admin.cookie, { ...article, isPublished: false });
    expect(draft.json()).toMatchObject({ isPublished: false, publishDate: null });
    expect((await call('PUT', '/api/news/not-a-uuid', suite.admin.cookie, article)).statusCode).toBe(400);
  });

  it('sanitises content on the server: no script, event handler or javascript: link reaches a visitor', async () => {
    const created = await call('POST', '/api/news', suite.admin.cookie, {
      ...article,
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="https://club.mv">ok</a><iframe src="https://evil"></iframe>',
    });
    const html: string = created.json().content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(html).toContain('<a href="https://club.mv" rel="noopener noreferrer nofollow">ok</a>');
  });

  it('shows visitors only published articles, newest publish date first; staff see drafts and counts', async () => {
    await call('POST', '/api/news', suite.admin.cookie, { ...article, title: 'Older', publishDate: '2026-01-05' });
    await call('POST', '/api/news', suite.admin.cookie, {
      ...article,
      title: 'Newest',
      publishDate: '2026-11-21',
      isFeatured: true,
    });
    await call('POST', '/api/news', suite.admin.cookie, { ...article, title: 'Hidden draft', isPublished: false });
    const visitor = (await call('GET', '/api/news?pageSize=50')).json();
    const titles = visitor.items.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe('Newest');
    expect(titles).not.toContain('Hidden draft');
    const staff = (await call('GET', '/api/admin/news?pageSize=50', suite.admin.cookie)).json();
    expect(staff.items.map((n: { title: string }) => n.title)).toContain('Hidden draft');
    expect(staff.stats.total).toBe(staff.total);
    expect(staff.stats.published).toBe(staff.total - 2);
    expect(staff.stats.featured).toBe(1);
    const searched = (await call('GET', '/api/admin/news?search=older', suite.admin.cookie)).json();
    expect(searched.items.map((n: { title: string }) => n.title)).toEqual(['Older']);
  });

  it('keeps an article dated ahead off the site until that day in club time, and shows a backdated one in its place', async () => {
    const tomorrow = addDays(clubToday(), 1);
    const scheduled = (
      await call('POST', '/api/news', suite.admin.cookie, {
        ...article,
        title: 'Season opener announced',
        publishDate: tomorrow,
      })
    ).json();
    const backdated = (
      await call('POST', '/api/news', suite.admin.cookie, {
        ...article,
        title: 'Founding day, remembered',
        publishDate: '2010-03-01',
      })
    ).json();
    const onTheSite = async () =>
      (await call('GET', '/api/news?pageSize=100')).json().items.map((n: { title: string }) => n.title);
    expect(await onTheSite()).not.toContain('Season opener announced');
    expect((await onTheSite()).at(-1)).toBe('Founding day, remembered');
    expect((await call('GET', `/api/news/${scheduled.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/news/${scheduled.id}`, suite.member.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/news/${backdated.id}`)).json().publishDate).toBe('2010-03-01');
    expect(JSON.stringify((await call('GET', '/api/home')).json())).not.toContain('Season opener announced');
    expect(JSON.stringify((await call('GET', '/api/news-events')).json())).not.toContain('Season opener announced');
    // Staff see it, scheduled, and bring it forward: on the site at once.
    const staff = (await call('GET', '/api/admin/news?search=opener', suite.admin.cookie)).json();
    expect(staff.items).toMatchObject([{ id: scheduled.id, isPublished: true, publishDate: tomorrow }]);
    await call('PUT', `/api/news/${scheduled.id}`, suite.admin.cookie, {
      ...article,
      title: 'Season opener announced',
      publishDate: clubToday(),
    });
    expect(await onTheSite()).toContain('Season opener announced');
    expect((await call('GET', `/api/news/${scheduled.id}`)).statusCode).toBe(200);
  });
});
