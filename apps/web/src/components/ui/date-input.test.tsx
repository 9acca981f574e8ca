// @vitest-environment happy-dom
import { isoDate, isoDateTime } from '@club/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fromClubLocalInput } from '../../lib/format';
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

  it('gives a day the month does not have as chosen, for the form to refuse, and shows a date it was given', async () => {
    await startLanguage('dv', allTextAreas());
    render(<Field start="2024-02-29" />);
    expect((screen.getByRole('combobox', { name: t('common.date.day') }) as HTMLSelectElement).value).toBe('29');
    pick(t('common.date.year'), '2025');
    // Not '' (an optional date of birth would be saved as erased): the shared schema says it is no date.
    expect(chosen.at(-1)).toBe('2025-02-29');
    expect(isoDate.safeParse('2025-02-29').success).toBe(false);
    expect(isoDateTime.safeParse(fromClubLocalInput('2025-02-29T18:30')).success).toBe(false);
    expect((screen.getByRole('combobox', { name: t('common.date.day') }) as HTMLSelectElement).value).toBe('29');
    pick(t('common.date.year'), '2024');
    expect(chosen.at(-1)).toBe('2024-02-29');
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
  });

  it('asks for the time after the date on a Dhivehi page, and gives the moment once both are chosen', async () => {
    await startLanguage('dv', allTextAreas());
    render(<Field withTime />);
    fireEvent.change(screen.getByLabelText(t('common.date.time')), { target: { value: '18:30' } });
    expect(chosen.at(-1)).toBe('');
    pick(t('common.date.day'), '31');
    pick(t('common.date.month'), '2');
    pick(t('common.date.year'), '2026');
    // 31 February is given as chosen (the form refuses it), and the time and the day stay chosen.
    expect(chosen.at(-1)).toBe('2026-02-31T18:30');
    expect((screen.getByLabelText(t('common.date.time')) as HTMLInputElement).value).toBe('18:30');
    pick(t('common.date.day'), '14');
    expect(chosen.at(-1)).toBe('2026-02-14T18:30');
  });
});
