import {
  type CatalogueKey,
  type ClubIdentity,
  DEFAULT_IDENTITY,
  DEFAULT_LANGUAGE,
  directionOf,
  flattenCatalogue,
  formatClubDate,
  formatClubDateTime,
  formatMvr,
  identityText,
  isLanguage,
  type Language,
} from '@club/shared';
import dhivehi from '@club/shared/locales/dv.json';
import english from '@club/shared/locales/en.json';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/client';

/**
 * The texts of emails and PDF documents in the language of the person they are for (decision 026): the same
 * catalogues as the screens (`packages/shared/src/locales`), each text compiled the first time it is used.
 */
export type ServerTextKey = CatalogueKey<typeof english>;
export type ServerTextValues = Record<string, string | number>;

const CATALOGUES: Record<Language, Record<string, string>> = {
  en: flattenCatalogue(english),
  dv: flattenCatalogue(dhivehi),
};

/** The `validation` area named by its English text: the messages and labels of the shared rules. */
const MESSAGE_KEYS = new Map(
  Object.entries(CATALOGUES.en)
    .filter(([key]) => key.startsWith('validation.'))
    .map(([key, text]) => [text, key]),
);

/** The club as Club Settings name it: one club per process, kept current by the SettingsStore (also on another process's change). */
let clubIdentity: ClubIdentity = DEFAULT_IDENTITY;
let clubLogoPng: Buffer | null = null;

export function followClubIdentity(identity: ClubIdentity, logoPng: Buffer | null = null) {
  clubIdentity = identity;
  clubLogoPng = logoPng;
}

/** The club's logo as a 192-pixel PNG for the documents' heading, if it has one. */
export const clubLogo = () => clubLogoPng;

/** The club's name in `language` (its English name where it gave none in Dhivehi). */
export const clubNameIn = (language: Language) => identityText(clubIdentity.name, language) ?? clubIdentity.name.en;

/** The club's registration number as printed on receipts, if it gave one. */
export const clubRegistrationNumber = () => clubIdentity.registrationNumber;

export interface Texts {
  readonly language: Language;
  /** The text named `key`, with `values` put in its places. */
  t(key: ServerTextKey, values?: ServerTextValues): string;
  /** A message or label of the shared rules (given in English), in this language where the catalogue has it. */
  message(english: string): string;
  /**
   * A value that reads left to right (a reference, an amount) kept so inside a right-to-left sentence. Not for
   * links: a mail program could take the closing mark into the address; links stand on lines of their own.
   */
  ltr(value: string | number): string;
  /** "MVR 1,234.50" (in Dhivehi with the club's `MVR` or `ރ.`, the catalogue's `common.currency`), kept left to right. */
  money(amount: string): string;
  dateTime(value: Date | string): string;
  date(value: Date | string): string;
  /** The club's bank account on one line ("BML · Club Account · 7730000123456"), or where to ask for it. */
  bank(account: { bankName: string | null; accountName: string | null; accountNumber: string | null }): string;
  /** The club's name in this language. */
  readonly club: string;
}

function textsFor(language: Language): Texts {
  const i18n: I18n = setupI18n({ locale: language, messages: { [language]: {} } });
  const compiled = new Set<string>();
  const rightToLeft = directionOf(language) === 'rtl';
  const ltr = (value: string | number) => (rightToLeft ? `\u2066${value}\u2069` : String(value));
  const t = (key: string, values?: ServerTextValues) => {
    if (!compiled.has(key)) {
      const text = CATALOGUES[language][key] ?? CATALOGUES.en[key];
      if (text === undefined) throw new Error(`No text named ${key}`);
      i18n.load(language, { [key]: compileMessageOrThrow(text) });
      compiled.add(key);
    }
    return i18n._(key, values);
  };
  return {
    language,
    t,
    message: (text) => {
      const key = MESSAGE_KEYS.get(text);
      return key ? t(key) : text;
    },
    ltr,
    money: (amount) => ltr(formatMvr(amount, t('common.currency'))),
    dateTime: (value) => formatClubDateTime(value, language),
    date: (value) => formatClubDate(value, language),
    bank: (account) =>
      account.accountNumber
        ? [account.bankName, account.accountName, ltr(account.accountNumber)].filter(Boolean).join(' · ')
        : t('mail.applicationReceived.noBank'),
    get club() {
      return clubNameIn(language);
    },
  };
}

const TEXTS: Record<Language, Texts> = { en: textsFor('en'), dv: textsFor('dv') };

/** The texts in `language`; in the portal's default language when it is not one the portal speaks. */
export const textsIn = (language: string | null | undefined): Texts =>
  TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/** The language an account chose (on the profile or the language switch, or the one it signed up in). */
export async function accountLanguage(db: AppDatabase, userId: string | null | undefined): Promise<Language> {
  if (!userId) return DEFAULT_LANGUAGE;
  const [row] = await queryRows<{ language: string | null }>(
    db,
    sql`select language from profiles where user_id = ${userId}`,
  );
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** The texts for the holder of an account. */
export const accountTexts = async (db: AppDatabase, userId: string | null | undefined) =>
  textsIn(await accountLanguage(db, userId));
