import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../../scripts/server-launch.mjs';
import { openDatabase } from '../db/client';
import { migratedImage } from './harness';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Builds the server bundle if its sources changed (a few seconds at most). */
export function ensureServerBuilt() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * Puts the migrated embedded database the run's global setup made into `dataDir`, as a server's first start there
 * would (some 15 s of a busy machine): for tests of what a server does after its first start. Without an image
 * (the Postgres run) the folder stays empty and the server prepares it itself.
 */
export async function withMigratedDatabase(dataDir: string) {
  const image = await migratedImage();
  if (!image) return dataDir;
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite'), image });
  await database.close();
  return dataDir;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs the built server as `npm start` does and resolves once it prints "Listening on ...". */
export function startServerProcess(env: Record<string, string>, timeoutMs = 40_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...SERVER_ENV,
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          child,
          port: Number(match[1]),
          output: () => output,
          stop: async (signal = 'SIGTERM') => {
            if (child.exitCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** An open /api/live stream (signed in when a cookie is given) that records the tables it hears about. */
export async function openLiveStream(baseUrl: string, cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    signal: controller.signal,
    headers: cookie ? { cookie } : {},
  });
  if (response.status !== 200) {
    controller.abort();
    return { status: response.status, tables: [] as string[], close: () => {}, waitFor: rejectNotOpen };
  }
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no SSE body');
  const decoder = new TextDecoder();
  const tables: string[] = [];
  const waiters = new Set<{ table: string; resolve: (at: number) => void }>();
  let buffer = '';
  let connectedResolve: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    connectedResolve = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        if (buffer.includes(': connected')) connectedResolve();
        for (const match of buffer.matchAll(/event: change\ndata: \{"table":"([a-z_]+)"\}\n\n/g)) {
          const table = match[1] ?? '';
          tables.push(table);
          for (const waiter of waiters) if (waiter.table === table) waiter.resolve(performance.now());
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
      }
    } catch {
      // aborted
    }
  })();
  await connected;
  return {
    status: 200,
    tables,
    close: () => controller.abort(),
    /** Resolves at the moment the table's change arrives; rejects after the timeout. */
    waitFor: (table: string, timeoutMs = 5_000) =>
      new Promise<number>((resolve, reject) => {
        const waiter = { table, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no change of ${table} within ${timeoutMs} ms; heard ${tables.join(', ')}`));
        }, timeoutMs).unref();
      }),
  };
}

const rejectNotOpen = () => Promise.reject(new Error('stream not open'));

/** Opens a stream and resolves `received` when the table's change arrives (then closes it). */
export async function waitForChange(
  baseUrl: string,
  table: string,
  options: { cookie?: string; timeoutMs?: number } = {},
) {
  const stream = await openLiveStream(baseUrl, options.cookie);
  const received = stream.waitFor(table, options.timeoutMs).finally(() => stream.close());
  return { received };
}
