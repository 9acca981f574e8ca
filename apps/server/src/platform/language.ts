import {
  brandColourCss,
  type ClubIdentity,
  DEFAULT_IDENTITY,
  directionOf,
  identityText,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  type Language,
  languageFromAcceptLanguage,
  languageFromCookie,
} from '@club/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html';

/** The language a request's pages are drawn in: the browser's remembered choice, else its languages. */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  languageFromCookie(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']);

/**
 * The language a page is drawn in: the browser's remembered choice; else, for someone signed in, the language
 * their account speaks, which the browser is told to remember; else the browser's languages. (A page drawn for a
 * signed-in person carries who they are, so the app asks no /api/me that would have told the browser.)
 */
export async function pageLanguageFor(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean) {
  const remembered = languageFromCookie(request.headers.cookie);
  if (remembered) return remembered;
  const account = request.headers.cookie ? (await request.viewer())?.own.profile.language : undefined;
  if (!isLanguage(account)) return requestLanguage(request);
  reply.header('set-cookie', languageCookie(account, secureCookies));
  return account;
}

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
  identity: ClubIdentity = DEFAULT_IDENTITY,
): Record<Language, string> {
  const opening = /<html\b[^>]*>/;
  if (!opening.test(indexHtml)) throw new Error('index.html has no <html> element');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const colours = brandColourCss(identity.colours);
  const logo = identity.logo && {
    small: escapeHtml(identity.logo.small),
    icon: escapeHtml(identity.logo.icon),
  };
  // Read by the app before its first paint (the header's name); a JSON script is data, never run.
  const identityData = `<script id="club-identity" type="application/json">${JSON.stringify(identity).replace(/</g, '\\u003c')}</script>`;
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const preloads = (fontsOf[language] ?? [])
        .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
        .join('');
      const name = escapeHtml(identityText(identity.name, language) ?? identity.name.en);
      return [
        language,
        indexHtml
          .replace(opening, () => `<html lang="${language}" dir="${directionOf(language)}">`)
          // The build's title and description name the portal's own club.
          .replaceAll(DEFAULT_IDENTITY.name.en, () => name)
          .replace(
            /<meta name="theme-color" content="[^"]*"/,
            () => `<meta name="theme-color" content="${identity.colours.primary}"`,
          )
          .replace(/<link rel="icon"[^>]*>/, (own) =>
            logo ? `<link rel="icon" href="${logo.small}" type="image/png" />` : own,
          )
          .replace(/<link rel="apple-touch-icon"[^>]*>/, (own) =>
            logo ? `<link rel="apple-touch-icon" href="${logo.icon}" />` : own,
          )
          .replace(
            '</head>',
            () => `${preloads}${colours ? `<style id="club-colours">${colours}</style>` : ''}${identityData}</head>`,
          ),
      ];
    }),
  ) as Record<Language, string>;
}

/** The build's web manifest with the club's name, short name and colour, in `language`. */
export function manifestFor(built: object, identity: ClubIdentity, language: Language) {
  const name = identityText(identity.name, language) ?? identity.name.en;
  return {
    ...built,
    name,
    short_name: identityText(identity.shortName, language) ?? name,
    description: identityText(identity.motto, language) ?? name,
    lang: language,
    dir: directionOf(language),
    theme_color: identity.colours.primary,
    ...(identity.logo
      ? {
          icons: [
            { src: identity.logo.icon, sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: identity.logo.large, sizes: '512x512', type: 'image/png', purpose: 'any' },
          ],
        }
      : {}),
  };
}
