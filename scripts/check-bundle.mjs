// Budget: the JavaScript the home page loads up front (entry script and its modulepreloads) is at most
// 160 KB gzipped, and none of it is admin code (admin screens are lazy-loaded chunks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 160 * 1024;
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);

if (initial.length === 0) {
  console.error('check-bundle: no entry script found in apps/web/dist/index.html (run npm run build)');
  process.exit(1);
}

let total = 0;
for (const file of initial) {
  const code = readFileSync(join(dist, file));
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  process.stdout.write(
    `  ${file.padEnd(48)} ${(code.length / 1024).toFixed(1).padStart(7)} KB  ${(gz / 1024).toFixed(1).padStart(6)} KB gz\n`,
  );
}
const adminInEntry = initial.filter((file) => /admin|module-not-ready/i.test(file));
process.stdout.write(
  `Home page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)\n`,
);
if (adminInEntry.length > 0) {
  console.error(`check-bundle: admin code in the initial load: ${adminInEntry.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error('check-bundle: over budget');
  process.exit(1);
}
