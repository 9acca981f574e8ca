import { ApiError, api } from './api-client';

/** Whether this browser can be sent the club's notices at all (a service worker, Push API and notifications). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  window.isSecureContext;

const keyBytes = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** This browser's subscription to the club's notices, if it has one. */
export async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the person's leave (the browser's own prompt), subscribes this browser with the portal's key and gives the
 * subscription to the portal. Resolves to the permission the person gave.
 */
export async function turnOnPush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/key');
  // The app's worker registers a moment after the page starts: waited for, not forever.
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 10_000)),
  ]);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (a restored or moved portal) cannot be used: it is made again.
  const key = subscription?.options.applicationServerKey;
  if (subscription && key && new Uint8Array(key).join() !== keyBytes(publicKey).join()) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await api.put<null>('/api/push/subscription', subscription.toJSON());
  return permission;
}

/**
 * Stops this browser's notices: the browser ends the subscription (whatever the network), and the portal forgets
 * it (it does anyway when this sign-in ends).
 */
export async function turnOffPush() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await api
      .delete<null>(`/api/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`)
      // Already forgotten (its sign-in ended, or its push service said it was gone): nothing more to do there.
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
  } finally {
    await subscription.unsubscribe();
  }
}

/**
 * A browser whose notices are on gives its subscription again to whoever is signed in now: a subscription lasts as
 * long as the sign-in it was given in, so the next sign-in here takes it on (or nobody's notices come).
 */
export async function keepSubscribed() {
  if (Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await api.put<null>('/api/push/subscription', subscription.toJSON());
  return true;
}
