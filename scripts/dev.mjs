// `npm run dev`: the API rebuilt and restarted on every change (esbuild watch + node --watch), and the
// web app served by Vite with hot reload on http://localhost:5173, which proxies /api and /files to the
// API, so the browser sees one origin. Data lives in DATA_DIR (default ./data, the same as npm start).
import { spawn } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const outdir = join(root, 'apps/server/dist-dev');

const esbuild = await import('esbuild');
const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@club/'));
const context = await esbuild.context({
  entryPoints: [join(root, 'apps/server/src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'inline',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
});
await context.rebuild();
// The bundle reads its migrations beside itself, as in the production build.
cpSync(join(root, 'apps/server/src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
await context.watch();

const children = [
  spawn(process.execPath, ['--watch', '--enable-source-maps', join(outdir, 'main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://localhost:${apiPort}` },
  }),
];

const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await context.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
