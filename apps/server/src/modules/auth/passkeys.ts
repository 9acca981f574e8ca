import { randomUUID } from 'node:crypto';
import { PASSKEY_MESSAGES, type Passkey } from '@club/shared';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { clubNameIn } from '../../platform/texts';

/** How long the browser has to answer a passkey challenge (the person touches the sensor, or types a PIN). */
const CHALLENGE_MINUTES = 5;
type Purpose = 'register' | 'sign-in';
/** The WebAuthn library (and its CBOR and certificate parsers), loaded with the first passkey a server sees. */
const webAuthn = () => import('@simplewebauthn/server');

/** The relying party: the club's site, as PUBLIC_URL names it. */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return {
    id: url.hostname,
    origin: url.origin,
    get name() {
      return clubNameIn('en');
    },
  };
}
export type RelyingParty = ReturnType<typeof relyingParty>;

interface PasskeyRow {
  id: string;
  user_id: string;
  name: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
  backed_up: boolean;
  created_at: string | Date;
  last_used_at: string | Date | null;
}

const present = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  backedUp: row.backed_up,
});

/** What a passkey's answer must show for either ceremony: our challenge, our origin and id, the person verified. */
const expectedOf = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
  requireUserVerification: true,
});

export async function passkeysOf(db: AppDatabase, userId: string): Promise<Passkey[]> {
  const rows = await queryRows<PasskeyRow>(
    db,
    sql`select * from passkeys where user_id = ${userId} order by created_at`,
  );
  return rows.map(present);
}

/** A one-time challenge, kept server-side (the verification table) under an id the browser sends back. */
async function keepChallenge(db: AppDatabase, challenge: string, purpose: Purpose, userId: string | null) {
  const id = randomUUID();
  await db.execute(
    sql`insert into verification (id, identifier, value, expires_at)
        values (${randomUUID()}, ${`webauthn:${id}`}, ${JSON.stringify({ challenge, purpose, userId })},
                now() + make_interval(mins => ${CHALLENGE_MINUTES}))`,
  );
  return id;
}

/** Takes the challenge (once: a second answer to it finds nothing). */
async function takeChallenge(db: AppDatabase, challengeId: string, purpose: Purpose, userId: string | null) {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`delete from verification where identifier = ${`webauthn:${challengeId}`} and expires_at > now() returning value`,
  );
  const kept = row ? (JSON.parse(row.value) as { challenge: string; purpose: Purpose; userId: string | null }) : null;
  if (!kept || kept.purpose !== purpose || kept.userId !== userId) throw badRequest(PASSKEY_MESSAGES.expired);
  return kept.challenge;
}

/** What the browser needs to make a passkey for the signed-in person (not one again on a device that has one). */
export async function registrationOptions(db: AppDatabase, rp: RelyingParty, viewer: Viewer) {
  const existing = await queryRows<Pick<PasskeyRow, 'credential_id' | 'transports'>>(
    db,
    sql`select credential_id, transports from passkeys where user_id = ${viewer.userId}`,
  );
  const options = await (await webAuthn()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: viewer.email,
    userDisplayName: viewer.fullName,
    userID: new TextEncoder().encode(viewer.userId),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return {
    challengeId: await keepChallenge(db, options.challenge, 'register', viewer.userId),
    options: { ...options },
  };
}

/** Checks the browser's new passkey and keeps it (audited); every other session of the account ends. */
export async function addPasskey(
  db: AppDatabase,
  rp: RelyingParty,
  viewer: Viewer,
  input: { challengeId: string; name: string; credential: unknown },
) {
  const challenge = await takeChallenge(db, input.challengeId, 'register', viewer.userId);
  const verified = await (await webAuthn())
    .verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      ...expectedOf(rp, challenge),
    })
    .catch(() => null);
  if (!verified?.verified) throw badRequest(PASSKEY_MESSAGES.notChecked);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<PasskeyRow>(
      tx,
      sql`insert into passkeys (user_id, name, credential_id, public_key, counter, transports, backed_up)
          values (${viewer.userId}, ${input.name}, ${credential.id},
                  ${Buffer.from(credential.publicKey).toString('base64url')}, ${credential.counter},
                  ${sql`array[${sql.join(
                    (credential.transports ?? []).map((t) => sql`${t}`),
                    sql`, `,
                  )}]::text[]`}, ${credentialBackedUp})
          on conflict (credential_id) do nothing
          returning *`,
    );
    if (!row) throw new HttpError(409, PASSKEY_MESSAGES.notChecked);
    await tx.execute(sql`delete from session where user_id = ${viewer.userId} and id <> ${viewer.sessionId}`);
    await tx.execute(sql`update session set second_factor_at = now() where id = ${viewer.sessionId}`);
    await recordAudit(tx, viewer, { action: 'user.passkey.add', entityType: 'user', entityId: viewer.userId });
    return present(row);
  });
}

