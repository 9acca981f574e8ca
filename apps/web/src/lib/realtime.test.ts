import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRoots } from './query-keys';
import { followLiveUpdates } from './realtime';

/** An EventSource that the test drives: `emit(table)` is the server announcing a change. */
class FakeEventSource {
  static last: FakeEventSource;
  listeners: ((event: MessageEvent<string>) => void)[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(table: string) {
    for (const listener of this.listeners) listener({ data: JSON.stringify({ table }) } as MessageEvent<string>);
  }
}

describe('live updates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refresh the roots of the changed table, and nothing for a table no screen shows', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    const stop = followLiveUpdates(client);
    expect(FakeEventSource.last.url).toBe('/api/live');
    FakeEventSource.last.emit('news');
    expect(refreshed.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      queryRoots.news,
      queryRoots.home,
      queryRoots.newsEvents,
    ]);
    refreshed.mockClear();
    FakeEventSource.last.emit('orders');
    expect(refreshed.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([queryRoots.shop]);
    refreshed.mockClear();
    FakeEventSource.last.emit('sessions');
    expect(refreshed).not.toHaveBeenCalled();
    stop();
    expect(FakeEventSource.last.closed).toBe(true);
  });
});
