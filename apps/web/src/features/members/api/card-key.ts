import { api } from '../../../lib/api-client';

const STORED_KEY = 'club.memberCardKey';

/**
 * The club's public key for checking cards: asked once and kept in the browser, so a desk whose network is
 * gone still checks cards (the key changes only if the club's database is replaced).
 */
export async function memberCardKey(): Promise<string> {
  try {
    const { publicKey } = await api.get<{ publicKey: string }>('/api/members/card-key');
    localStorage.setItem(STORED_KEY, publicKey);
    return publicKey;
  } catch (error) {
    const kept = localStorage.getItem(STORED_KEY);
    if (kept) return kept;
    throw error;
  }
}
