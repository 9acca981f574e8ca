import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FreshQueryClient } from './query-client';

/** A first fetch still on its way when a write lands, then an invalidation: which answer stays on screen? */
async function answerAfterRace(client: QueryClient) {
  const answers = ['before the write', 'after the write'];
  const observer = new QueryObserver(client, {
    queryKey: ['registrations', 'membership', { search: 'Yoosuf' }],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(answers.shift() ?? 'none'), 20)),
  });
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 5)); // the first fetch is in flight
  await client.invalidateQueries({ queryKey: ['registrations'] });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { data } = observer.getCurrentResult();
  unsubscribe();
  return data;
}

describe('invalidating while a first fetch is in flight', () => {
  it('shows the answer fetched after the invalidation', async () => {
    expect(await answerAfterRace(new FreshQueryClient())).toBe('after the write');
  });

  it('(TanStack Query alone keeps the older answer: the reason for FreshQueryClient)', async () => {
    expect(await answerAfterRace(new QueryClient())).toBe('before the write');
  });
});

describe('someone awaiting an answer when an invalidation cancels its fetch', () => {
  it('gets the answer fetched after the invalidation, not a cancellation (a tap waiting for the session)', async () => {
    const client = new FreshQueryClient();
    const answers = ['signed in (asked before)', 'signed in (asked again)'];
    const options = {
      queryKey: ['me'],
      queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(answers.shift() ?? 'none'), 20)),
    };
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 5)); // the page's own fetch is in flight
    const awaited = client.fetchQuery(options);
    await client.invalidateQueries({ queryKey: ['me'] });
    await expect(awaited).resolves.toBe('signed in (asked again)');
    unsubscribe();
  });
});
