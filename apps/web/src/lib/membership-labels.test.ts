import { afterAll, describe, expect, it } from 'vitest';
import { startLanguage } from './i18n';
import { planLabel } from './membership-labels';
import { sportLabel } from './sport-label';

describe('plan and sport names in the page language', () => {
  afterAll(() => startLanguage('en', ['members']));

  it('names the sports the catalogue knows in Dhivehi, and any other as staff wrote it', async () => {
    await startLanguage('dv', ['members']);
    expect(sportLabel('Table Tennis')).toBe('ޓޭބަލް ޓެނިސް');
    expect(sportLabel('Futsal')).toBe('ފުޓްސަލް');
    expect(sportLabel('Sepak Takraw')).toBe('Sepak Takraw');
    expect(planLabel('academy', 'Football')).toBe('އެކަޑަމީ · ފުޓްބޯޅަ');
    await startLanguage('en', ['members']);
    expect(sportLabel('Table Tennis')).toBe('Table Tennis');
    expect(planLabel('student')).toBe('Student');
  });
});