export async function renamePasskey(db: AppDatabase, viewer: Viewer, id: string, name: string) {
  const [row] = await queryRows<PasskeyRow>(
    db,
    sql`update passkeys set name = ${name} where id = ${id} and user_id = ${viewer.userId} returning *`,
  );
  if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
  return present(row);
}

/** Removes one of the person's passkeys (audited); every other session of the account ends. */
export async function removePasskey(db: AppDatabase, viewer: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const removed = await queryRows<{ id: string }>(
      tx,
      sql`delete from passkeys where id = ${id} and user_id = ${viewer.userId} returning id`,
    );
    if (removed.length === 0) throw notFound(PASSKEY_MESSAGES.notFound);
    await tx.execute(sql`delete from session where user_id = ${viewer.userId} and id <> ${viewer.sessionId}`);
    await recordAudit(tx, viewer, { action: 'user.passkey.remove', entityType: 'user', entityId: viewer.userId });
  });
}

/** What the browser needs to offer the passkeys it holds for this site (whichever account they belong to). */
export async function authenticationOptions(db: AppDatabase, rp: RelyingParty) {
  const options = await (await webAuthn()).generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  return { challengeId: await keepChallenge(db, options.challenge, 'sign-in', null), options: { ...options } };
}

/**
 * Checks a passkey's answer to its challenge (user verified: the device's lock, so it stands for both factors)
 * and moves its counter on: the account it belongs to, or a refusal.
 */
export async function verifyPasskey(
  db: AppDatabase,
  rp: RelyingParty,
  input: { challengeId: string; credential: { id: string } },
): Promise<{ userId: string }> {
  const challenge = await takeChallenge(db, input.challengeId, 'sign-in', null);
  const [row] = await queryRows<PasskeyRow>(
    db,
    sql`select * from passkeys where credential_id = ${input.credential.id}`,
  );
  if (!row) throw badRequest(PASSKEY_MESSAGES.unknown);
  const verified = await (await webAuthn())
    .verifyAuthenticationResponse({
      response: input.credential as AuthenticationResponseJSON,
      ...expectedOf(rp, challenge),
      credential: {
        id: row.credential_id,
        publicKey: Buffer.from(row.public_key, 'base64url'),
        counter: Number(row.counter),
        transports: row.transports,
      },
    })
    .catch(() => null);
  if (!verified?.verified) throw badRequest(PASSKEY_MESSAGES.notChecked);
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  // A counter that does not move on (when the device keeps one) is a copied key: the row's update decides.
  const [used] = await queryRows<{ user_id: string }>(
    db,
    sql`update passkeys set counter = ${newCounter}, last_used_at = now(), backed_up = ${credentialBackedUp}
        where id = ${row.id} and (counter < ${newCounter} or ${newCounter} = 0)
        returning user_id`,
  );
  if (!used) throw badRequest(PASSKEY_MESSAGES.notChecked);
  return { userId: used.user_id };
}
