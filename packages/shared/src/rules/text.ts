export const HOME_LIMITS = { news: 3, events: 3, footerSports: 6 } as const;
export const TRUNCATE = { featuredExcerpt: 200, latestExcerpt: 150, eventDescription: 150 } as const;

/** Cuts text at a word boundary to at most `max` characters, adding an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Whether Postgres can store the text as given: no NUL character and no lone UTF-16 surrogate
 * (which would otherwise be silently replaced, or break the JSON of an audit row).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be stored';

/**
 * Orders two texts alphabetically, ignoring case, by their letters' codes. Not `localeCompare`: its first call
 * builds the browser's collation tables, 15-40 ms of a phone's main thread inside the render that sorts.
 */
export function compareText(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return a < b ? -1 : a > b ? 1 : 0;
  return x < y ? -1 : 1;
}
