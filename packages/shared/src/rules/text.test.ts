import { describe, expect, it } from 'vitest';
import { compareText, isStorableText, truncate } from './text';

describe('truncate', () => {
  it('keeps short text and cuts long text at a word within the limit', () => {
    expect(truncate('Short', 150)).toBe('Short');
    const long = 'word '.repeat(60).trim();
    const cut = truncate(long, 150);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, keeps every other character', () => {
    expect(isStorableText('Aishath Shifa ދިވެހި 🏐')).toBe(true);
    expect(isStorableText('x\u0000')).toBe(false);
    expect(isStorableText('lone \uD800 high')).toBe(false);
    expect(isStorableText('lone \uDC00 low')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
  });
});

describe('compareText', () => {
  it('orders alphabetically whatever the case, the same texts by their case, and Thaana after Latin', () => {
    const sorted = ['volleyball', 'Football', 'basketball', 'ފުޓްބޯޅަ', 'Basketball', 'Cricket'].sort(compareText);
    expect(sorted).toEqual(['Basketball', 'basketball', 'Cricket', 'Football', 'volleyball', 'ފުޓްބޯޅަ']);
    expect(compareText('Netball', 'Netball')).toBe(0);
  });
});
