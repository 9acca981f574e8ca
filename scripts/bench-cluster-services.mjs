// The surroundings of `bench:cluster`: object storage, a mail server that records what it took, and nginx.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import S3rver from 's3rver';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** An S3 server (s3rver) keeping its objects in `work`, with the bucket the servers use. */
export async function startS3(work) {
  const directory = join(work, 's3');
  const configureBuckets = [{ name: 'club-bench', configs: [] }];
  let server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets });
  const { port } = await server.run();
  return {
    stop: () => server.close(),
    async restart() {
      server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
      await server.run();
    },
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'club-bench',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close().catch(() => {}),
  };
}

/**
 * A mail server that takes everything (plain SMTP, no TLS offered) and records each message's recipient and
 * Message-ID; `stop()` refuses connections until `start()`.
 */
export async function startSmtpSink() {
  const received = [];
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    let buffer = '';
    let data = null;
    let recipient = '';
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push({ recipient, messageId: /^Message-ID:\s*(\S+)/im.exec(data)?.[1] ?? '' });
          data = null;
          socket.write('250 OK\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  const listen = (port) => new Promise((done) => server.listen(port, '127.0.0.1', () => done(server.address().port)));
  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      const closed = new Promise((done) => server.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: () => listen(port),
    close: () => (server.listening ? new Promise((done) => server.close(done)) : undefined),
  };
}

/** nginx with the recipe's locations in front of the app servers' `ports`, in `work`, in the foreground. */
export async function startNginx(work, ports, listenPort) {
  const base = `http://127.0.0.1:${listenPort}`;
  const locations = resolve('deploy/nginx/club-locations.conf');
  const config = join(work, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 2;
worker_rlimit_nofile 20000;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 16000; }
http {
  access_log off;
  client_body_temp_path ${work}/client-body;
  proxy_temp_path ${work}/proxy;
  upstream club {
    least_conn;
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 512;
    keepalive_requests 100000;
  }
  server {
    listen 127.0.0.1:${listenPort} reuseport backlog=4096;
    include ${locations};
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', work, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  nginx.on('error', () => {
    process.stderr.write('nginx was not found: apt-get install nginx\n');
    process.exit(1);
  });
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return nginx;
    await sleep(100);
  }
  throw new Error(`nginx did not answer: ${readFileSync(join(work, 'nginx-error.log'), 'utf8')}`);
}
