export { eventFeePayable, scheduleEventPlaceRelease } from './fees';

import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import { mailEventChange } from './change-mail';
import { presentEvent } from './presenter';
import {
  type EventValues,
  findPublicEvent,
  lockEvent,
  pastPublicEvents,
  upcomingPublicEvents,
  updateEvent,
} from './repository';

/** Public events still to come, soonest first. */
export const upcomingEvents = async (db: AppDatabase, limit: number) =>
  (await upcomingPublicEvents(db, limit)).map(presentEvent);

/** Public events that have started, latest first. */
export const pastEvents = async (db: AppDatabase, limit: number) =>
  (await pastPublicEvents(db, limit)).map(presentEvent);

/** One public event (null for a private one or an unknown id). */
export async function publicEvent(db: AppDatabase, id: string) {
  const row = await findPublicEvent(db, id);
  return row && presentEvent(row);
}

/**
 * Changes an event and, when it moved or is cancelled (or back on), tells the people holding a place or waiting
 * for one, in the same transaction. Null when there is no such event.
 */
export async function changeEvent(
  deps: { db: AppDatabase; mailer: Mailer; publicUrl: string },
  actor: Viewer,
  id: string,
  values: Partial<EventValues>,
) {
  return asActor(deps.db, actor, async (tx) => {
    const before = await lockEvent(tx, id);
    if (!before) return null;
    const after = await updateEvent(tx, id, values, before.updatedAt);
    if (after) await mailEventChange(tx, deps, before, after);
    return after;
  });
}
