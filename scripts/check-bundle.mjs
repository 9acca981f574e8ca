// Budget: the JavaScript the home page loads (the entry, the app it starts after the first paint, and
// everything those import up front) is at most 160 KB gzipped, and none of it is admin code (admin
// screens are lazy-loaded chunks). Reads the chunk graph the build wrote (apps/web/chunks.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 160 * 1024;
const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const manifestPath = join(web, 'chunks.json');
if (!existsSync(manifestPath)) {
  console.error('check-bundle: apps/web/chunks.json is missing (run npm run build)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = manifest['index.html'];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
// The entry paints, then imports the app: that import is part of every page load.
for (const key of entry.dynamicImports ?? []) visit(key);

let total = 0;
for (const file of files) {
  const code = readFileSync(join(web, 'dist', file));
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  process.stdout.write(
    `  ${file.padEnd(48)} ${(code.length / 1024).toFixed(1).padStart(7)} KB  ${(gz / 1024).toFixed(1).padStart(6)} KB gz\n`,
  );
}
process.stdout.write(
  `Home page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)\n`,
);
const adminInEntry = [...files].filter((file) => /admin|module-not-ready/i.test(file));
if (adminInEntry.length > 0) {
  console.error(`check-bundle: admin code in the initial load: ${adminInEntry.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error('check-bundle: over budget');
  process.exit(1);
}
