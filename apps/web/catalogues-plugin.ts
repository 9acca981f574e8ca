import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { type Catalogue, flattenCatalogue, SERVER_TEXT_AREAS } from '../../packages/shared/src/locales/catalogue.ts';

const LOCALES = fileURLToPath(new URL('../../packages/shared/src/locales/', import.meta.url));
const CATALOGUES = 'virtual:catalogues';
const AREA = 'virtual:catalogue/';
/** The area whose texts are named by their English text (see lib/i18n.ts, translateMessage). */
const MESSAGES_BY_ENGLISH = 'validation';

/**
 * The texts, one chunk per language and area: `virtual:catalogues` maps each language's areas to a loader
 * of that area's texts, compiled for Lingui (ICU MessageFormat parsed at build time, not in the browser).
 * A page loads its areas' texts in its reader's language only.
 */
export function catalogues(): Plugin {
  const read = (language: string) => JSON.parse(readFileSync(`${LOCALES}${language}.json`, 'utf8')) as Catalogue;
  return {
    name: 'club-catalogues',
    resolveId: (id) => (id === CATALOGUES || id.startsWith(AREA) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${CATALOGUES}`) {
        const languages = ['en', 'dv'].map((language) => {
          this.addWatchFile(`${LOCALES}${language}.json`);
          const areas = Object.keys(read(language))
            .filter((area) => !SERVER_TEXT_AREAS.includes(area))
            .map((area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(`${AREA}${language}/${area}`)})`);
          return `${language}: { ${areas.join(', ')} }`;
        });
        return `export const catalogues = { ${languages.join(', ')} };`;
      }
      if (!id.startsWith(`\0${AREA}`)) return undefined;
      const [language = '', area = ''] = id.slice(AREA.length + 1).split('/');
      this.addWatchFile(`${LOCALES}${language}.json`);
      const texts = read(language)[area];
      if (!texts || typeof texts === 'string') throw new Error(`${language}.json has no area ${area}`);
      const flat = Object.entries(flattenCatalogue(texts, `${area}.`));
      // The messages of the shared rules (a form's field errors, the API's answers) arrive as their English
      // text: that area is looked up by it.
      const english = area === MESSAGES_BY_ENGLISH ? flattenCatalogue(read('en'), '') : undefined;
      const compiled = Object.fromEntries(
        flat.map(([key, text]) => [english ? (english[key] ?? key) : key, compileMessageOrThrow(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
