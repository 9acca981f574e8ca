/** The portal's own colours (apps/web/src/index.css): a club that keeps them gets the stylesheet as built. */
export const DEFAULT_BRAND_COLOURS = { primary: '#0e7490', accent: '#f59e0b' } as const;

/**
 * The club as it names itself (in English and Dhivehi) and its two colours, until Club Settings say otherwise
 * (apart from the settings' schema: every page reads it, and no page should load the validation library for it).
 */
export const DEFAULT_IDENTITY = {
  name: { en: 'Maldives Sports Club', dv: 'މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް' },
  shortName: { en: null, dv: null },
  motto: { en: null, dv: null },
  registrationNumber: null,
  logo: null,
  colours: DEFAULT_BRAND_COLOURS,
} as const;

/** A text the club gives in both languages (its name, short name, motto): in Dhivehi where it gave one, else English. */
export const identityText = (text: { en: string | null; dv: string | null }, language: 'en' | 'dv'): string | null =>
  (language === 'dv' && text.dv) || text.en;
