import { describe, expect, it } from 'vitest';
import { attendanceRate, groupBySport, teamLevel } from './teams';

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

describe('attendance rate', () => {
  it('is present out of marked, rounded, and empty when nothing was marked', () => {
    expect(attendanceRate(3, 0)).toBe('100%');
    expect(attendanceRate(2, 1)).toBe('67%');
    expect(attendanceRate(0, 0)).toBe('');
  });
});
