import { PUSH_MESSAGES, type PushSubscriptionInput } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { isBrowserKey, isPushService } from '../../platform/push';
import { deleteSubscription, markNoticesRead, recentNotices, saveSubscription } from './repository';

export { recentNotices };

/** Keeps a browser's push subscription for the signed-in account, if its push service is one the club sends to. */
export async function subscribe(
  deps: { db: AppDatabase; pushServices: readonly string[] },
  viewer: { userId: string; sessionId: string },
  input: PushSubscriptionInput,
) {
  if (!isPushService(input.endpoint, deps.pushServices))
    throw badRequest(PUSH_MESSAGES.notAPushService, { endpoint: [PUSH_MESSAGES.notAPushService] });
  if (!isBrowserKey(input.keys.p256dh))
    throw badRequest(PUSH_MESSAGES.notABrowserKey, { 'keys.p256dh': [PUSH_MESSAGES.notABrowserKey] });
  await saveSubscription(deps.db, viewer, { endpoint: input.endpoint, ...input.keys });
}

export async function unsubscribe(db: AppDatabase, userId: string, endpoint: string) {
  if (!(await deleteSubscription(db, userId, endpoint))) throw notFound();
}

export async function markRead(db: AppDatabase, userId: string, id?: string) {
  if (!(await markNoticesRead(db, userId, id))) throw notFound();
}
