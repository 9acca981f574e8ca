// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ArrowLeft } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { allTextAreas, startLanguage, t } from '../../lib/i18n';
import { AddRowButton, ButtonLink, RowIconButton } from './button';

const draw = (icon?: typeof ArrowLeft) =>
  render(
    <MemoryRouter>
      <ButtonLink to="/dashboard" variant="outline" size="sm" className="self-start" icon={icon}>
        {t('common.nav.dashboard')}
      </ButtonLink>
    </MemoryRouter>,
  );

describe('a link that looks like a button, in both languages', () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it('is a link named by its text, styled as the button asked for, its icon hidden from screen readers', () => {
    draw(ArrowLeft);
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(link.className).toContain('border-slate-300');
    expect(link.className).toContain('h-9');
    expect(link.className).toContain('self-start');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(link.textContent).toBe(' Dashboard');
  });

  it('is its text alone without an icon, in Dhivehi too', async () => {
    await startLanguage('dv', allTextAreas());
    draw();
    const link = screen.getByRole('link', { name: t('common.nav.dashboard') });
    expect(t('common.nav.dashboard')).toMatch(/[\u0780-\u07bf]/);
    expect(link.querySelector('svg')).toBeNull();
    expect(link.textContent).toBe(t('common.nav.dashboard'));
  });
});

describe('the button that adds a row to a list in a form', () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it('adds without sending the form, in English and in Dhivehi', async () => {
    for (const language of ['en', 'dv'] as const) {
      await startLanguage(language, allTextAreas());
      const add = vi.fn();
      const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      render(
        <form onSubmit={submit}>
          <AddRowButton onClick={add}>{t('meetings.reasonsField.addReason')}</AddRowButton>
        </form>,
      );
      const button = screen.getByRole('button', { name: t('meetings.reasonsField.addReason') });
      expect(button.getAttribute('type')).toBe('button');
      fireEvent.click(button);
      expect([add.mock.calls.length, submit.mock.calls.length]).toEqual([1, 0]);
      cleanup();
    }
    expect(t('meetings.reasonsField.addReason')).toMatch(/[\u0780-\u07bf]/);
  });
});

describe("a row's icon-only action", () => {
  afterEach(cleanup);

  it('is a small outlined button named by its label, its icon hidden from screen readers', () => {
    const onClick = vi.fn();
    render(<RowIconButton icon={ArrowLeft} label="Delete Ahmed" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete Ahmed' });
    expect(button.className).toContain('border-slate-300');
    expect(button.className).toContain('h-9');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
