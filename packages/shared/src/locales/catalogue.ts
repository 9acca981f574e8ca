/**
 * The portal's texts: one catalogue per language (`en.json`, `dv.json` beside this file), nested by area
 * (the first level: `common`, `home`, `shop`...), each text named by its path (`common.nav.home`). Texts
 * use ICU MessageFormat: `{name}` for a value, `{count, plural, one {# item} other {# items}}`.
 * `dv.status.json` says of each Dhivehi text whether a Dhivehi reader has reviewed it. README.md beside
 * this file tells a club how to correct a translation.
 */
export type Catalogue = { [name: string]: string | Catalogue };

/** Areas only the server uses (emails, PDF documents): the web app never loads them. */
export const SERVER_TEXT_AREAS: readonly string[] = ['mail', 'documents'];

/** Each text of a catalogue (or of one area of it) by its full name. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(catalogue)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') texts[key] = value;
    else Object.assign(texts, flattenCatalogue(value, `${key}.`));
  }
  return texts;
}

/** The full names of a catalogue's texts, as a type (`common.nav.home`). */
export type CatalogueKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : CatalogueKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
