import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv } from './csv';

describe('CSV export', () => {
  it('neutralises formula cells and quotes separators', () => {
    expect(neutralizeCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutralizeCell('+9607771234')).toBe("'+9607771234");
    expect(neutralizeCell('-1+cmd|calc')).toBe("'-1+cmd|calc");
    expect(neutralizeCell('-45.55')).toBe('-45.55'); // a negative amount stays a number
    expect(neutralizeCell('-')).toBe("'-");
    expect(neutralizeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeCell('Ahmed')).toBe('Ahmed');
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"']])).toBe('a,b\n"x,y","say ""hi"""\n');
  });
});
