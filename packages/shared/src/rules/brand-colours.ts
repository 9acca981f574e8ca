import { DEFAULT_BRAND_COLOURS } from './club-identity';

/** A colour as `#rrggbb`. */
export type HexColour = `#${string}`;

/** The text drawn on the accent (the "Join" buttons): Tailwind's slate-900. */
export const TEXT_ON_ACCENT = '#0f172a';
const WHITE = '#ffffff';
const BLACK = '#000000';

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string) {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` mixed with `other`, `share` (0 to 1) of the other. */
function mix(colour: string, other: string, share: number): HexColour {
  const [a, b] = [channels(colour), channels(other)];
  const mixed = a.map((value, index) => Math.round(value * (1 - share) + (b[index] ?? 0) * share));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The shades the pages draw with (Tailwind's `brand-50` to `brand-900`), from the club's main colour:
 * 700 is the colour itself (links, buttons with white text), lighter shades are backgrounds, darker ones
 * the header and the card.
 */
export function brandShades(primary: string): Record<'50' | '100' | '500' | '600' | '700' | '800' | '900', HexColour> {
  const colour = primary.toLowerCase() as HexColour;
  return {
    '50': mix(colour, WHITE, 0.94),
    '100': mix(colour, WHITE, 0.85),
    '500': mix(colour, WHITE, 0.15),
    '600': mix(colour, WHITE, 0.07),
    '700': colour,
    '800': mix(colour, BLACK, 0.2),
    '900': mix(colour, BLACK, 0.4),
  };
}

/**
 * Why a main colour cannot carry the pages' text, or null: the colour is read as text on its lightest shade
 * (and on white), and white text is read on it, so both need AA contrast.
 */
export function primaryColourProblem(primary: string): 'tooLight' | null {
  return contrastRatio(primary, brandShades(primary)['50']) >= AA_CONTRAST ? null : 'tooLight';
}

/** Why an accent cannot carry the dark text drawn on it, or null. */
export function accentColourProblem(accent: string): 'tooDark' | null {
  return contrastRatio(accent, TEXT_ON_ACCENT) >= AA_CONTRAST ? null : 'tooDark';
}

/** The stylesheet lines that give the pages the club's colours (nothing for the portal's own). */
export function brandColourCss(colours: { primary: string; accent: string }) {
  const primary = colours.primary.toLowerCase();
  const accent = colours.accent.toLowerCase();
  const lines: string[] = [];
  if (primary !== DEFAULT_BRAND_COLOURS.primary)
    for (const [shade, value] of Object.entries(brandShades(primary))) lines.push(`--color-brand-${shade}:${value}`);
  if (accent !== DEFAULT_BRAND_COLOURS.accent) lines.push(`--color-accent:${accent}`);
  return lines.length ? `:root{${lines.join(';')}}` : '';
}
