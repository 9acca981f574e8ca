import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DEMO_PASSWORD, OFFLINE_APP } from './support/env';
import { freePort } from './support/ports';

test.use(OFFLINE_APP);

/**
 * An update of the portal while a phone has it open or installed (issue 29): release A is the build being
 * tested; release B is the same app with every script and style under a new name, as any real next release is.
 * Both run in turn as the club would run them, on one address and one data folder.
 */
const REPO = process.cwd();
let ORIGIN = '';

/** A runnable copy of the built portal (server, web app, page renderer) in `dir`, using this checkout's packages. */
function releaseAt(dir: string) {
  for (const part of ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-ssr', 'apps/server/package.json'])
    cpSync(join(REPO, part), join(dir, part), { recursive: true });
  for (const packages of ['node_modules', 'apps/server/node_modules'])
    if (existsSync(join(REPO, packages))) symlinkSync(join(REPO, packages), join(dir, packages), 'dir');
  return dir;
}

/** Release B: every script and style renamed (a new hash), each name changed wherever it is named. */
function nextRelease(dir: string) {
  const web = join(dir, 'apps/web/dist');
  const assets = join(web, 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    if (/\.(br|gz)$/.test(name)) rmSync(join(assets, name));
    else if (/-[\w-]{8}\.(js|css)$/.test(name)) {
      const next = name.replace(
        /-([\w-]{8})\.(js|css)$/,
        (_, hash: string, ext: string) => `-${[...hash].reverse().join('')}b.${ext}`,
      );
      renameSync(join(assets, name), join(assets, next));
      renamed.set(name, next);
    }
  }
  const rewrite = (path: string) => {
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of renamed) text = text.replaceAll(from, to);
    writeFileSync(path, text);
  };
  for (const name of readdirSync(assets)) if (/\.(js|css)$/.test(name)) rewrite(join(assets, name));
  for (const name of ['index.html', 'sw.js']) rewrite(join(web, name));
  for (const name of readdirSync(web)) if (/\.(br|gz)$/.test(name)) rmSync(join(web, name));
  // The page shell changed with its scripts' names: the worker's list says so.
  const sw = join(web, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/("revision":")[0-9a-f]+(","url":"index.html")/, '$1release-b$2'));
  return [...renamed.values()];
}

async function startRelease(dir: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(dir, 'apps/server/dist/main.js')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: new URL(ORIGIN).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      BACKUP_SCHEDULER: 'false',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return server;
}

/** Stops a release as a service manager would: asked to stop, then made to after 10 seconds. */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}

/** Empties the browser's own HTTP cache, so what a page gets without the server comes from the worker alone. */
async function forgetHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** The scripts the page runs, by file name. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/.+\.js$/.test(path))
      .map((path) => path.slice('/assets/'.length)),
  );

/**
 * A page in the charge of the worker that has no older worker waiting: release B's worker activates once no
 * page of release A is left, which the browser may take a moment to see.
 */
async function pageOfNextRelease(newPage: () => Promise<Page>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await newPage();
    await page.goto(`${ORIGIN}/favicon.svg`);
    const settled = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return !registration?.waiting && registration?.active?.state === 'activated';
    });
    if (settled) return page;
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("release B's worker did not take over");
}

test('an update never leaves a blank screen: open pages keep their release, pages kept offline open after it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  ORIGIN = `http://127.0.0.1:${await freePort()}`;
  const root = mkdtempSync(join(tmpdir(), 'club-update-'));
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  const releaseA = releaseAt(join(root, 'a'));
  const releaseB = releaseAt(join(root, 'b'));
  const bScripts = nextRelease(releaseB);
  let server = await test.step('release A starts', () => startRelease(releaseA, dataDir));
  const context = await browser.newContext();
  try {
    // Release A on a phone: the worker installs and takes charge; Teams & Sports is kept for offline use.
    const phone = await context.newPage();
    await phone.goto(`${ORIGIN}/`);
    await phone.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await phone.reload();
    await expect.poll(() => phone.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await phone.goto(`${ORIGIN}/teams-sports`);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    const aScripts = await scriptsOf(phone);
    expect(aScripts.length).toBeGreaterThan(0);

    // The club updates to release B while the phone still has the page open.
    server = await test.step('the club stops release A and starts release B', async () => {
      await stop(server);
      return startRelease(releaseB, dataDir);
    });
    expect((await fetch(`${ORIGIN}/assets/${aScripts[0]}`)).status, `${aScripts[0]} after the update`).toBe(404);
    await forgetHttpCache(phone);

    // The open page moves on to a screen it has not loaded yet: its scripts are release A's, which the
    // server no longer has; the worker has them, and the screen opens.
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(phone).toHaveURL(`${ORIGIN}/gallery`);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await scriptsOf(phone)).some((name) => bScripts.includes(name))).toBe(false);

    // Release B's worker installs beside it and waits for release A's pages to close; then it takes over.
    await phone.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await test.step("release B's worker waits", () =>
      expect
        .poll(() => phone.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), {
          // Installing fetches the whole release: on a busy CI machine, over 7 s.
          timeout: 30_000,
        })
        .toBe(true));
    await phone.close();
    const next = await test.step("release B's worker takes over", () => pageOfNextRelease(() => context.newPage()));
    await next.goto(`${ORIGIN}/news-events`);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await scriptsOf(next)).some((name) => bScripts.includes(name))).toBe(true);
    const keptAside = await next.evaluate(async (cache) => {
      const kept = await (await caches.open(cache)).keys();
      return kept.map((request) => new URL(request.url).pathname.slice('/assets/'.length));
    }, 'club-previous-release');
    expect(aScripts.every((name) => keptAside.includes(name))).toBe(true);

    // Offline, the page kept under release A opens with release A's scripts, kept aside by release B's worker.
    const served: { name: string; status: number }[] = [];
    next.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js'))
        served.push({ name: path.slice('/assets/'.length), status: response.status() });
    });
    await forgetHttpCache(next);
    await context.setOffline(true);
    await next.goto(`${ORIGIN}/teams-sports`);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => served.filter((each) => aScripts.includes(each.name)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(served.filter((each) => each.status !== 200)).toEqual([]);
    // The app runs on it: a screen drawn by the scripts alone (no page kept for it) opens from the menu.
    await next.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(next).toHaveURL(`${ORIGIN}/gallery`);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await context.close();
    await stop(server);
    rmSync(root, { recursive: true, force: true });
  }
});
