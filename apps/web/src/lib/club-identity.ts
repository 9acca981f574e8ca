import { type ClubIdentity, DEFAULT_IDENTITY, identityText, type Language } from '@club/shared';
import { pageLanguage } from './i18n';
import { usePublicSettings } from './public-settings';

let inPage: ClubIdentity | undefined;

/** The club as the server named it in the page (`<script id="club-identity">`), before any answer arrives. */
export function identityInPage(): ClubIdentity {
  if (inPage) return inPage;
  const text = typeof document === 'undefined' ? null : document.getElementById('club-identity')?.textContent;
  try {
    inPage = text ? (JSON.parse(text) as ClubIdentity) : DEFAULT_IDENTITY;
  } catch {
    inPage = DEFAULT_IDENTITY;
  }
  return inPage;
}

/** The club's name, short name or motto in `language`, its English one where it gave none in Dhivehi. */
export function inLanguage(text: { en: string | null; dv: string | null }, language: Language = pageLanguage()) {
  return identityText(text, language) ?? '';
}

/** The club's name and colours as Club Settings give them now (kept current by the settings' live updates). */
export function useClubIdentity(): ClubIdentity {
  return usePublicSettings().data?.identity ?? identityInPage();
}

/** The club's name in the page's language. */
export const useClubName = () => inLanguage(useClubIdentity().name);
