import type { APIRequestContext, Page } from '@playwright/test';

/** Errors in the page and its console, from now on. */
export function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The demo's first article, event and album: the pages of one record, which the server renders too. */
export async function recordPaths(request: APIRequestContext) {
  const first = async (url: string) => {
    const body = await (await request.get(url)).json();
    return ((Array.isArray(body) ? body : body.items) as { id: string }[])[0]?.id;
  };
  return [
    `/news/${await first('/api/news?pageSize=1')}`,
    `/events/${await first('/api/events?pageSize=1')}`,
    `/gallery/${await first('/api/albums')}`,
  ];
}
