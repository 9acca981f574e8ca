import {
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  type Language,
  languageFromAcceptLanguage,
  languageFromCookie,
} from '@club/shared';
import type { FastifyRequest } from 'fastify';

/** The language a request's pages are drawn in: the browser's remembered choice, else its languages. */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  languageFromCookie(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']);

/** The language a request asks for by its cookie or its Accept-Language header; null when it says nothing. */
export function languageAsked(headers: Headers): Language | null {
  const acceptLanguage = headers.get('accept-language');
  return (
    languageFromCookie(headers.get('cookie') ?? undefined) ??
    (acceptLanguage ? languageFromAcceptLanguage(acceptLanguage) : null)
  );
}

/** The Set-Cookie value that makes a browser remember its language (read by the app, so not HttpOnly). */
export const languageCookie = (language: Language, secure: boolean) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The app's index.html in each language: `lang` and `dir` on <html>, as the app would set them, and the
 * fonts a language's pages need at once preloaded (their URLs).
 */
export function templatesByLanguage(
  indexHtml: string,
  fontsOf: Partial<Record<Language, readonly string[]>> = {},
): Record<Language, string> {
  const opening = /<html\b[^>]*>/;
  if (!opening.test(indexHtml)) throw new Error('index.html has no <html> element');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const preloads = (fontsOf[language] ?? [])
        .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
        .join('');
      return [
        language,
        indexHtml
          .replace(opening, () => `<html lang="${language}" dir="${directionOf(language)}">`)
          .replace('</head>', () => `${preloads}</head>`),
      ];
    }),
  ) as Record<Language, string>;
}
