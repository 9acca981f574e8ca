import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  accentColourProblem,
  brandColourCss,
  brandShades,
  contrastRatio,
  primaryColourProblem,
} from './brand-colours';
import { DEFAULT_BRAND_COLOURS } from './club-identity';

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

describe("a club's own colours", () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0e7490', '#ffffff')).toBeGreaterThan(AA_CONTRAST);
  });

  it('refuses a main colour too light for white text and an accent too dark for dark text', () => {
    expect(primaryColourProblem(DEFAULT_BRAND_COLOURS.primary)).toBeNull();
    expect(primaryColourProblem('#ffd700')).toBe('tooLight');
    expect(primaryColourProblem('#7a1f2b')).toBeNull();
    expect(accentColourProblem(DEFAULT_BRAND_COLOURS.accent)).toBeNull();
    expect(accentColourProblem('#1e3a8a')).toBe('tooDark');
  });

  it('gives every colour it accepts shades that keep AA wherever the pages pair them', () => {
    let accepted = 0;
    // Every 4,099th colour of the 16.7 million: some 4,000, light and dark, grey and saturated.
    for (let n = 0; n <= 0xffffff; n += 4099) {
      const primary = hex(n);
      if (primaryColourProblem(primary)) continue;
      accepted++;
      const shade = brandShades(primary);
      for (const [text, background] of [
        ['#ffffff', shade['700']],
        ['#ffffff', shade['800']],
        ['#ffffff', shade['900']],
        [shade['700'], '#ffffff'],
        [shade['700'], shade['50']],
        [shade['800'], shade['50']],
        [shade['900'], shade['100']],
        [shade['100'], shade['800']],
        [shade['50'], shade['900']],
      ] as const)
        expect(contrastRatio(text, background), `${text} on ${background} (main colour ${primary})`).toBeGreaterThan(
          AA_CONTRAST,
        );
    }
    expect(accepted).toBeGreaterThan(1000);
  });

  it('writes no stylesheet for the portal’s own colours, and the shades for a club’s', () => {
    expect(brandColourCss(DEFAULT_BRAND_COLOURS)).toBe('');
    const css = brandColourCss({ primary: '#7A1F2B', accent: '#F59E0B' });
    expect(css).toContain('--color-brand-700:#7a1f2b');
    expect(css).not.toContain('--color-accent');
    expect(brandColourCss({ primary: DEFAULT_BRAND_COLOURS.primary, accent: '#ffd700' })).toBe(
      ':root{--color-accent:#ffd700}',
    );
  });
});
