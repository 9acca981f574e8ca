import { addDays, clubToday, verifyMemberCard, type WithdrawnCards } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedMember } from '../../test/factories';
import { callApp, createTestApp, signedInAs, type TestApp } from '../../test/harness';

type Account = Awaited<ReturnType<typeof signedInAs>>;

describe("withdrawn member cards: the desks' list, and the check that reads it offline", () => {
  let app: TestApp;
  let admin: Account;
  let publicKey: string;
  const cardOf = async (account: Account) => {
    const card = await callApp(app, 'GET', '/api/me/card', account.cookie);
    expect(card.statusCode, card.body).toBe(200);
    return card.json().code as string;
  };
  /** The list as a desk fetches it while online; afterwards the desk checks with it, offline. */
  const deskList = async () => {
    const answer = await callApp(app, 'GET', '/api/members/withdrawn-cards', admin.cookie);
    expect(answer.statusCode).toBe(200);
    return new Set((answer.json() as WithdrawnCards).fingerprints);
  };
  const check = async (code: string, list: Set<string>) =>
    (await verifyMemberCard(code, publicKey, clubToday(), list)).verdict;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    publicKey = (await callApp(app, 'GET', '/api/members/card-key')).json().publicKey;
  });
  afterAll(() => app.close());

  it('lists a card whose fee was voided, and the desk reads it withdrawn with the list it kept', async () => {
    const account = await signedInAs(app, 'guest');
    await acceptedMember(app, admin.cookie, account.cookie);
    const code = await cardOf(account);
    expect(await check(code, await deskList())).toBe('valid');
    const [paymentId] = (await callApp(app, 'GET', '/api/me/receipts', account.cookie))
      .json()
      .map((r: { id: string }) => r.id);
    const voided = await callApp(app, 'POST', `/api/admin/payments/${paymentId}/void`, admin.cookie, {
      reason: 'The transfer bounced',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const kept = await deskList();
    // Offline now: the desk has only the list it fetched.
    expect(await check(code, kept)).toBe('withdrawn');
    // Without the list (a desk that never went online) the card still reads as signed: the list is what withdraws.
    expect(await check(code, new Set())).toBe('valid');
    // Past its season a withdrawn card is expired, as any other.
    const endsOn = code.split('|')[2] ?? '';
    expect((await verifyMemberCard(code, publicKey, addDays(endsOn, 1), kept)).verdict).toBe('expired');
  });

  it('lists a card replaced by a newer one of the season, and every card of a closed account', async () => {
    const account = await signedInAs(app, 'guest');
    const member = await acceptedMember(app, admin.cookie, account.cookie);
    const old = await cardOf(account);
    await app.database.db.execute(
      // Staff corrected the member's name: the card shown now says the new one.
      sql`update members set full_name = 'Aminath Corrected' where id = ${member.member_id}`,
    );
    const replacement = await cardOf(account);
    let list = await deskList();
    expect(await check(old, list)).toBe('withdrawn');
    expect(await check(replacement, list)).toBe('valid');
    await app.database.db.execute(sql`update members set id_card_number = null where id = ${member.member_id}`);
    list = await deskList();
    expect(await check(replacement, list)).toBe('withdrawn');
  });

  it('keeps the list to staff of the members module', async () => {
    const member = await signedInAs(app, 'member');
    expect((await callApp(app, 'GET', '/api/members/withdrawn-cards', member.cookie)).statusCode).toBe(403);
    expect((await callApp(app, 'GET', '/api/members/withdrawn-cards')).statusCode).toBe(401);
  });
});
