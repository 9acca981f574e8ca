import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The scrypt cost better-auth hashes passwords with (`salt:key` in hex, r=16, p=1, 64-byte key). */
export const STANDARD_PASSWORD_COST = 16_384;

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * better-auth's password hashing with another scrypt cost (N): the same algorithm, format and checks. The
 * server always uses better-auth's own at the standard cost; in-process API tests pass a small N (decision 043),
 * since one standard hash takes some 150 ms of a core and 32 MB, and every account a test signs in costs two.
 */
export function scryptPasswords(cost: number): PasswordHashing {
  const key = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, 64, { N: cost, r: 16, p: 1, maxmem: 128 * cost * 16 * 2 }, (error, k) =>
        error ? reject(error) : resolve(k),
      ),
    );
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await key(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, stored] = hash.split(':');
      if (!salt || !stored) throw new Error('Invalid password hash');
      const expected = Buffer.from(stored, 'hex');
      const actual = await key(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
