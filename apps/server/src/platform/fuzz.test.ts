import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_PUBLIC_URL, type TestApp } from '../test/harness';

/**
 * Hostile input on every operation of the OpenAPI document, signed in as admin so that each request
 * gets past the guard: a plausible body built from the operation's schema with one field at a time
 * replaced by something hostile, hostile query and path values, and malformed multipart bodies.
 * The server may refuse all of it, but never with a 5xx.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE_VALUES: unknown[] = [
  'x\u0000y',
  '\u0000',
  'lone \uD800 surrogate',
  '\uDFFF',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '275760-09-13T00:00:00.000Z',
  '1e309',
  '99999999999999999999.99',
  '-0.001',
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0.5,
  '',
  '   ',
  null,
  true,
  [],
  {},
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "'; drop table profiles; --",
];

/** How often each malformed body is sent to one operation. */
const SENDS_PER_MALFORMED_BODY = 3;

const HOSTILE_PARAMS = [
  '%00',
  'x%00',
  '%ED%A0%80',
  '0000-01-01',
  '99999999999999999999',
  '-1',
  '..%2F..%2Fetc%2Fpasswd',
];

/** A value the schema accepts, as far as a generic generator can tell. */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((s) => s.type !== 'null') ?? choice[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]),
      );
    default:
      return 'value';
  }
}

function plausibleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@club.test`;
    case 'uuid':
      return randomUUID();
    case 'date':
      return '2001-02-03';
    case 'date-time':
      return '2031-02-03T10:00:00+05:00';
    case 'uri':
      return 'https://example.com/page';
    default:
      return 'Fuzz value'.padEnd(schema.minLength ?? 0, 'x');
  }
}

const concretePath = (
  path: string,
  param = (name: string): string => (name === 'bucket' ? 'id-cards' : randomUUID()),
) => path.replace(/\{([^}]+)\}/g, (_, name: string) => param(name));

function jsonBodySchema(op: Operation) {
  return op.requestBody?.content?.['application/json']?.schema;
}

describe('hostile input on every operation', () => {
  let app: TestApp;
  let operations: Operation[];
  let cookie: string;
  let sent = 0;
  const failures: string[] = [];
  let client = 0;

  async function send(op: Operation, request: { url: string; payload?: unknown; headers?: Record<string, string> }) {
    sent++;
    const response = await app.app.inject({
      method: op.method as 'POST',
      url: request.url,
      // A fresh client address per request, so rate limits do not hide what follows them.
      remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`,
      headers: { cookie, ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
    });
    if (response.statusCode >= 500) {
      failures.push(
        `${op.method} ${request.url} ${String(request.payload ?? '').slice(0, 80)} -> ${response.statusCode}`,
      );
    }
    return response;
  }

  beforeAll(async () => {
    app = await createTestApp();
    const doc = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = Object.entries(doc.paths as Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, ...op })),
      )
      .filter((op) => !['/api/auth/sign-out', '/api/live'].includes(op.path));
    ({ cookie } = await signedInAs(app, 'admin'));
  });
  afterAll(async () => {
    process.stdout.write(
      `hostile input (${process.env.TEST_DB}): ${sent} requests over ${operations.length} operations, ${failures.length} answered 5xx\n`,
    );
    await app.close();
  });

  it('JSON bodies with one hostile field at a time', async () => {
    for (const op of operations) {
      const schema = jsonBodySchema(op);
      if (!schema) continue;
      const base = plausible(schema) as Record<string, unknown>;
      const fields = Object.keys(schema.properties ?? {});
      for (const field of fields.length > 0 ? fields : ['_']) {
        for (const value of HOSTILE_VALUES) {
          await send(op, {
            url: concretePath(op.path),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ ...base, [field]: value }),
          });
        }
      }
      for (const malformed of ['{"key\\u0000":"value","\\ud800":1}', '{"cut off": "', '[1,2', '']) {
        for (let attempt = 1; attempt <= SENDS_PER_MALFORMED_BODY; attempt++) {
          await send(op, {
            url: concretePath(op.path),
            headers: { 'content-type': 'application/json' },
            payload: malformed,
          });
        }
      }
    }
    expect(failures).toEqual([]);
    // Every operation's every field, one request each: about 15 s alone on a 2-core machine, twice that beside
    // another test file; it grows with the API.
  }, 90_000);

  it('hostile query strings and path parameters', async () => {
    for (const op of operations) {
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of [...queryNames, 'search']) {
        for (const value of HOSTILE_PARAMS) await send(op, { url: `${concretePath(op.path)}?${name}=${value}` });
      }
      if (!op.path.includes('{')) continue;
      for (const value of HOSTILE_PARAMS) {
        await send(op, { url: concretePath(op.path, () => value) });
      }
    }
    expect(failures).toEqual([]);
  });

  it('malformed multipart bodies on every upload', async () => {
    const multipartRoutes = new Set(
      app.app.registeredRoutes
        .filter((route) => (route.schema?.consumes as string[] | undefined)?.includes('multipart/form-data'))
        .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const uploads = operations.filter((op) => multipartRoutes.has(`${op.method} ${op.path}`));
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    const boundary = '----fuzzboundary';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAisha\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const nulField = `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nA\u0000isha\r\n--${boundary}--\r\n`;
    const badHeader = `--${boundary}\r\nContent-Dispos\r\n\r\n`;
    const cases = [
      { 'content-type': 'multipart/form-data', body: truncated },
      { 'content-type': `multipart/form-data; boundary=${boundary}`, body: truncated },
      { 'content-type': `multipart/form-data; boundary=${boundary}`, body: nulField },
      { 'content-type': `multipart/form-data; boundary=${boundary}`, body: badHeader },
      { 'content-type': `multipart/form-data; boundary=${boundary}`, body: '' },
      { 'content-type': 'multipart/form-data; boundary=other', body: truncated },
    ];
    // Over a real socket (the body arrives in the packets the client sent, not in one piece as with
    // inject), each body several times: a truncated upload answered 400 once, then 500 for good.
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    for (const op of uploads) {
      for (const { body, ...headers } of cases) {
        for (let attempt = 1; attempt <= SENDS_PER_MALFORMED_BODY; attempt++) {
          sent++;
          const url = concretePath(op.path, () => 'gallery');
          const response = await fetch(`${address}${url}`, {
            method: op.method,
            headers: { cookie, origin: TEST_PUBLIC_URL, ...headers },
            body,
          });
          await response.arrayBuffer();
          if (response.status >= 500)
            failures.push(`${op.method} ${url} (sent ${attempt} times) -> ${response.status}`);
          expect(response.status, `${op.method} ${op.path} (sent ${attempt} times)`).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
