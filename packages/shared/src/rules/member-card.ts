/**
 * A member card's code, as its QR carries it: what the card says, signed by the club (Ed25519), so a desk
 * with the club's public key checks it without asking the server:
 * `MC1|M-00042|2026-12-31|student|Aminath Rasheed|<signature, base64url>`.
 */
export const MEMBER_CARD_VERSION = 'MC1';

export interface MemberCardClaims {
  memberNumber: string;
  /** The last day of the season the card is for. */
  endsOn: string;
  plan: string;
  fullName: string;
}

export type CardVerdict =
  | { verdict: 'valid' | 'expired' | 'withdrawn'; claims: MemberCardClaims }
  | { verdict: 'invalid'; claims: null };

/**
 * What names one card among all the club signed: SHA-256 of its signed text, base64url, 22 characters (128
 * bits). The desks' list of withdrawn cards holds these, never names.
 */
export async function cardFingerprint(claims: MemberCardClaims): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(memberCardText(claims)));
  return toBase64Url(new Uint8Array(digest)).slice(0, 22);
}

/** The signed part of a card: a name's own separators are spaces (the card shows the name, never parses it). */
export const memberCardText = ({ memberNumber, endsOn, plan, fullName }: MemberCardClaims) =>
  [MEMBER_CARD_VERSION, memberNumber, endsOn, plan, fullName.replace(/[|\s]+/g, ' ').trim()].join('|');

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The claims and signature of a card's code, or null when it is no card's code. */
export function parseMemberCard(
  code: string,
): { claims: MemberCardClaims; text: string; signature: Uint8Array } | null {
  const parts = code.trim().split('|');
  if (parts.length !== 6 || parts[0] !== MEMBER_CARD_VERSION) return null;
  const [, memberNumber = '', endsOn = '', plan = '', fullName = '', signed = ''] = parts;
  if (!/^M-\d{5,}$/.test(memberNumber) || !/^\d{4}-\d{2}-\d{2}$/.test(endsOn)) return null;
  const signature = fromBase64Url(signed);
  if (signature?.length !== 64) return null;
  const claims = { memberNumber, endsOn, plan, fullName };
  return { claims, text: memberCardText(claims), signature };
}

/**
 * Checks a card's code against the club's public key (raw Ed25519, base64url) with Web Crypto, offline:
 * valid while its season runs (`today` is a club day), expired after, invalid when forged or altered, and
 * withdrawn when its fingerprint is on the club's list of withdrawn cards (as the desk last had it).
 */
export async function verifyMemberCard(
  code: string,
  publicKey: string,
  today: string,
  withdrawn: ReadonlySet<string> = new Set(),
): Promise<CardVerdict> {
  const card = parseMemberCard(code);
  const raw = fromBase64Url(publicKey);
  if (!card || !raw || raw.length !== 32) return { verdict: 'invalid', claims: null };
  const key = await crypto.subtle.importKey('raw', raw as BufferSource, { name: 'Ed25519' }, false, ['verify']);
  const genuine = await crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    card.signature as BufferSource,
    new TextEncoder().encode(card.text),
  );
  if (!genuine) return { verdict: 'invalid', claims: null };
  if (card.claims.endsOn < today) return { verdict: 'expired', claims: card.claims };
  if (withdrawn.has(await cardFingerprint(card.claims))) return { verdict: 'withdrawn', claims: card.claims };
  return { verdict: 'valid', claims: card.claims };
}

/** RFC 8032's first test key: a valid Ed25519 public key, to ask the browser whether it can check signatures. */
const RFC8032_PUBLIC_KEY = '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo';

/** Whether this browser's Web Crypto checks Ed25519 signatures (Chrome 137+, Safari 17+, Firefox 129+). */
export async function canVerifyMemberCards(): Promise<boolean> {
  try {
    const raw = fromBase64Url(RFC8032_PUBLIC_KEY) as Uint8Array;
    await crypto.subtle.importKey('raw', raw as BufferSource, { name: 'Ed25519' }, false, ['verify']);
    return true;
  } catch {
    return false;
  }
}
