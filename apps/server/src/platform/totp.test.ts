import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  newRecoveryCodes,
  otpauthUri,
  recoveryCodeHash,
  SecretBox,
  stepOfCode,
  TOTP_PERIOD_S,
} from './totp';

describe('TOTP (RFC 6238) and the sealed secrets', () => {
  it('gives the RFC 6238 test vectors (HMAC-SHA1, 8 digits)', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(hotp(key, Math.floor(seconds / TOTP_PERIOD_S), 8)).toBe(code);
  });

  it('reads a code of this step or one either side, and nothing else', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const at = 1111111111_000;
    const step = Math.floor(at / 1000 / TOTP_PERIOD_S);
    const key = base32Decode(secret);
    expect(stepOfCode(secret, hotp(key, step), at)).toBe(step);
    expect(stepOfCode(secret, hotp(key, step - 1), at)).toBe(step - 1);
    expect(stepOfCode(secret, hotp(key, step + 1), at)).toBe(step + 1);
    expect(stepOfCode(secret, hotp(key, step + 2), at)).toBeNull();
    expect(stepOfCode(secret, '12345', at)).toBeNull();
    expect(stepOfCode(secret, '1234567', at)).toBeNull();
  });

  it('round-trips base32 of any length, spaces and case ignored', () => {
    for (let length = 0; length < 25; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) % 256));
      expect(
        base32Decode(
          base32Encode(bytes)
            .toLowerCase()
            .replace(/(.{4})/g, '$1 '),
        ),
      ).toEqual(bytes);
    }
    expect(() => base32Decode('ABC1')).toThrow();
  });

  it('seals secrets so that only the same auth secret opens them, and no change goes unseen', () => {
    const box = new SecretBox('the club secret');
    const sealed = box.seal('GEZDGNBVGY3TQOJQ');
    expect(sealed).not.toContain('GEZDGNBVGY3TQOJQ');
    expect(box.seal('GEZDGNBVGY3TQOJQ')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('GEZDGNBVGY3TQOJQ');
    expect(new SecretBox('another secret').open(sealed)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    // The first character carries six whole bits of the text (the last may carry only padding).
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open([version, iv, flipped, tag].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });

  it('writes the key URI apps scan, and recovery codes hashed whatever the typing', () => {
    expect(otpauthUri({ issuer: 'Club Maldives', account: 'a@club.mv', secret: 'ABC' })).toBe(
      'otpauth://totp/Club%20Maldives%3Aa%40club.mv?secret=ABC&issuer=Club+Maldives&algorithm=SHA1&digits=6&period=30',
    );
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(codes.every((code) => /^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/.test(code))).toBe(true);
    expect(recoveryCodeHash('k7p2m-x9qfd')).toBe(recoveryCodeHash(' K7P2M X9QFD'));
    expect(recoveryCodeHash('k7p2m-x9qfd')).not.toBe(recoveryCodeHash('k7p2m-x9qfe'));
  });
});
