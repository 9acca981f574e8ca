import { describe, expect, it } from 'vitest';
import { THAANA_PHONETIC, toThaana } from './thaana-phonetic';

describe('the phonetic Thaana layout', () => {
  it('types Dhivehi words from the Latin keys that sound like them', () => {
    expect(toThaana('divehi')).toBe('ދިވެހި');
    expect(toThaana('mAle')).toBe('މާލެ');
    expect(toThaana('wAminatu')).toBe('އާމިނަތު');
    expect(toThaana('Cifa')).toBe('ޝިފަ');
  });

  it('keeps digits, spaces and keys it has no letter for, and gives Arabic punctuation', () => {
    expect(toThaana('gd. 2026, x?')).toBe('ގދ. 2026، x؟');
  });

  it('gives each key one Thaana letter or sign, and never the same to two keys', () => {
    const letters = Object.entries(THAANA_PHONETIC).filter(([key]) => /[a-z]/i.test(key));
    for (const [, thaana] of letters) expect(thaana).toMatch(/^[\u0780-\u07b1]$/);
    expect(new Set(letters.map(([, thaana]) => thaana)).size).toBe(letters.length);
  });
});
