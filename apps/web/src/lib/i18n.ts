import { catalogues } from 'virtual:catalogues';
import {
  type CatalogueKey,
  DEFAULT_LANGUAGE,
  directionOf,
  formatClubDate,
  formatClubDateTime,
  formatClubTime,
  formatMvr,
  LANGUAGES,
  type Language,
} from '@club/shared';
import type english from '@club/shared/locales/en.json';
import { i18n, type Messages } from '@lingui/core';

/** The catalogues' areas the screens show (the server keeps `mail` and `documents`, SERVER_TEXT_AREAS, to itself). */
type ScreenTexts = Omit<typeof english, 'mail' | 'documents'>;
/** A text's name in the catalogues (`common.nav.home`): a name no catalogue has fails the typecheck. */
export type TextKey = CatalogueKey<ScreenTexts>;
/** An area of the catalogues, loaded with the pages that show its texts. */
export type TextArea = keyof ScreenTexts;
export type TextValues = Record<string, string | number>;

/**
 * The areas every page shows in `language`: the navigation, the footer, the shared controls; and, in a language
 * other than English, the messages of the shared rules (a form's field errors, the API's answers), which are
 * written in English (translateMessage).
 */
const everyPage = (language: Language): TextArea[] =>
  language === DEFAULT_LANGUAGE ? ['common'] : ['common', 'validation'];

/** Each language's areas, loading or loaded. */
const loaded = new Map<Language, Map<TextArea, Promise<void>>>(LANGUAGES.map((language) => [language, new Map()]));

let current: Language = DEFAULT_LANGUAGE;

/** The page's language: the one the server drew it in (`<html lang>`), which the app was started in. */
export const pageLanguage = (): Language => current;

/** Loads the texts of these areas in `language` (each area once). */
export function loadTexts(areas: readonly TextArea[], language: Language = pageLanguage()): Promise<void> {
  const areasLoaded = loaded.get(language) ?? new Map<TextArea, Promise<void>>();
  const pending = areas.map((area) => {
    let loading = areasLoaded.get(area);
    if (!loading) {
      const loadArea = catalogues[language][area];
      if (!loadArea) throw new Error(`No texts for ${area}`);
      loading = loadArea().then(({ default: texts }) => i18n.load(language, texts));
      // A failed load (the network) is tried again by the next page that needs the area.
      loading.catch(() => areasLoaded.delete(area));
      areasLoaded.set(area, loading);
    }
    return loading;
  });
  return Promise.all(pending).then(() => undefined);
}

/** Every area of the catalogues (the server's renderer loads them all). */
export const allTextAreas = () => Object.keys(catalogues[DEFAULT_LANGUAGE]) as TextArea[];

/** Starts the texts in `language`: every page's areas loaded, then that language made the current one. */
export async function startLanguage(language: Language, areas: readonly TextArea[] = []): Promise<void> {
  current = language;
  await loadTexts([...everyPage(language), ...areas], language);
  i18n.activate(language);
}

/** The text named `key` in the page's language, with `values` put in its places. */
export const t = (key: TextKey, values?: TextValues): string => i18n._(key, values);

/** Messages zod writes itself (a field without a message of its own), by what they mean. */
const ZOD_DEFAULTS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Too big: expected string to have <=(\d+) characters?$/, (m) => t('common.form.tooLong', { max: m[1] ?? '' })],
  [/^Too small: expected string to have >=(\d+) characters?$/, (m) => t('common.form.tooShort', { min: m[1] ?? '' })],
  [/^Invalid input/, () => t('common.form.invalid')],
];

/**
 * A message of the shared rules in the page's language: a form's field error or an API's answer arrives as
 * its English text, which names its translation in the `validation` area; one without a translation is
 * shown as it came.
 */
export function translateMessage(message: string): string {
  if (pageLanguage() === DEFAULT_LANGUAGE) return message;
  const translated = i18n._(message);
  if (translated !== message) return translated;
  for (const [pattern, translate] of ZOD_DEFAULTS) {
    const match = pattern.exec(message);
    if (match) return translate(match);
  }
  return message;
}

/**
 * A value that reads left to right (an amount, a reference, a phone number) put into a sentence: in a
 * right-to-left page it is isolated, so its digits and signs keep their order beside the Thaana.
 */
export const ltr = (value: string | number) => (pageDirection() === 'rtl' ? `\u2066${value}\u2069` : String(value));

/**
 * An amount of rufiyaa as the page's language writes it: "MVR 1,234.50"; in Dhivehi with the club's choice of
 * `MVR` or `ރ.` (the catalogue's `common.currency`).
 */
export const formatMoney = (amount: string) => formatMvr(amount, t('common.currency'));

/** The short name of a month (1 to 12) in the page's language. */
export const monthName = (month: number) => t(`common.months.m${month}` as TextKey);

/** Route code that loads its page's texts with the page's module. */
export const withTexts =
  <T>(areas: readonly TextArea[], load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [page] = await Promise.all([load(), loadTexts(areas)]);
    return page;
  };

export const pageDirection = () => directionOf(pageLanguage());

/** A day ("Nov 22, 2026"; "22 ނޮވެމްބަރު 2026") in the page's language, in the club's time zone. */
export const formatDate = (value: string | Date) => formatClubDate(value, pageLanguage());
/** A moment ("Nov 22, 2026, 6:30 PM") in the page's language, in the club's time zone. */
export const formatDateTime = (value: string | Date) => formatClubDateTime(value, pageLanguage());
/** A time of day ("6:30 PM") in the page's language, in the club's time zone. */
export const formatTime = (value: string | Date) => formatClubTime(value, pageLanguage());

export type { Messages };
