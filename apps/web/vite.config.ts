import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type Catalogue, flattenCatalogue } from '../../packages/shared/src/locales/catalogue.ts';

const LOCALES = fileURLToPath(new URL('../../packages/shared/src/locales/', import.meta.url));
const CATALOGUES = 'virtual:catalogues';
const AREA = 'virtual:catalogue/';

/**
 * The texts, one chunk per language and area: `virtual:catalogues` maps each language's areas to a loader
 * of that area's texts, compiled for Lingui (ICU MessageFormat parsed at build time, not in the browser).
 * A page loads its areas' texts in its reader's language only.
 */
function catalogues(): Plugin {
  const read = (language: string) => JSON.parse(readFileSync(`${LOCALES}${language}.json`, 'utf8')) as Catalogue;
  return {
    name: 'club-catalogues',
    resolveId: (id) => (id === CATALOGUES || id.startsWith(AREA) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${CATALOGUES}`) {
        const languages = ['en', 'dv'].map((language) => {
          this.addWatchFile(`${LOCALES}${language}.json`);
          const areas = Object.keys(read(language)).map(
            (area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(`${AREA}${language}/${area}`)})`,
          );
          return `${language}: { ${areas.join(', ')} }`;
        });
        return `export const catalogues = { ${languages.join(', ')} };`;
      }
      if (!id.startsWith(`\0${AREA}`)) return undefined;
      const [language = '', area = ''] = id.slice(AREA.length + 1).split('/');
      this.addWatchFile(`${LOCALES}${language}.json`);
      const texts = read(language)[area];
      if (!texts || typeof texts === 'string') throw new Error(`${language}.json has no area ${area}`);
      const compiled = Object.fromEntries(
        Object.entries(flattenCatalogue(texts, `${area}.`)).map(([key, text]) => [key, compileMessageOrThrow(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), catalogues()],
  // zod configured for the browser (no eval) wherever a schema is built, here or in @club/shared.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }] },
  // `npm run dev`: the API behind the same origin as the hot-reloading web app.
  server: { proxy: { '/api': apiOrigin, '/files': apiOrigin } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // No preload links added by script before each lazy import: the browser fetches a module's imports as soon
    // as it reads them, and adding the links cost 20-40 ms of main thread per staff screen (a link per chunk)
    // for no measurable gain (time to a started app on a throttled phone: the same for a staff list, 100 ms
    // for News & Events).
    modulePreload: false,
    // Building a zod schema has no effect but the schema: a page that takes a label or a rule from a shared
    // module does not load and run every schema beside it. (z.config() would be dropped too: src/lib/zod.ts
    // calls zod's config() by its own name.)
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
