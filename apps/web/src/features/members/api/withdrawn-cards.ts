import type { WithdrawnCards } from '@club/shared';
import { api } from '../../../lib/api-client';

const STORED_LIST = 'club.withdrawnCards';

/** The list of withdrawn cards this device kept last, or null when it never fetched one. */
export function keptWithdrawnCards(): WithdrawnCards | null {
  try {
    const kept = localStorage.getItem(STORED_LIST);
    return kept ? (JSON.parse(kept) as WithdrawnCards) : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the club's list of withdrawn cards and keeps it on the device, so the desk's check still knows them
 * when the network is gone; without a network it answers the list it kept (null: none yet).
 */
export async function refreshWithdrawnCards(): Promise<WithdrawnCards | null> {
  try {
    const list = await api.get<WithdrawnCards>('/api/members/withdrawn-cards');
    try {
      localStorage.setItem(STORED_LIST, JSON.stringify(list));
    } catch {
      // Storage refused (a private window): the list holds for this page.
    }
    return list;
  } catch {
    return keptWithdrawnCards();
  }
}
