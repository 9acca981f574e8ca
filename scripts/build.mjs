// Builds the web app (vite) and the server bundle (esbuild). With --if-stale, skips each part whose
// output is newer than all of its sources, so `npm start` is quick after the first time.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
// Always a production build, whoever calls: a test runner sets NODE_ENV=test, which would make vite
// bundle React's development build (slower, larger) for `npm start` to serve.
process.env.NODE_ENV = 'production';
const ifStale = process.argv.includes('--if-stale');

/** What the builds write beside their sources: never a reason to build again. */
const OUTPUTS = new Set(['node_modules', 'dist', 'dist-ssr', 'chunks.json', 'test-results']);

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) if (!OUTPUTS.has(entry)) visit(join(path, entry));
    } else newest = Math.max(newest, info.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

const isFresh = (output, sources) =>
  existsSync(join(root, output)) && statSync(join(root, output)).mtimeMs > newestMtime(sources);

const shared = ['packages/shared/src', 'package-lock.json'];

async function buildWeb() {
  const sources = ['apps/web', ...shared];
  if (ifStale && isFresh('apps/web/dist/index.html', sources) && isFresh('apps/web/dist-ssr/render-page.js', sources))
    return;
  const { build } = await import('vite');
  const web = join(root, 'apps/web');
  await build({ root: web, mode: 'production', logLevel: 'warn', build: { manifest: 'chunks.json' } });
  // Read by the bundle budget check; not served.
  renameSync(join(web, 'dist/chunks.json'), join(web, 'chunks.json'));
  await buildPageRenderer(build, web);
  compressAssets(join(web, 'dist'));
}

/**
 * The page renderer the server runs (src/render-page.tsx, built for Node into dist-ssr/, outside what is
 * served): it draws the public pages with their data, so visitors see them before the scripts run. One
 * file with everything it uses, so the server needs none of the web app's packages.
 */
async function buildPageRenderer(build, web) {
  await build({
    root: web,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/render-page.tsx', outDir: join(web, 'dist-ssr'), emptyOutDir: true, copyPublicDir: false },
    ssr: { noExternal: true },
  });
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|xml)$/;

/** Brotli and gzip copies of each text asset, made once here so the server never compresses them per request. */
function compressAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      compressAssets(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const data = readFileSync(path);
    if (data.length < 1024) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** The package version and, in a git checkout, the commit it was built from. */
function portalVersion(version) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return commit.status === 0 ? `${version}+${commit.stdout.trim()}` : version;
}

async function buildServer() {
  const sources = ['apps/server/src', ...shared];
  if (ifStale && isFresh('apps/server/dist/main.js', sources)) return;
  const esbuild = await import('esbuild');
  const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  // Packages of many small ES modules go into the bundle: Node resolves every file of a package it loads (the
  // package.json of each folder up to the package's), some 0.6 s of a restart for these two (issue 48).
  const bundled = (name) => name.startsWith('@club/') || name === 'better-auth' || name === 'drizzle-orm';
  const external = Object.keys(pkg.dependencies).filter((name) => !bundled(name));
  const outdir = join(root, 'apps/server/dist');
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: ['main', 'create-admin', 'backup-cli', 'reminders-cli', 'reset-2fa', 'database-image'].map((entry) =>
      join(root, `apps/server/src/${entry}.ts`),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The server's modules load behind a dynamic import in main.ts, while the embedded database starts: shared
    // code in chunks beside the entries (where the paths they resolve from import.meta.url hold).
    splitting: true,
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    // Named in every backup's manifest.
    define: { 'process.env.PORTAL_VERSION': JSON.stringify(portalVersion(pkg.version)) },
    logLevel: 'warning',
  });
  cpSync(join(root, 'apps/server/src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  cpSync(join(root, 'apps/server/src/db/pglite-worker.mjs'), join(outdir, 'pglite-worker.mjs'));
  await makeStartingImage(outdir);
}

/**
 * The data folder a first start on the embedded database begins from (decision 053), made by the bundle's own
 * migrations and kept in node_modules/.cache while the migrations and the packages stay the same (some 5 s to make
 * on a small machine).
 */
async function makeStartingImage(outdir) {
  const migrations = join(root, 'apps/server/src/db/migrations');
  const key = createHash('sha256');
  // The locked packages (PGlite, drizzle's migrator), the maker and the migrations decide what the image holds.
  key.update(readFileSync(join(root, 'package-lock.json')));
  key.update(readFileSync(join(root, 'apps/server/src/database-image.ts')));
  key.update(readFileSync(join(migrations, 'meta/_journal.json')));
  const sqlFiles = readdirSync(migrations).filter((name) => name.endsWith('.sql'));
  for (const file of sqlFiles.sort()) {
    key.update(file);
    key.update(readFileSync(join(migrations, file)));
  }
  const cache = join(root, 'node_modules/.cache/club-database-image');
  const cached = join(cache, key.digest('hex').slice(0, 32));
  if (!existsSync(cached)) {
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    const making = `${cached}.${process.pid}`;
    const maker = spawn(process.execPath, [join(outdir, 'database-image.js'), making], { stdio: 'inherit' });
    const code = await new Promise((resolve, reject) => {
      maker.once('error', reject);
      maker.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`making the starting database image failed (exit code ${code})`);
    renameSync(making, cached);
  }
  cpSync(cached, join(outdir, 'database-image'), { recursive: true });
}

const LOCK = join(root, '.build.lock');

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * One build at a time in this checkout: tests in parallel workers each ask for a fresh build, and two
 * builds writing the same dist/ break each other. A caller that waited finds the build fresh and returns.
 * A lock left by a build that was killed is taken over.
 */
async function withBuildLock(build) {
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(LOCK, 'utf8'));
      if (holder && !isRunning(holder)) rmSync(LOCK, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await build();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

const started = Date.now();
await withBuildLock(() => Promise.all([buildWeb(), buildServer()]));
if (!ifStale) process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
