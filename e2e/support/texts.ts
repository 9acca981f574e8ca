import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Catalogue = Record<string, unknown>;
const catalogues: Record<'en' | 'dv', Catalogue> = {
  en: JSON.parse(readFileSync(join(process.cwd(), 'packages/shared/src/locales/en.json'), 'utf8')),
  dv: JSON.parse(readFileSync(join(process.cwd(), 'packages/shared/src/locales/dv.json'), 'utf8')),
};

/**
 * A text of the portal as a person reads it in `language` (`registrations.form.fullName`), with simple `{values}`
 * put in: a journey walked in Dhivehi finds the controls by the words on them.
 */
export function textIn(language: 'en' | 'dv', key: string, values: Record<string, string> = {}) {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A text's fixed beginning (up to its first value), to find it when the rest varies. */
export const textStart = (language: 'en' | 'dv', key: string) => textIn(language, key).split('{')[0]?.trim() ?? '';

/**
 * Every whole text of the screens (not mails or documents) whose Dhivehi differs from its English, without values
 * put in (those are checked by the journeys that fill them): what a Dhivehi page must never show in English.
 */
export function screenTextsOnlyInEnglish(): string[] {
  const found: string[] = [];
  const walk = (en: unknown, dv: unknown, path: string) => {
    if (typeof en === 'string') {
      if (typeof dv === 'string' && dv !== en && !en.includes('{') && !en.includes('<') && /[A-Za-z]{3}/.test(en))
        found.push(en.trim());
      return;
    }
    if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en))
        if (!(path === '' && (key === 'mail' || key === 'documents')))
          walk(value, (dv as Record<string, unknown> | undefined)?.[key], path ? `${path}.${key}` : key);
  };
  walk(catalogues.en, catalogues.dv, '');
  return [...new Set(found)];
}
