// Budget: the JavaScript the home page loads (the entry, the app it starts after the first paint, and
// everything those import up front) is at most 162 KB gzipped, and none of it is admin code (admin
// screens are lazy-loaded chunks). The public pages people read (no form on them) load no validation
// library up front either, nor does the staff user list (its forms load when opened). Reads the chunk graph the build wrote (apps/web/chunks.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 160 KB: sonner's styles are in the stylesheet, not a string in its module that adds them as the app starts
// (issue 48: 157.7 KB in English, 159.0 in Dhivehi; 160.5 and 161.8 before).
const BUDGET_BYTES = 160 * 1024;
const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const manifestPath = join(web, 'chunks.json');
if (!existsSync(manifestPath)) {
  console.error('check-bundle: apps/web/chunks.json is missing (run npm run build)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = manifest['index.html'];

const READING_PAGES = [
  'src/features/home/pages/news-events-page.tsx',
  'src/features/news/pages/news-article-page.tsx',
  'src/features/events/pages/event-page.tsx',
  'src/features/gallery/pages/gallery-page.tsx',
  'src/features/gallery/pages/album-page.tsx',
  'src/features/teams/pages/teams-sports-page.tsx',
  'src/features/committee/pages/executive-committee-page.tsx',
  'src/features/shop/pages/shop-page.tsx',
  'src/app/routes/about-page.tsx',
  // The staff list Lighthouse measures: its add and edit forms, and their validation, load when opened.
  'src/features/users/pages/users-page.tsx',
];

/** The files a chunk loads up front: itself and what it imports statically, transitively. */
function staticGraph(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticGraph(imported, files);
  return files;
}

const files = staticGraph('index.html');
// The entry paints, then imports the app: that import is part of every page load.
for (const key of entry.dynamicImports ?? []) staticGraph(key, files);

const gzipped = (file) => gzipSync(readFileSync(join(web, 'dist', file)), { level: 9 }).length;
let total = 0;
for (const file of files) {
  const size = readFileSync(join(web, 'dist', file)).length;
  const gz = gzipped(file);
  total += gz;
  process.stdout.write(
    `  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB  ${(gz / 1024).toFixed(1).padStart(6)} KB gz\n`,
  );
}
// The texts the home page shows, in the reader's language: every page's area and the home page's.
const HOME_TEXT_AREAS = ['common', 'home'];
const byLanguage = ['en', 'dv'].map((language) => {
  const texts = HOME_TEXT_AREAS.map((area) => {
    const chunk = manifest[`../../virtual:catalogue/${language}/${area}`];
    if (!chunk) {
      console.error(`check-bundle: no ${language} texts of ${area} in the build`);
      process.exit(1);
    }
    return gzipped(chunk.file);
  }).reduce((sum, size) => sum + size, 0);
  return { language, total: total + texts, texts };
});
for (const { language, total: withTexts, texts } of byLanguage)
  process.stdout.write(
    `Home page JavaScript (${language}): ${(withTexts / 1024).toFixed(1)} KB gzipped, texts ${(texts / 1024).toFixed(1)} KB (budget ${BUDGET_BYTES / 1024} KB)\n`,
  );
const adminInEntry = [...files].filter((file) => /admin|module-not-ready/i.test(file));
if (adminInEntry.length > 0) {
  console.error(`check-bundle: admin code in the initial load: ${adminInEntry.join(', ')}`);
  process.exit(1);
}
const isZod = (file) => /\$ZodType|class ZodError/.test(readFileSync(join(web, 'dist', file), 'utf8'));
const zodChunks = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter(isZod),
);
for (const page of READING_PAGES) {
  if (!manifest[page]) {
    console.error(`check-bundle: ${page} is not in the build (renamed? update READING_PAGES)`);
    process.exit(1);
  }
  if ([...staticGraph(page)].some((file) => zodChunks.has(file))) {
    console.error(`check-bundle: ${page} loads zod up front (a schema beside a label or rule it imports?)`);
    process.exit(1);
  }
}
if (byLanguage.some(({ total: withTexts }) => withTexts > BUDGET_BYTES)) {
  console.error('check-bundle: over budget');
  process.exit(1);
}
