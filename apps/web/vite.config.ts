import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './catalogues-plugin.ts';

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
