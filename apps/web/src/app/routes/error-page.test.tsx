// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../lib/i18n';
import { routes } from '../router';
import { ErrorPage } from './error-page';

describe('a page that fails to draw', () => {
  afterEach(cleanup);

  it('says so and offers a reload, and never shows the error, its files or its lines', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: ErrorPage,
        lazy: async () => {
          throw new Error('Failed to fetch dynamically imported module: /srv/club/dist/assets/page-abc.js');
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: t('common.messages.pageFailed') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('common.messages.reload') })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Failed to fetch|dist\/assets|\.js/);
    quiet.mockRestore();
  });

  it('is what every page of the portal shows when it fails', () => {
    expect(routes[0]?.ErrorBoundary).toBe(ErrorPage);
  });
});
