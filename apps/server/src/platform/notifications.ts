import type { AppDatabase } from '../db/client';
import { notifications } from '../db/schema';

/** Something the club tells an account, in its language: shown on its dashboard and pushed to its browsers. */
export interface Notice {
  userId: string;
  title: string;
  body: string;
  /** A path of the portal the notice opens (`/team/…/players`). */
  link: string;
}

/**
 * Records notices for their accounts; pass the transaction of the change they announce, so that the two are
 * committed together (or not at all). The push worker sends them on after the commit.
 */
export async function notify(tx: AppDatabase, notices: readonly Notice[]) {
  if (notices.length === 0) return;
  await tx.insert(notifications).values([...notices]);
}
