// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { allTextAreas, startLanguage, t } from '../../lib/i18n';
import { FormDialog, TitledDialog } from './dialog';

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

describe('a form in a dialog', () => {
  afterEach(cleanup);

  it("sends the form with the browser's own checks off, its fields laid out as asked", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FormDialog open onOpenChange={noop} title="Add folder" onSubmit={onSubmit} formClassName="grid gap-4">
        <input aria-label="Name" required />
        <button type="submit">Save</button>
      </FormDialog>,
    );
    const form = screen.getByRole('button', { name: 'Save' }).closest('form');
    expect(form?.noValidate).toBe(true);
    expect(form?.className).toBe('grid gap-4');
    fireEvent.submit(form as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ends with Cancel, which closes it, and its submit button, held back while the form is sent', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <FormDialog open onOpenChange={onOpenChange} title="Add folder" onSubmit={noop} submitLabel="Save">
        <input aria-label="Name" />
      </FormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: t('common.form.cancel') }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('submit');
    rerender(
      <FormDialog open onOpenChange={onOpenChange} title="Add folder" onSubmit={noop} submitLabel="Save" pending>
        <input aria-label="Name" />
      </FormDialog>,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
