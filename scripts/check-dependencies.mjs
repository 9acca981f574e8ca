// Every package a workspace imports is declared in its package.json, and every runtime dependency it
// declares is imported somewhere (tools run from the root stay in the root package.json).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const workspaces = {
  'apps/server': ['src', 'drizzle.config.ts'],
  'apps/web': ['src', 'vite.config.ts', 'catalogues-plugin.ts'],
  'packages/shared': ['src'],
};
/** A package a stylesheet takes a file from (a font) or imports; not a relative path, not an address. */
const CSS_IMPORT = /(?:url\(\s*|@import\s+)"((?:@[\w.-]+\/)?[\w.-]+\/[^"]*|[\w.-]+)"/g;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+|require\.resolve\(\s*)'([^'.][^']*)'/g;

function filesUnder(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return [];
  if (info.isFile()) return [path];
  return readdirSync(path).flatMap((entry) => filesUnder(join(path, entry)));
}

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

let problems = 0;
for (const [workspace, roots] of Object.entries(workspaces)) {
  const pkg = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const imported = new Set();
  for (const file of roots.flatMap((root) => filesUnder(join(workspace, root)))) {
    if (!/\.(ts|tsx|mjs|js|css)$/.test(file)) continue;
    const pattern = file.endsWith('.css') ? CSS_IMPORT : IMPORT;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      // Modules the build makes (the texts, by language and area), not packages.
      if (specifier.startsWith('virtual:')) continue;
      imported.add(packageOf(specifier));
    }
  }
  for (const name of imported) {
    if (!declared.has(name)) {
      problems++;
      process.stdout.write(`${workspace} imports ${name} but does not declare it\n`);
    }
  }
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!imported.has(name)) {
      problems++;
      process.stdout.write(`${workspace} declares ${name} but never imports it\n`);
    }
  }
}
if (problems > 0) process.exit(1);
process.stdout.write('Every workspace declares what it imports, and imports what it declares.\n');
