// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allTextAreas, startLanguage, t } from '../lib/i18n';
import { Loaded } from './page-state';

const show = (query: { isError: boolean; data?: string[] }) =>
  render(
    <Loaded query={query} failed="The list could not be loaded.">
      {(data) => <p>{data.join(', ')}</p>}
    </Loaded>,
  );

describe("a query's content once it is there, in both languages", () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it('shows a spinner until the data comes, then the content made of it', () => {
    show({ isError: false });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    cleanup();
    show({ isError: false, data: ['Ahmed', 'Aishath'] });
    expect(screen.getByText('Ahmed, Aishath')).toBeTruthy();
  });

  it('says the failure when the query fails, even with older data', () => {
    show({ isError: true, data: ['Ahmed'] });
    expect(screen.getByText('The list could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('Ahmed')).toBeNull();
  });

  it('says it is loading in Dhivehi', async () => {
    await startLanguage('dv', allTextAreas());
    show({ isError: false });
    expect(screen.getByRole('status').textContent).toBe(t('common.page.loading'));
    expect(t('common.page.loading')).toMatch(/[\u0780-\u07bf]/);
  });
});
