import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('keeps short text and cuts long text at a word within the limit', () => {
    expect(truncate('Short', 150)).toBe('Short');
    const long = 'word '.repeat(60).trim();
    const cut = truncate(long, 150);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
