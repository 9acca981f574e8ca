import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { type Config, loadConfig } from './config';
import { startEmbeddedDatabase } from './embedded-database';

/** Set in the processes the primary forks: they serve, the primary prepared the database. */
const WORKER_ENV = 'CLUB_SERVER_WORKER';
/** Set in the process that only prepares the database (migrations, demo data) and exits. */
const PREPARE_ENV = 'CLUB_PREPARE_ONLY';
/** What that process tells the one that started it when the database is ready, before it exits. */
const PREPARED = 'prepared';

async function main() {
  const config = loadConfig();
  keepCompiledCode(config.dataDir);
  if (process.env[PREPARE_ENV] === '1') {
    // The embedded database's first start (initdb, seconds) runs while the server's modules load.
    const embedded = config.databaseUrl ? undefined : startEmbeddedDatabase(config.dataDir);
    const { prepareDatabase } = await import('./serve');
    await prepareDatabase(config, embedded);
    // The database is closed and DATA_DIR unlocked: the server may start while this process ends (some 0.7 s here).
    await new Promise((sent) => (process.send ? process.send(PREPARED, sent) : sent(null)));
    // Nothing of the preparation may keep this process, and its memory, alive.
    process.exit(0);
  }
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const isWorker = process.env[WORKER_ENV] === '1';
  // The server's modules load while the database is prepared (a first start), and while the embedded
  // database's thread starts: each takes about a second on a small machine.
  const loading = import('./serve');
  loading.catch(() => {});
  if (!isWorker && !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) await prepareApart();
  const embedded = config.databaseUrl ? undefined : startEmbeddedDatabase(config.dataDir);
  const { serve } = await loading;
  const port = await serve(config, { isWorker, embedded });
  if (isWorker) process.send?.({ listening: port });
  else process.stdout.write(`Listening on http://localhost:${port}\n`);
}

/**
 * Keeps V8's compiled code of the modules loaded from here on (the server, its packages, the database thread's) in
 * DATA_DIR/compile-cache/<release>, or NODE_COMPILE_CACHE if set: a restart then compiles none of it again, some
 * 0.3 s of a small machine's 2 s. The processes and threads started from here inherit the setting. Never fails a start: code
 * the cache cannot serve is compiled as without it.
 */
function keepCompiledCode(dataDir: string) {
  let directory = process.env.NODE_COMPILE_CACHE;
  if (!directory) {
    // One release's code at a time: each build's chunks have new names, and Node never removes what it kept.
    const release = (process.env.PORTAL_VERSION ?? 'sources').replace(/[^\w.+-]/g, '_');
    const caches = join(dataDir, 'compile-cache');
    try {
      for (const entry of existsSync(caches) ? readdirSync(caches) : []) {
        if (entry !== release) rmSync(join(caches, entry), { recursive: true, force: true });
      }
    } catch {
      // Old code left in place costs disk space, never a start.
    }
    directory = join(caches, release);
  }
  const cache = module.enableCompileCache?.(directory);
  if (cache?.directory) process.env.NODE_COMPILE_CACHE = cache.directory;
}

/**
 * Prepares the database in a process of its own, which exits when done: the memory that work takes (every
 * migration run by the embedded database, the demo pictures drawn and resized, some 300-600 MB) goes with it,
 * and the server starts as on a restart. For a first start on an empty data folder, and the primary of several.
 */
async function prepareApart() {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [PREPARE_ENV]: '1' },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message) => {
      if (message === PREPARED) resolve(0);
    });
    child.once('exit', resolve);
  });
  if (child.connected) child.disconnect();
  if (code !== 0) throw new Error(`preparing the database failed (exit code ${code})`);
}

/**
 * Several server processes on one machine, sharing nothing but Postgres (sessions, live updates, rate
 * limits, the mail queue): the primary has the database migrated and seeded once, then forks the workers,
 * which share the listening port, and replaces any that dies.
 */
async function runPrimary(config: Config) {
  await prepareApart();

  let stopping = false;
  // Announced once every first-generation process listens, so no early request finds only some of them.
  const listening = new Set<number>();
  let announced = false;
  const fork = () => {
    const worker = cluster.fork({ [WORKER_ENV]: '1' });
    worker.on('message', (message: { listening?: number }) => {
      if (message.listening === undefined || announced) return;
      listening.add(worker.id);
      if (listening.size < config.workers) return;
      announced = true;
      process.stdout.write(`Listening on http://localhost:${message.listening} (${config.workers} processes)\n`);
    });
  };
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(`server process ${worker.process.pid} exited (${code}); starting another\n`);
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < config.workers; i++) fork();
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
