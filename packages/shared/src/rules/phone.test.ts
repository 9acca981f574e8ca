import { describe, expect, it } from 'vitest';
import { membershipRegistrationSchema } from '../schemas/registrations';
import { formatPhone, normalisePhone } from './phone';

describe('phone numbers', () => {
  it('stores Maldives numbers however they are typed as +960 and seven digits', () => {
    for (const typed of [
      '7771234',
      '777 1234',
      '777-1234',
      '+960 777-1234',
      '+9607771234',
      '960 7771234',
      '00960 7771234',
    ])
      expect(normalisePhone(typed), typed).toBe('+9607771234');
    expect(normalisePhone('3301234')).toBe('+9603301234');
  });

  it('keeps international numbers in E.164 and refuses what cannot be called', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('0044 (20) 7946.0958')).toBe('+442079460958');
    expect(normalisePhone('+1 555 0100')).toBe('+15550100');
    for (const bad of [
      '',
      '12345',
      '1771234',
      '+960 177-1234',
      '+960 777-12345',
      'call me',
      '+0123456789',
      '+1234567890123456',
    ])
      expect(normalisePhone(bad), bad).toBeNull();
  });

  it('reads back as people write them', () => {
    expect(formatPhone('+9607771234')).toBe('+960 777-1234');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });

  it('is what the forms check: a missing number is required, a wrong one explained', () => {
    const base = {
      fullName: 'A',
      permanentAddress: 'B',
      idCardNumber: 'A1',
      dateOfBirth: '1990-01-01',
      atollIsland: 'K. Male',
    };
    const missing = membershipRegistrationSchema.safeParse({ ...base, mobileNumber: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Mobile number is required']);
    const wrong = membershipRegistrationSchema.safeParse({ ...base, mobileNumber: '12' });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      'Enter a Maldives number (7 digits) or an international number starting with +',
    ]);
    expect(membershipRegistrationSchema.parse({ ...base, mobileNumber: '777 1234' }).mobileNumber).toBe('+9607771234');
  });
});
