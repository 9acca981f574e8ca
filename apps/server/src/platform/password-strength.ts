import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from './errors';
import { clubNameIn } from './texts';

/** zxcvbn's scale: 3 = "safely unguessable" against throttled online attacks (about 10^8 guesses and more). */
const MIN_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | null = null;

/**
 * Loaded and built on first use: the dictionaries (common passwords, names, English words) take some 30 MB
 * that a server which sees no new password all day need not hold.
 */
function passwordChecker() {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  })();
  return checker;
}

/** The words of the account's own details, which a password must not be built from. */
function personalWords(details: { email?: string; fullName?: string }) {
  const email = details.email?.toLowerCase() ?? '';
  return [
    email,
    ...email.split(/[@.+_-]/),
    ...(details.fullName ?? '').toLowerCase().split(/\s+/),
    ...clubNameIn('en').toLowerCase().split(/\s+/),
  ].filter((word) => word.length >= 3);
}

/** The reason a password is refused, or null when it is strong enough. No network calls: dictionaries ship with the server. */
export async function passwordWeakness(
  password: string,
  details: { email?: string; fullName?: string },
): Promise<string | null> {
  const result = (await passwordChecker()).check(password, personalWords(details));
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning ? `${result.feedback.warning.replace(/\.$/, '')}. ` : '';
  return `This password is too easy to guess. ${warning}Use a longer phrase of three or four unrelated words.`;
}

/** Refuses (400, on the given field) a common password or one built from the account's email or name. */
export async function assertStrongPassword(
  password: string,
  details: { email?: string; fullName?: string },
  field = 'password',
) {
  const weakness = await passwordWeakness(password, details);
  if (weakness) throw badRequest(weakness, { [field]: [weakness] });
}
