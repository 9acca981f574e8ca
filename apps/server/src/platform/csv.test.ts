import { describe, expect, it } from 'vitest';
import { spreadsheetCell, toCsv } from './csv';

describe('CSV export', () => {
  it('writes text a spreadsheet would run as a formula as a string literal that shows it as typed', () => {
    expect(spreadsheetCell('=HYPERLINK("http://evil")')).toBe('="=HYPERLINK(""http://evil"")"');
    expect(spreadsheetCell('+960 777-1234')).toBe('="+960 777-1234"');
    expect(spreadsheetCell('-1+cmd|calc')).toBe('="-1+cmd|calc"');
    expect(spreadsheetCell('@SUM(A1)')).toBe('="@SUM(A1)"');
    expect(spreadsheetCell('-')).toBe('="-"');
    expect(spreadsheetCell('-45.55')).toBe('-45.55'); // a negative amount stays a number
    expect(spreadsheetCell('Ahmed')).toBe('Ahmed');
    expect(spreadsheetCell(null)).toBe('');
    // Too long for a formula's literal, or with a line break: the apostrophe keeps it text.
    expect(spreadsheetCell(`=${'x'.repeat(300)}`)).toBe(`'=${'x'.repeat(300)}`);
    expect(spreadsheetCell('=1+1\n=2+2')).toBe("'=1+1\n=2+2");
    expect(spreadsheetCell('\t=1+1')).toBe("'\t=1+1");
  });

  it('starts with a UTF-8 byte-order mark and quotes separators', () => {
    const csv = toCsv(['a', 'b'], [['x,y', 'say "hi"']]);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toBe('\uFEFFa,b\n"x,y","say ""hi"""\n');
  });
});
