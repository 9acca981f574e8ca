import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Builds the server bundle if its sources changed (a few seconds at most). */
export function ensureServerBuilt() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs `node apps/server/dist/main.js` and resolves once it prints "Listening on ...". */
export function startServerProcess(env: Record<string, string>, timeoutMs = 20_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
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

/** Opens the SSE stream and resolves with the first `change` event naming `table`. */
export async function waitForChange(baseUrl: string, table: string, timeoutMs = 5_000) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, { signal: controller.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no SSE body');
  const decoder = new TextDecoder();
  let buffer = '';
  const connected = (async () => {
    while (!buffer.includes(': connected')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  })();
  await connected;
  const received = (async () => {
    const deadline = setTimeout(() => controller.abort(), timeoutMs);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
        if (buffer.includes(`event: change\ndata: {"table":"${table}"}`)) return performance.now();
      }
    } finally {
      clearTimeout(deadline);
      controller.abort();
    }
  })();
  return { received };
}
