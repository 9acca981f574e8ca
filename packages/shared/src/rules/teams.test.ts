import { describe, expect, it } from 'vitest';
import { groupBySport, teamLevel } from './teams';

describe('team level', () => {
  it('is Professional above 2 teams, Semi-Pro at 2, Amateur at 1', () => {
    expect(teamLevel(5)).toBe('Professional');
    expect(teamLevel(3)).toBe('Professional');
    expect(teamLevel(2)).toBe('Semi-Pro');
    expect(teamLevel(1)).toBe('Amateur');
  });

  it('groups teams by sport in alphabetical order', () => {
    const groups = groupBySport([
      { sport: 'Volleyball', name: 'A' },
      { sport: 'Football', name: 'B' },
      { sport: 'Volleyball', name: 'C' },
    ]);
    expect(groups.map((g) => [g.sport, g.teams.length])).toEqual([
      ['Football', 1],
      ['Volleyball', 2],
    ]);
  });
});
