import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart';
import { registerErrorHandling } from './errors';
import { acceptMultipartBodies, readMultipartForm } from './multipart';

const MAX_BYTES = 1024;

describe('multipart forms', () => {
  let app: FastifyInstance;
  let address: string;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    acceptMultipartBodies(app);
    app.post('/upload', async (request) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        maxBytes: MAX_BYTES,
        maxFields: 3,
        notMultipartMessage: 'Send it as multipart.',
      });
      return { fields: form.fields, size: form.file?.length ?? null, fileName: form.fileName };
    });
    app.get('/ping', async () => ({ ok: true }));
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const upload = (body: ReturnType<typeof multipartBody>) =>
    app.inject({ method: 'POST', url: '/upload', headers: body.headers, payload: body.payload });

  it('reads the fields and the named file; a file under another name is read past', async () => {
    const body = multipartBody({ fullName: 'Aishath', note: '' }, [
      { field: 'file', filename: 'C:\\scans\\card.png', data: Buffer.alloc(MAX_BYTES, 7) },
    ]);
    const response = await upload(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { fullName: 'Aishath', note: '' },
      size: MAX_BYTES,
      fileName: 'card.png',
    });
    const other = await upload(multipartBody({}, [{ field: 'other', filename: 'a.png', data: Buffer.from('x') }]));
    expect(other.json()).toEqual({ fields: {}, size: null, fileName: null });
    expect((await upload(multipartBody({}))).json()).toEqual({ fields: {}, size: null, fileName: null });
  });

  it('refuses what the form does not take: 413 past a limit, 400 for a name or text it cannot keep', async () => {
    const file = (size: number, field = 'file') => ({ field, filename: 'a.png', data: Buffer.alloc(size, 1) });
    const cases: [ReturnType<typeof multipartBody>, number, string][] = [
      [multipartBody({}, [file(MAX_BYTES + 1)]), 413, 'The file is too large.'],
      [multipartBody({}, [file(10), file(10, 'second')]), 413, 'The form has more fields or files than it takes.'],
      [multipartBody({ a: '1', b: '2', c: '3', d: '4' }), 413, 'The form has more fields or files than it takes.'],
      [multipartBody({ note: 'x'.repeat(100 * 1024 + 1) }), 413, 'A field of the form is too long.'],
      [multipartBody(JSON.parse('{"__proto__": "x"}')), 400, 'A field of the form has a name that is not allowed.'],
      [
        multipartBody({ fullName: 'A\u0000isha' }),
        400,
        'Some text contains characters that cannot be stored (such as NUL).',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await upload(body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { fullName: 'Aishath' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send it as multipart.');
    // A body the parser cannot read (no boundary, a broken part header) is not read on: the connection closes.
    for (const [contentType, payload] of [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Dispos\r\n\r\n'],
    ]) {
      const unreadable = await app.inject({
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(unreadable.statusCode, contentType).toBe(400);
      expect(unreadable.headers.connection, contentType).toBe('close');
    }
  });

  it('answers a file over the limit after reading the body, on a connection that serves the next request', async () => {
    const body = multipartBody({}, [{ field: 'file', filename: 'big.png', data: Buffer.alloc(200 * MAX_BYTES, 1) }]);
    const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await fetchWith(agent, '/upload', body);
      expect(first).toMatchObject({ status: 413 });
      const second = await fetchWith(agent, '/upload', multipartBody({ fullName: 'Next' }));
      expect(second).toMatchObject({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it('stops reading a body larger than the form could be: 413, and the connection closes with it', async () => {
    const body = multipartBody({}, [{ field: 'other', filename: 'huge.bin', data: Buffer.alloc(4 * 1024 * 1024, 1) }]);
    const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const response = await new Promise<{ status: number; connection?: string; message: string }>(
        (resolve, reject) => {
          const request = httpRequest(
            `${address}/upload`,
            { method: 'POST', agent, headers: body.headers },
            (answer) => {
              let text = '';
              answer.on('data', (chunk) => {
                text += chunk;
              });
              answer.on('end', () =>
                resolve({
                  status: answer.statusCode ?? 0,
                  connection: answer.headers.connection,
                  message: JSON.parse(text).message,
                }),
              );
            },
          );
          // The server may close before the whole body is sent: that is the point.
          request.on('error', reject);
          request.end(body.payload);
        },
      );
      expect(response).toEqual({
        status: 413,
        connection: 'close',
        message: 'The upload is larger than this form takes.',
      });
    } finally {
      agent.destroy();
    }
    expect((await fetch(`${address}/ping`)).status).toBe(200);
  });

  it('takes a content type written with spaces, and reads past a part without a name', async () => {
    const boundary = 'b0undary';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAishath\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data ; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fields: { fullName: 'Aishath' }, size: null, fileName: null });
  });

  it('a client that stops half way through is answered by nobody and leaves the server serving', async () => {
    const body = multipartBody({ fullName: 'Cut' }, [
      { field: 'file', filename: 'a.png', data: Buffer.alloc(MAX_BYTES, 1) },
    ]);
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${address}/upload`, {
        method: 'POST',
        headers: { ...body.headers, 'content-length': String(body.payload.length) },
      });
      request.on('error', () => resolve());
      request.write(body.payload.subarray(0, body.payload.length / 2), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 50);
      });
    });
    const ping = await fetch(`${address}/ping`);
    expect(ping.status).toBe(200);
  });

  async function fetchWith(agent: import('node:http').Agent, path: string, body: ReturnType<typeof multipartBody>) {
    return new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
      const request = httpRequest(`${address}${path}`, { method: 'POST', agent, headers: body.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
      });
      request.on('error', reject);
      request.end(body.payload);
    });
  }
});
