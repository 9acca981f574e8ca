import { compareText } from './text';

export const TEAM_CATEGORIES = ['senior', 'junior', 'youth', 'veterans'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

export const TEAM_CATEGORY_LABELS: Record<TeamCategory, string> = {
  senior: 'Senior',
  junior: 'Junior',
  youth: 'Youth',
  veterans: 'Veterans',
};

export const SUGGESTED_SPORTS = [
  'Football',
  'Basketball',
  'Volleyball',
  'Badminton',
  'Table Tennis',
  'Swimming',
  'Athletics',
  'Cricket',
  'Handball',
  'Tennis',
] as const;

export const JERSEY_RANGE = { min: 1, max: 99 } as const;
export const FIRST_ESTABLISHED_YEAR = 1900;

/** Public display level of a sport from its number of teams: more than 2 Professional, 2 Semi-Pro, 1 Amateur. */
export function teamLevel(teamCount: number): 'Professional' | 'Semi-Pro' | 'Amateur' {
  if (teamCount > 2) return 'Professional';
  if (teamCount === 2) return 'Semi-Pro';
  return 'Amateur';
}

/** Groups teams by sport, sports in alphabetical order. */
export function groupBySport<T extends { sport: string }>(teams: readonly T[]): { sport: string; teams: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const team of teams) groups.set(team.sport, [...(groups.get(team.sport) ?? []), team]);
  return [...groups.entries()].sort(([a], [b]) => compareText(a, b)).map(([sport, list]) => ({ sport, teams: list }));
}

/** A player's attendance: present out of marked, as a whole percentage ('' when nothing was marked). */
export const attendanceRate = (present: number, absent: number) =>
  present + absent === 0 ? '' : `${Math.round((100 * present) / (present + absent))}%`;
