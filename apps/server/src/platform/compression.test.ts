import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';

const assets = fileURLToPath(new URL('../../../web/dist/assets', import.meta.url));
const builtScript = existsSync(assets)
  ? readdirSync(assets).find((name) => name.endsWith('.js') && existsSync(`${assets}/${name}.br`))
  : undefined;

describe('compressed delivery', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    const { cookie } = await signedInAs(app, 'admin');
    for (let i = 0; i < 8; i++) {
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/news',
        headers: { cookie },
        payload: {
          title: `Match report ${i}`,
          content: `<p>${'The under-17 side won again. '.repeat(20)}</p>`,
          isPublished: true,
          publishDate: '2026-01-10',
        },
      });
      expect(created.statusCode).toBe(201);
    }
  });
  afterAll(() => app.close());

  it('sends cached API JSON as brotli or gzip when the client accepts it, the same JSON once decoded', async () => {
    const plain = await app.app.inject({ method: 'GET', url: '/api/news-events' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.app.inject({
      method: 'GET',
      url: '/api/news-events',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await app.app.inject({ method: 'GET', url: '/api/news-events', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it.runIf(builtScript)(
    'serves the built scripts precompressed, cached for a year as their names never change',
    async () => {
      const url = `/assets/${builtScript}`;
      const response = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.rawPayload).equals(readFileSync(`${assets}/${builtScript}`))).toBe(true);
      const gz = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const head = await app.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      for (const missing of ['/assets/missing-abc123.js', '/assets/', '/assets/.env', '/assets/..%2F..%2Fpackage.json'])
        expect((await app.app.inject({ method: 'GET', url: missing })).statusCode, missing).toBe(404);
    },
  );

  it.runIf(builtScript)('serves the assets from one route for their folder, not a route per built file', () => {
    // A route per file, its .br and .gz and their HEAD twins, was some 1,100 routes: 2.7 MB of memory, 0.2 s of
    // every restart.
    const assetRoutes = app.app.registeredRoutes.filter((route) => route.url.startsWith('/assets/'));
    expect(
      assetRoutes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)).sort(),
    ).toEqual(['GET /assets/*', 'HEAD /assets/*']);
    expect(app.app.registeredRoutes.some((route) => /\.(br|gz)$/.test(route.url))).toBe(false);
  });
});
