export { eventCardPayable, eventFeePayable, scheduleEventPlaceRelease } from './fees';

import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import { mailEventChange } from './change-mail';
import { presentEvent } from './presenter';
import {
  deleteEvent,
  type EventValues,
  eventStats,
  findPublicEvent,
  insertEvent,
  listEvents,
  lockEvent,
  pastPublicEvents,
  upcomingPublicEvents,
  updateEvent,
} from './repository';

type PageQuery = { page: number; pageSize: number; search?: string };

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

/** Public events, latest date first, a page at a time. */
export const publicEventsPage = (db: AppDatabase, query: PageQuery) => listEvents(db, { publicOnly: true, ...query });

/** Every event, private ones included, a page at a time, with the stat cards' counts (the staff list). */
export async function eventsPage(db: AppDatabase, query: PageQuery) {
  const [{ items, total }, stats] = await Promise.all([
    listEvents(db, { publicOnly: false, ...query }),
    eventStats(db),
  ]);
  return { items, total, stats };
}

/** A new event organised by the actor; without the approve right (`mayPublish`) it waits for review, private. */
export const addEvent = (
  db: AppDatabase,
  actor: Viewer,
  values: Omit<EventValues, 'organizerId'>,
  mayPublish: boolean,
) =>
  asActor(db, actor, (tx) =>
    insertEvent(tx, { ...values, ...(mayPublish ? {} : { isPublic: false }), organizerId: actor.userId }),
  );

/** False when there is no such event. */
export const removeEvent = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteEvent(tx, id));
