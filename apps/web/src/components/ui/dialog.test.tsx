// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allTextAreas, startLanguage, t } from '../../lib/i18n';
import { TitledDialog } from './dialog';

const noop = () => {};

describe('a dialog with its title in its header, in both languages', () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it('is named by its title and described by its description, its body after them', () => {
    render(
      <TitledDialog open onOpenChange={noop} title={t('common.form.cancel')} description="Nothing is saved yet.">
        <p>The body</p>
      </TitledDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Nothing is saved yet.').id);
    expect(dialog.textContent?.indexOf('The body')).toBeGreaterThan(dialog.textContent?.indexOf('Nothing') ?? 0);
    expect(screen.getByRole('button', { name: t('common.page.close') })).toBeTruthy();
  });

  it('has no description when given none, and passes the rest to its box (an alert dialog)', () => {
    render(
      <TitledDialog open onOpenChange={noop} title="Delete row" role="alertdialog">
        <p>The body</p>
      </TitledDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete row' });
    expect(dialog.querySelector('p.text-slate-500')).toBeNull();
  });

  it('says its title and its close button in Dhivehi', async () => {
    await startLanguage('dv', allTextAreas());
    render(
      <TitledDialog open onOpenChange={noop} title={t('common.form.cancel')}>
        <p>—</p>
      </TitledDialog>,
    );
    expect(t('common.form.cancel')).toMatch(/[\u0780-\u07bf]/);
    expect(screen.getByRole('dialog', { name: t('common.form.cancel') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('common.page.close') })).toBeTruthy();
  });
});
