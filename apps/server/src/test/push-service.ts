import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** A push as the push service received it, decrypted with the browser's keys and its VAPID signature checked. */
export interface ReceivedPush {
  subscription: string;
  message: unknown;
  ttl: string | undefined;
  /** The VAPID token's claims (aud, exp, sub), verified against the key it names. */
  claims: Record<string, unknown>;
  /** The key that signed the VAPID token (base64url), which must be the portal's. */
  signer: string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push body (RFC 8188 and RFC 8291) as a browser does, with its private key and secret. */
export function decryptPush(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + keyLength);
  const ciphertext = body.subarray(21 + keyLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(serverKey);
  const browserKey = browser.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record of a push');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service on this machine: browsers made here subscribe to it; what the portal pushes is received,
 * decrypted and its VAPID signature verified. `gone` makes a browser's subscription answer 410.
 */
export async function startPushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const browser = browsers.get(id);
      if (!browser || gone.has(id)) {
        response.writeHead(browser ? 410 : 404).end();
        return;
      }
      try {
        const authorization = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
        if (!authorization?.[1] || !authorization[2]) throw new Error('no VAPID authorization');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const k = Buffer.from(authorization[2], 'base64url');
        const key = await importJWK(
          {
            kty: 'EC',
            crv: 'P-256',
            x: k.subarray(1, 33).toString('base64url'),
            y: k.subarray(33).toString('base64url'),
          },
          'ES256',
        );
        const { payload } = await jwtVerify(authorization[1], key, { audience: origin });
        received.push({
          subscription: id,
          message: JSON.parse(decryptPush(Buffer.concat(chunks), browser)),
          ttl: request.headers.ttl as string | undefined,
          claims: payload,
          signer: authorization[2],
        });
        response.writeHead(201).end();
      } catch (error) {
        failures.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    failures,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    browser() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    gone: (id: string) => gone.add(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
