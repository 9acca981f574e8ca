/**
 * The portal speaks English and Dhivehi. A person's language is remembered on their account and in their
 * browser (a cookie the server reads, so the pages it draws are in that language too); a first visit follows
 * the browser's languages.
 *
 * The direction of a language is ours to know: Node and the browsers have no Dhivehi data, and `Intl`
 * reports `dv` as left to right.
 */
export const LANGUAGES = ['en', 'dv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a browser's language (not secret: read by the server and the app). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Each language by its own name, as the language switch shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', dv: 'ދިވެހި' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'dv' ? 'rtl' : 'ltr');

/**
 * The first of the browser's languages (an Accept-Language header) the portal speaks, by preference
 * (`q`), else English. `dv-MV` and `div` are Dhivehi.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'div') return 'dv';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a `Cookie` header remembers, if any. */
export function languageFromCookie(cookieHeader: string | undefined): Language | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}
