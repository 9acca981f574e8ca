import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogues } from './catalogues-plugin.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** The installed app: its manifest, and the service worker (src/sw.ts) with the release's files listed in it. */
const installable = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    name: 'Maldives Sports Club',
    short_name: 'Sports Club',
    description: 'Teams, schedules, news, events and membership of the Maldives Sports Club.',
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0e7490',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // The catalogues and the whole app: about 2 MB before compression, fetched once per release.
    maximumFileSizeToCacheInBytes: 3_000_000,
  },
});

/**
 * Sonner's styles come in the app's stylesheet (index.css imports them), not in a <style> its module adds as the
 * app starts: a rule of theirs matches <html dir>, and adding it made the browser style the whole page again
 * (24 ms of a phone's main thread, 96 ms under Lighthouse's 4x slower CPU) inside the app's start.
 */
function sonnerStylesInStylesheet(): Plugin {
  return {
    name: 'sonner-styles-in-stylesheet',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return undefined;
      const withoutInsert = code.replace(/^__insertCSS\(".*"\);$/m, '');
      if (withoutInsert === code) throw new Error('sonner no longer adds its styles as vite.config.ts expects');
      return withoutInsert;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), catalogues(), sonnerStylesInStylesheet(), ...(isSsrBuild ? [] : [installable])],
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
}));
