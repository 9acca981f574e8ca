import { TEAM_CATEGORIES, type TeamCategory, teamLevel } from '@club/shared';
import { type TextKey, t } from './i18n';

const TEAM_LEVEL_TEXTS = {
  Professional: 'common.teams.level.professional',
  'Semi-Pro': 'common.teams.level.semiPro',
  Amateur: 'common.teams.level.amateur',
} as const satisfies Record<ReturnType<typeof teamLevel>, TextKey>;

/** The level a sport's number of teams gives it, in the page's language. */
export const teamLevelText = (teamCount: number) => t(TEAM_LEVEL_TEXTS[teamLevel(teamCount)]);

/** A team's category in the page's language; a value outside the known ones as it was stored. */
export const teamCategoryText = (category: string) =>
  TEAM_CATEGORIES.includes(category as TeamCategory)
    ? t(`common.teams.category.${category as TeamCategory}`)
    : category;
