import { createECDH, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { type AppDatabase, queryRows } from '../db/client';
import { notifications } from '../db/schema';
import { DeliveryWorker, type QueuedDelivery } from './delivery-worker';
import { loggableError } from './errors';

const KEY_NAME = 'web-push';
/** How long a push service keeps a message for a browser that is offline. */
const TIME_TO_LIVE_S = 2 * 24 * 3600;
const SEND_TIMEOUT_MS = 15_000;

/** Whether a subscription's endpoint is at one of `services` (an origin, or `https://*.host` for its subdomains). */
export function isPushService(endpoint: string, services: readonly string[]) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some((service) => {
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(service);
    if (!wildcard) return url.origin === service;
    return `${url.protocol}//` === wildcard[1] && url.hostname.endsWith(`.${wildcard[2]}`) && !url.port;
  });
}

/** Whether a browser's p256dh (base64url) is a point on P-256: a key the messages can be encrypted to. */
export function isBrowserKey(p256dh: string) {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

interface VapidKeys {
  /** The raw P-256 public key (uncompressed point), base64url: the browsers' `applicationServerKey`. */
  publicKey: string;
  /** The private scalar d, base64url, as web-push takes it. */
  privateKey: string;
}

/**
 * The portal's VAPID key pair (P-256), made once (the first server to need it stores it; a second one racing it
 * reads the stored key) and kept in memory after. Kept in the database so every server signs alike and a
 * restored backup keeps the browsers' subscriptions working.
 */
export class PushKeys {
  private keys: Promise<VapidKeys> | null = null;

  constructor(private readonly db: AppDatabase) {}

  load(): Promise<VapidKeys> {
    this.keys ??= this.readOrCreate().catch((error) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  private async readOrCreate(): Promise<VapidKeys> {
    const read = () =>
      queryRows<{ private_key: string }>(this.db, sql`select private_key from signing_keys where name = ${KEY_NAME}`);
    let [stored] = await read();
    if (!stored) {
      const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const privateKey = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
      await this.db.execute(
        sql`insert into signing_keys (name, public_key, private_key)
            values (${KEY_NAME}, ${rawPublicKey(pair.privateKey)}, ${privateKey})
            on conflict (name) do nothing`,
      );
      [stored] = await read();
      if (!stored) throw new Error('the push key was neither stored nor found');
    }
    const key = createPrivateKey({ key: Buffer.from(stored.private_key, 'base64'), format: 'der', type: 'pkcs8' });
    const { d } = key.export({ format: 'jwk' });
    if (!d) throw new Error('the push key has no private part');
    return { publicKey: rawPublicKey(key), privateKey: d };
  }
}

function rawPublicKey(privateKey: KeyObject) {
  const { x, y } = privateKey.export({ format: 'jwk' });
  if (!x || !y) throw new Error('the push key has no public part');
  return Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]).toString(
    'base64url',
  );
}

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push says; the app's worker shows it as a notification that opens `link`. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

/** The outcome of one push: delivered, or the subscription is gone (the browser unsubscribed or expired). */
type PushOutcome = 'sent' | 'gone';

/** Encrypts (RFC 8291) and signs (VAPID, RFC 8292) a message with web-push and posts it to the push service. */
export function createPushSender(options: { keys: PushKeys; contact: string; services: readonly string[] }) {
  return async (subscription: PushSubscriptionKeys, message: PushMessage): Promise<PushOutcome> => {
    if (!isPushService(subscription.endpoint, options.services)) return 'gone';
    const vapid = await options.keys.load();
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: `mailto:${options.contact}`,
          publicKey: vapid.publicKey,
          privateKey: vapid.privateKey,
        },
        TTL: TIME_TO_LIVE_S,
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    // Gone (404, 410), or refused for good: a subscription made with another key (403), or one it cannot read (400).
    if ([400, 403, 404, 410].includes(response.status)) return 'gone';
    if (!response.ok) throw new Error(`push service answered ${response.status}`);
    return 'sent';
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

interface QueuedNotification extends QueuedDelivery {
  user_id: string;
  title: string;
  body: string;
  link: string;
}

/**
 * Pushes each new notification to every browser of its account (none: nothing to do). A subscription the push
 * service says is gone is forgotten; the notification is tried again later only when no browser took it.
 */
export class PushWorker extends DeliveryWorker<QueuedNotification> {
  constructor(db: AppDatabase, send: PushSender, publicUrl: string, log: FastifyBaseLogger) {
    super(
      db,
      {
        table: notifications,
        job: 'push-delivery',
        what: 'push',
        describe: (row) => ({ notificationId: row.id }),
        deliver: async (row) => {
          // The browsers of the account's sign-ins still valid (an expired one waits for housekeeping to go).
          const subscriptions = await queryRows<PushSubscriptionKeys & { id: string }>(
            db,
            sql`select p.id, p.endpoint, p.p256dh, p.auth from push_subscriptions p
                join session s on s.id = p.session_id and s.expires_at > now()
                where p.user_id = ${row.user_id}`,
          );
          const message = { title: row.title, body: row.body, link: new URL(row.link, publicUrl).href, tag: row.id };
          // All at once, each within its timeout: well inside the worker's lease on the notice.
          const outcomes = await Promise.allSettled(
            subscriptions.map(async (subscription) => {
              if ((await send(subscription, message)) === 'gone')
                await db.execute(sql`delete from push_subscriptions where id = ${subscription.id}`);
            }),
          );
          const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
          for (const error of failures)
            log.warn({ notificationId: row.id, err: loggableError(error) }, 'push to one browser failed');
          if (failures.length > 0 && failures.length === subscriptions.length) throw failures[0];
        },
      },
      log,
    );
  }
}

/** The table whose change notification wakes the push workers. */
export const NOTIFICATIONS_TABLE = 'notifications';
