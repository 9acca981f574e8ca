import { type TextKey, t } from './i18n';

/**
 * A sport's name in the reader's language: a sport the catalogue knows (the academy's and the club's usual
 * ones) by its translation; any other as staff wrote it. Kept apart from the membership labels: public pages name
 * sports and must not load the schemas those come with.
 */
export function sportLabel(sport: string) {
  const key = `common.sports.${sport
    .trim()
    .split(/\s+/)
    .map((word, index) => (index ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join('')}`;
  const label = t(key as TextKey);
  return label === key ? sport : label;
}
