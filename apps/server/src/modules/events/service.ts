export { eventFeePayable, scheduleEventPlaceRelease } from './fees';

import type { AppDatabase } from '../../db/client';
import { presentEvent } from './presenter';
import { findPublicEvent, pastPublicEvents, upcomingPublicEvents } from './repository';

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
