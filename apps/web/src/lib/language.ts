import type { Language } from '@club/shared';
import { api } from './api-client';

/**
 * Shows the portal in `language`: remembered by this browser and, signed in, by the account (its emails
 * follow it too); then the page is loaded again, so the server's drawing, the texts and the direction all
 * change together.
 */
export async function showPortalIn(language: Language) {
  await api.put<null>('/api/language', { language });
  // The account's new language may come back in an answer before this reload: it is this reload's, not another.
  sessionStorage.setItem(RELOADED_FOR_LANGUAGE, language);
  window.location.reload();
}

/** The language this tab last loaded the page again for (once per language). */
export const RELOADED_FOR_LANGUAGE = 'reloaded-for-language';
