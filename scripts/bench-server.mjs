// Starts the built server as its own process for a benchmark (never in the load generator's process).
import { spawn } from 'node:child_process';

/** Resolves once the server prints "Listening on"; `stop()` ends it. */
export function startBenchServer(env) {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (!chunk.toString().includes('Listening on')) return;
      clearTimeout(timer);
      resolve({
        pid: server.pid,
        stop: () =>
          new Promise((done) => {
            server.once('exit', done);
            server.kill('SIGTERM');
          }),
      });
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
