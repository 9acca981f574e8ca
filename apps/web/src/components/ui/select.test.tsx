// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { allTextAreas, monthName, startLanguage, t } from '../../lib/i18n';
import { FilterSelect, Options } from './select';

const MONTHS = ['1', '2', '3'] as const;

describe("a select's options and a list's filter, in both languages", () => {
  afterEach(cleanup);
  afterAll(() => startLanguage('en', allTextAreas()));

  it('lists the values, shown as they are or by their label', () => {
    render(
      <>
        <select aria-label="Month">
          <Options values={MONTHS} label={(month) => monthName(Number(month))} />
        </select>
        <select aria-label="Number">
          <Options values={MONTHS} />
        </select>
      </>,
    );
    const shown = (name: string) =>
      [...(screen.getByLabelText(name) as HTMLSelectElement).options].map((option) => [
        option.value,
        option.textContent,
      ]);
    expect(shown('Month')).toEqual(MONTHS.map((month) => [month, monthName(Number(month))]));
    expect(monthName(1)).toMatch(/^[A-Z]/);
    expect(shown('Number')).toEqual([
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ]);
  });

  it('filters by a value or by none: its first option is all of them', () => {
    const onChange = vi.fn();
    render(
      <FilterSelect aria-label="Month" all={t('members.page.allPlans')} values={MONTHS} value="" onChange={onChange} />,
    );
    const select = screen.getByLabelText('Month') as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe(t('members.page.allPlans'));
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['2'], ['']]);
  });

  it('says the option for all and the labels in Dhivehi', async () => {
    await startLanguage('dv', allTextAreas());
    render(
      <FilterSelect
        aria-label="Month"
        all={t('members.page.allPlans')}
        values={MONTHS}
        label={(month) => monthName(Number(month))}
        value="3"
        onChange={() => {}}
      />,
    );
    const select = screen.getByLabelText('Month') as HTMLSelectElement;
    expect(select.value).toBe('3');
    expect(select.options[0]?.textContent).toMatch(/[\u0780-\u07bf]/);
    expect(select.options[3]?.textContent).toBe(monthName(3));
    expect(monthName(3)).toMatch(/[\u0780-\u07bf]/);
  });
});
