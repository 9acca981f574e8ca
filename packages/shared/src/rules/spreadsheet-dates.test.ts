import { describe, expect, it } from 'vitest';
import { spreadsheetDate } from './spreadsheet-dates';

describe('spreadsheetDate', () => {
  it.each([
    ['1990-03-05', '1990-03-05'],
    ['05/03/1990', '1990-03-05'],
    ['5/3/1990', '1990-03-05'],
    ['05-03-1990', '1990-03-05'],
    ['05.03.1990', '1990-03-05'],
    ['05-Mar-1990', '1990-03-05'],
    ['5 March 1990', '1990-03-05'],
    ['5 sept 1990', '1990-09-05'],
    ['32937', '1990-03-05'],
    ['32937.0', '1990-03-05'],
    ['29/02/2024', '2024-02-29'],
    [' 1990-03-05 00:00:00', '1990-03-05'],
  ])('reads %s as %s', (text, iso) => {
    expect(spreadsheetDate(text)).toBe(iso);
  });

  it.each([
    '',
    '30/02/1990',
    '29/02/2023',
    '13/13/1990',
    '05-Mrz-1990',
    '05-Marchy-1990',
    '1',
    '999999',
    '1990',
    '05/03/90',
    'yesterday',
    '1800-01-01',
  ])('refuses %s', (text) => {
    expect(spreadsheetDate(text)).toBeNull();
  });
});
