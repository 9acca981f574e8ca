import {
  academyRegistrationSchema,
  membershipRegistrationSchema,
  PHONE_HINT,
  REGISTRATION_MESSAGES,
} from '@club/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { allTextAreas, formatDate, pageLanguage, startLanguage, t, translateMessage } from './i18n';

/** Every message a schema gives for these inputs. */
function messagesOf(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  inputs: unknown[],
) {
  return [...new Set(inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []))];
}

const EMPTY_MEMBERSHIP = {
  fullName: '',
  permanentAddress: '',
  idCardNumber: '',
  dateOfBirth: '',
  atollIsland: '',
  mobileNumber: '',
  otherClubMember: 'true',
  otherClubName: '',
};

describe('texts in the page language', () => {
  afterAll(() => startLanguage('en'));

  it('shows English as written, and the messages of the shared rules as they came', async () => {
    await startLanguage('en', allTextAreas());
    expect(pageLanguage()).toBe('en');
    expect(t('common.nav.home')).toBe('Home');
    expect(t('common.pagination.summary', { page: 2, pages: 5, total: 93 })).toBe('Page 2 of 5 (93 in all)');
    expect(translateMessage('Full name is required')).toBe('Full name is required');
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
  });

  it('shows Dhivehi texts, dates and every message the registration forms can give', async () => {
    await startLanguage('dv', allTextAreas());
    expect(t('common.nav.home')).toBe('ފުރަތަމަ ސަފްހާ');
    expect(t('common.pagination.summary', { page: 2, pages: 5, total: 93 })).toBe('ސަފްހާ 2 / 5 (ޖުމްލަ 93)');
    expect(formatDate('2026-11-22')).toBe('22 ނޮވެމްބަރު 2026');
    const messages = [
      ...messagesOf(membershipRegistrationSchema, [
        {},
        EMPTY_MEMBERSHIP,
        { ...EMPTY_MEMBERSHIP, dateOfBirth: '2999-01-01', mobileNumber: '12' },
        { ...EMPTY_MEMBERSHIP, dateOfBirth: 'not a date', fullName: 'x'.repeat(200) },
      ]),
      ...messagesOf(academyRegistrationSchema, [{}, { academySport: 'Chess', parentName: '', parentIdCard: '' }]),
      PHONE_HINT,
      REGISTRATION_MESSAGES.missingIdCard,
      REGISTRATION_MESSAGES.missingIdCardTitle,
      REGISTRATION_MESSAGES.submitFailed,
    ];
    expect(messages.length).toBeGreaterThan(15);
    const untranslated = messages.filter((message) => translateMessage(message) === message);
    expect(untranslated).toEqual([]);
    // Written in Thaana, not English with a few letters changed.
    for (const message of messages) expect(translateMessage(message)).toMatch(/[\u0780-\u07bf]/);
  });
});
