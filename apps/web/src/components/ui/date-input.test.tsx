// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allTextAreas, monthName, startLanguage, t } from '../../lib/i18n';
import { DateInput, DateTimeInput } from './date-input';

let chosen: string[] = [];

/** A date field (or a date-and-time one) labelled "Day", recording every value it gives. */
function Field({ start = '', withTime = false }: { start?: string; withTime?: boolean }) {
  const [value, setValue] = useState(start);
  const Input = withTime ? DateTimeInput : DateInput;
  return (
    <>
      <label htmlFor="when">{t('common.date.day')}</label>
      <Input
        id="when"
        value={value}
        onChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
        years={{ from: 2020, to: 2026 }}
      />
    </>
  );
}

const pick = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('a date field in the page language', () => {
  afterEach(() => {
    cleanup();
    chosen = [];
  });
  afterAll(() => startLanguage('en', allTextAreas()));

  it("is the browser's own date field on an English page, giving the date as typed", () => {
    render(<Field />);
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    expect(input.type).toBe('date');
    fireEvent.change(input, { target: { value: '2026-02-14' } });
    expect(chosen).toEqual(['2026-02-14']);
  });

  it('asks for the day, the month by its Dhivehi name and the year on a Dhivehi page', async () => {
    await startLanguage('dv', allTextAreas());
    render(<Field />);
    const month = screen.getByRole('combobox', { name: t('common.date.month') });
    expect([...month.querySelectorAll('option')].map((option) => option.textContent)).toContain(monthName(2));
    expect(monthName(2)).toMatch(/[\u0780-\u07bf]/);
    pick(t('common.date.day'), '14');
    pick(t('common.date.month'), '2');
    // No date until all three are chosen.
    expect(chosen).toEqual(['', '']);
    pick(t('common.date.year'), '2026');
    expect(chosen.at(-1)).toBe('2026-02-14');
  });

  it('gives no date for a day the month does not have, keeping what was chosen, and shows a date it was given', async () => {
    await startLanguage('dv', allTextAreas());
    render(<Field start="2024-02-29" />);
    expect((screen.getByRole('combobox', { name: t('common.date.day') }) as HTMLSelectElement).value).toBe('29');
    pick(t('common.date.year'), '2025');
    expect(chosen.at(-1)).toBe('');
    // What was chosen stays chosen, so another year makes it a date again.
    expect((screen.getByRole('combobox', { name: t('common.date.day') }) as HTMLSelectElement).value).toBe('29');
    pick(t('common.date.year'), '2024');
    expect(chosen.at(-1)).toBe('2024-02-29');
  });

  it('asks for the time after the date on a Dhivehi page, and gives the moment once both are chosen', async () => {
    await startLanguage('dv', allTextAreas());
    render(<Field withTime />);
    fireEvent.change(screen.getByLabelText(t('common.date.time')), { target: { value: '18:30' } });
    expect(chosen.at(-1)).toBe('');
    pick(t('common.date.day'), '31');
    pick(t('common.date.month'), '2');
    pick(t('common.date.year'), '2026');
    // 31 February is no day: nothing yet, and the time and the day stay chosen.
    expect(chosen.at(-1)).toBe('');
    expect((screen.getByLabelText(t('common.date.time')) as HTMLInputElement).value).toBe('18:30');
    pick(t('common.date.day'), '14');
    expect(chosen.at(-1)).toBe('2026-02-14T18:30');
  });
});
