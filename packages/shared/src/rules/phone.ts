/** Maldives numbers: seven digits, landlines from 3, mobiles from 7 and 9 (6 and 4 on some islands). */
const MALDIVES_LOCAL = /^[3-9]\d{6}$/;
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

export const PHONE_HINT = 'A Maldives number (7 digits) or an international number starting with +';
export const PHONE_MESSAGE = 'Enter a Maldives number (7 digits) or an international number starting with +';

/**
 * A phone number as typed ('777 1234', '+960 777-1234', '00 44 20 7946 0958') in one stored form
 * (E.164: '+9607771234', '+442079460958'), or null when it is not a number we can call.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '').replace(/^00/, '+');
  if (MALDIVES_LOCAL.test(compact)) return `+960${compact}`;
  if (/^960[3-9]\d{6}$/.test(compact)) return `+${compact}`;
  if (compact.startsWith('+960')) return MALDIVES_LOCAL.test(compact.slice(4)) ? compact : null;
  return INTERNATIONAL.test(compact) ? compact : null;
}

/** A stored number as people read it: '+960 777-1234'; other countries' numbers as stored. */
export function formatPhone(stored: string): string {
  const local = /^\+960(\d{3})(\d{4})$/.exec(stored);
  return local ? `+960 ${local[1]}-${local[2]}` : stored;
}
