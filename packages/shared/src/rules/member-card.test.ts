import { describe, expect, it, vi } from 'vitest';
import { canVerifyMemberCards, memberCardText, parseMemberCard, toBase64Url, verifyMemberCard } from './member-card';

const claims = { memberNumber: 'M-00042', endsOn: '2026-12-31', plan: 'student', fullName: 'Aminath | Rasheed' };

async function clubKey() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const sign = async (text: string) =>
    toBase64Url(
      new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text))),
    );
  return { publicKey, sign };
}

describe('member cards', () => {
  it('verifies a card the club signed, valid through its season and expired after', async () => {
    const club = await clubKey();
    const text = memberCardText(claims);
    expect(text).toBe('MC1|M-00042|2026-12-31|student|Aminath Rasheed');
    const code = `${text}|${await club.sign(text)}`;
    expect(await verifyMemberCard(code, club.publicKey, '2026-12-31')).toEqual({
      verdict: 'valid',
      claims: { ...claims, fullName: 'Aminath Rasheed' },
    });
    expect((await verifyMemberCard(code, club.publicKey, '2027-01-01')).verdict).toBe('expired');
  });

  it('refuses an altered card, a card signed by another key, and codes that are no card', async () => {
    const club = await clubKey();
    const stranger = await clubKey();
    const text = memberCardText(claims);
    const code = `${text}|${await club.sign(text)}`;
    const verdict = async (candidate: string) =>
      (await verifyMemberCard(candidate, club.publicKey, '2026-06-01')).verdict;
    expect(await verdict(code.replace('2026-12-31', '2027-12-31'))).toBe('invalid');
    expect(await verdict(code.replace('student', 'regular'))).toBe('invalid');
    expect(await verdict(code.replace('M-00042', 'M-00043'))).toBe('invalid');
    expect(await verdict(`${text}|${await stranger.sign(text)}`)).toBe('invalid');
    for (const junk of [
      '',
      'hello',
      `${text}|`,
      `${text}|!!!`,
      `${text}|abcde`,
      `MC2${code.slice(3)}`,
      `${code}|more`,
    ]) {
      expect(await verdict(junk), junk).toBe('invalid');
    }
    expect(parseMemberCard(`  ${code}\n`)?.claims.memberNumber).toBe('M-00042');
    expect((await verifyMemberCard(code, 'not-a-key', '2026-06-01')).verdict).toBe('invalid');
  });

  it('tells whether the browser can check Ed25519 signatures, so the desk says so instead of blaming the key', async () => {
    expect(await canVerifyMemberCards()).toBe(true);
    const refuse = vi
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Unrecognized algorithm name', 'NotSupportedError'));
    try {
      expect(await canVerifyMemberCards()).toBe(false);
    } finally {
      refuse.mockRestore();
    }
  });
});
