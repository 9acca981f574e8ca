import type { Language } from '@club/shared';
import { api } from './api-client';

/**
 * Shows the portal in `language`: remembered by this browser and, signed in, by the account (its emails
 * follow it too); then the page is loaded again, so the server's drawing, the texts and the direction all
 * change together.
 */
export async function showPortalIn(language: Language) {
  await api.put<null>('/api/language', { language });
  window.location.reload();
}
