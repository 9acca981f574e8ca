import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { cardFingerprint, type MemberCardClaims, memberCardText, toBase64Url } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { issuedCardsStanding, recordIssuedCard } from './repository';

const KEY_NAME = 'member-card';

interface CardKeys {
  publicKey: string;
  privateKey: KeyObject;
}

/**
 * Signs member cards with the club's Ed25519 key, made once (the first server to need it stores it; a
 * second one racing it reads the stored key) and kept in memory after.
 */
export class MemberCardSigner {
  private keys: Promise<CardKeys> | null = null;

  constructor(private readonly db: AppDatabase) {}

  private load(): Promise<CardKeys> {
    this.keys ??= this.readOrCreate().catch((error) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  private async readOrCreate(): Promise<CardKeys> {
    const read = () =>
      queryRows<{ public_key: string; private_key: string }>(
        this.db,
        sql`select public_key, private_key from signing_keys where name = ${KEY_NAME}`,
      );
    let [stored] = await read();
    if (!stored) {
      const pair = generateKeyPairSync('ed25519');
      const publicKey = pair.publicKey.export({ format: 'jwk' }).x;
      if (!publicKey) throw new Error('the Ed25519 key has no public part');
      const privateKey = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
      await this.db.execute(
        sql`insert into signing_keys (name, public_key, private_key) values (${KEY_NAME}, ${publicKey}, ${privateKey})
          on conflict (name) do nothing`,
      );
      [stored] = await read();
      if (!stored) throw new Error('the member card key was neither stored nor found');
    }
    return {
      publicKey: stored.public_key,
      privateKey: createPrivateKey({ key: Buffer.from(stored.private_key, 'base64'), format: 'der', type: 'pkcs8' }),
    };
  }

  /** The raw public key (base64url) a desk checks cards with. */
  async publicKey() {
    return (await this.load()).publicKey;
  }

  /** The card's code: its claims and the club's signature over them; the card is noted as issued to `memberId`. */
  async code(memberId: string, claims: MemberCardClaims) {
    const { privateKey } = await this.load();
    const text = memberCardText(claims);
    await recordIssuedCard(this.db, memberId, await cardFingerprint(claims), claims.endsOn);
    return `${text}|${toBase64Url(sign(null, Buffer.from(text, 'utf8'), privateKey))}`;
  }
}

/**
 * The fingerprints of the cards that no longer hold, though their season runs: the membership they show was
 * cancelled or its fee voided, the member's account was closed, or a newer card of the season says otherwise
 * (another name or plan) and replaced it.
 */
export async function withdrawnCards(db: AppDatabase, today: string) {
  const withdrawn: string[] = [];
  for (const card of await issuedCardsStanding(db, today)) {
    const current = card.plan
      ? await cardFingerprint({
          memberNumber: card.member_number,
          endsOn: card.ends_on,
          plan: card.plan,
          fullName: card.full_name,
        })
      : null;
    if (card.closed || current !== card.fingerprint) withdrawn.push(card.fingerprint);
  }
  return withdrawn;
}
