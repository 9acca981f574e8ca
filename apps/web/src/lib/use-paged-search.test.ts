// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageQueryString, usePagedSearch } from './use-paged-search';

describe('usePagedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the server once typing pauses, trimmed, and back on page 1', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('  Aish'));
    expect(result.current.page).toBe(1);
    expect(result.current.search).toBe('  Aish');
    expect(result.current.query.search).toBe('');
    act(() => result.current.setSearch('  Aishath '));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.query.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.query).toEqual({ page: 1, search: 'Aishath' });
  });

  it('cycles a column through ascending, descending and the list order, each time from page 1', () => {
    const { result } = renderHook(() => usePagedSearch<'name' | 'date'>());
    act(() => result.current.setPage(2));
    act(() => result.current.toggleSort('name'));
    expect(result.current.query).toMatchObject({ page: 1, sort: { column: 'name', dir: 'asc' } });
    act(() => result.current.setPage(2));
    act(() => result.current.toggleSort('name'));
    expect(result.current.query).toMatchObject({ page: 1, sort: { column: 'name', dir: 'desc' } });
    act(() => result.current.toggleSort('name'));
    expect(result.current.query.sort).toBeUndefined();
    act(() => result.current.toggleSort('name'));
    act(() => result.current.toggleSort('date'));
    expect(result.current.sort).toEqual({ column: 'date', dir: 'asc' });
  });
});

describe('pageQueryString', () => {
  it('sends the page, its size, and the search and sort only when set', () => {
    expect(pageQueryString({ page: 2, search: '' })).toBe('page=2&pageSize=20');
    expect(pageQueryString({ page: 1, search: 'a&b=c', sort: { column: 'name', dir: 'desc' } }, 50)).toBe(
      'page=1&pageSize=50&search=a%26b%3Dc&sort=name&dir=desc',
    );
  });
});
