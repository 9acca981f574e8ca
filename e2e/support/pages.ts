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

/**
 * An article, an event and an album of the demo: the pages of one record, which the server renders too. The
 * article is the oldest (the newest may be one a journey running alongside publishes and deletes again).
 */
export async function recordPaths(request: APIRequestContext) {
  const items = async (url: string) => {
    const body = await (await request.get(url)).json();
    return (Array.isArray(body) ? body : body.items) as { id: string }[];
  };
  const first = async (url: string) => (await items(url))[0]?.id;
  return [
    `/news/${(await items('/api/news?pageSize=100')).at(-1)?.id}`,
    `/events/${await first('/api/events?pageSize=1')}`,
    `/gallery/${await first('/api/albums')}`,
  ];
}
