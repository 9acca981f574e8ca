import { clubDay, type Reconciliation, type StatementFormat, type StatementLinesPage } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { signedInAs, signedInWithCustomRole, useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { pdfText } from '../../test/pdf-pixels';
import { statementKit } from '../../test/statement-kit';

/** dd/mm/yyyy of the club day `days` from today, as Maldives Islamic Bank writes dates. */
const bankDate = (day: string) => day.split('-').reverse().join('/');
const daysFrom = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('reconciliation: the bank account in the books beside its statement, and what tells them apart', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  const reconciliation = async (query = '') => {
    const response = await call('GET', `/api/admin/finance/reconciliation${query}`, suite.admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reconciliation;
  };

  const kit = statementKit(() => ({ app: suite.app, admin: suite.admin }));
  const donation = (amount: string) => kit.pendingDonation(amount);

  it('adds up to the difference: lines not in the books, entries not on the statement, and the balance before', async () => {
    const today = clubDay(new Date());
    const yesterday = daysFrom(today, -1);
    const bySlip = await donation('120.00');
    const byStatement = await donation('250.00');
    const notYetAtBank = await donation('80.00');
    for (const paid of [bySlip, notYetAtBank])
      expect((await call('POST', `/api/admin/contributions/${paid.id}/confirm`, suite.admin.cookie)).statusCode).toBe(
        200,
      );

    // Before any statement: the books' balance, nothing to set it against.
    const before = await reconciliation();
    expect(before).toMatchObject({ ledgerBalance: '200.00', statementBalance: null, statementFrom: null });

    const formats = (
      await call('GET', '/api/admin/finance/statement-formats', suite.admin.cookie)
    ).json() as StatementFormat[];
    const formatId = formats.find((format) => format.name === 'Maldives Islamic Bank (CSV)')?.id ?? '';
    const day = bankDate(yesterday);
    const csv = [
      'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
      `${day},${day},TRANSFER,${byStatement.reference},Gift,250.00,"1,250.00"`,
      `${day},${day},TRANSFER,${bySlip.reference},Gift,120.00,"1,370.00"`,
      `${day},${day},CHARGE,,Monthly fee,-15.00,"1,355.00"`,
      `${day},${day},TRANSFER,,Sponsor OCEAN FISH,500.00,"1,855.00"`,
    ].join('\n');
    const body = multipartBody({ formatId }, [{ field: 'statement', filename: 'mib.csv', data: Buffer.from(csv) }]);
    const imported = await suite.app.app.inject({
      method: 'POST',
      url: '/api/admin/finance/statements',
      ...body,
      headers: { ...body.headers, cookie: suite.admin.cookie },
    });
    expect(imported.json()).toMatchObject({ added: 4, withReference: 2 });
    const lines = (
      (await call('GET', '/api/admin/finance/statements', suite.admin.cookie)).json() as StatementLinesPage
    ).items;
    const line = (description: string, amount: string) =>
      lines.find((each) => each.description === description && each.amount === amount)?.id;
    for (const amount of ['250.00', '120.00'])
      expect(
        (await call('POST', `/api/admin/finance/statements/lines/${line('Gift', amount)}/confirm`, suite.admin.cookie))
          .statusCode,
      ).toBe(200);
    const accounts = (await call('GET', '/api/admin/finance/accounts', suite.admin.cookie)).json() as {
      id: string;
      accountType: string;
    }[];
    const revenue = accounts.find((account) => account.accountType === 'Revenue')?.id;
    const sponsor = line('Sponsor OCEAN FISH', '500.00');
    expect(
      (
        await call('POST', `/api/admin/finance/statements/lines/${sponsor}/post`, suite.admin.cookie, {
          accountId: revenue,
        })
      ).statusCode,
    ).toBe(200);

    // Books: 120 + 80 by slip, 250 from the statement, 500 posted by hand. Statement: opened at 1,000.00.
    const now = await reconciliation();
    expect(now).toMatchObject({
      on: today,
      ledgerBalance: '950.00',
      statementBalance: '1855.00',
      statementFrom: yesterday,
      difference: '-905.00',
      notInBooks: { total: '-15.00', count: 1, items: [expect.objectContaining({ description: 'Monthly fee' })] },
      notOnStatement: { total: '80.00', count: 1 },
      gaps: { total: '0.00', count: 0 },
      unexplained: '-1000.00',
    });
    // At the end of yesterday the payments confirmed today were not in the books yet; the hand posting was.
    const then = await reconciliation(`?on=${yesterday}`);
    expect(then).toMatchObject({
      ledgerBalance: '500.00',
      statementBalance: '1855.00',
      notInBooks: { total: '355.00', count: 3 },
      notOnStatement: { total: '0.00', count: 0 },
      unexplained: '-1000.00',
    });
    // The hand posting undone: its entry and the reversal cancel out, and the line waits again.
    expect(
      (
        await call('POST', `/api/admin/finance/statements/lines/${sponsor}/undo`, suite.admin.cookie, {
          reason: 'Wrong',
        })
      ).statusCode,
    ).toBe(200);
    expect(await reconciliation()).toMatchObject({
      ledgerBalance: '450.00',
      notInBooks: { total: '485.00', count: 2 },
      notOnStatement: { total: '80.00', count: 1 },
      unexplained: '-1000.00',
    });
  });

  it("explains the balance before the first line with the account's opening balance, set once and changed in place", async () => {
    const today = clubDay(new Date());
    const accounts = (await call('GET', '/api/admin/finance/accounts', suite.admin.cookie)).json() as {
      id: string;
      accountType: string;
      postingRoles: string[];
    }[];
    const bank = accounts.find((account) => account.postingRoles.includes('bank'))?.id;
    const revenue = accounts.find((account) => account.accountType === 'Revenue')?.id;
    const setOpening = (accountId: string | undefined, body: object, cookie = suite.admin.cookie) =>
      call('PUT', `/api/admin/finance/accounts/${accountId}/opening-balance`, cookie, body);
    const startedOn = daysFrom(today, -30);
    // Typed twice (a double click): one entry, the same figures.
    const [first, second] = await Promise.all([
      setOpening(bank, { on: startedOn, amount: '900' }),
      setOpening(bank, { on: startedOn, amount: '900' }),
    ]);
    expect([first.statusCode, second.statusCode], first.body).toEqual([200, 200]);
    expect((await setOpening(bank, { on: startedOn, amount: '1,000.00'.replace(',', '') })).json()).toEqual({
      openingBalance: { on: startedOn, amount: '1000.00' },
    });
    const explained = await reconciliation();
    expect(explained).toMatchObject({
      openingBalance: { on: startedOn, amount: '1000.00' },
      unexplained: '0.00',
      notOnStatement: { total: '80.00', count: 1 },
    });
    const entries = (
      await call('GET', '/api/admin/finance/journal?search=Opening%20balance', suite.admin.cookie)
    ).json();
    expect(
      entries.items.filter((entry: { sourceType: string }) => entry.sourceType === 'opening_balance'),
    ).toHaveLength(1);
    // Bad input, an account that holds no money, the wrong right: nothing changes.
    for (const body of [{ on: startedOn, amount: '1.234' }, { on: '2026-02-30', amount: '5' }, { amount: '5' }])
      expect((await setOpening(bank, body)).statusCode).toBe(400);
    expect((await setOpening(revenue, { on: startedOn, amount: '5' })).statusCode).toBe(404);
    expect((await setOpening(crypto.randomUUID(), { on: startedOn, amount: '5' })).statusCode).toBe(404);
    const viewer = await signedInWithCustomRole(suite.app, 'executive', { finance: ['view'] });
    expect((await setOpening(bank, { on: startedOn, amount: '5' }, viewer.cookie)).statusCode).toBe(403);
    expect((await reconciliation()).openingBalance).toEqual({ on: startedOn, amount: '1000.00' });
    // 0 takes it away.
    expect((await setOpening(bank, { on: startedOn, amount: '0' })).json()).toEqual({ openingBalance: null });
    expect(await reconciliation()).toMatchObject({ openingBalance: null, unexplained: '-1000.00' });
    expect((await setOpening(bank, { on: startedOn, amount: '1000' })).statusCode).toBe(200);
  });

  it('answers only finance staff, and refuses a day or an account that is not one', async () => {
    const member = await signedInAs(suite.app, 'member');
    expect((await call('GET', '/api/admin/finance/reconciliation', member.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/finance/reconciliation?on=2026-02-30', suite.admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/admin/finance/reconciliation?accountId=x', suite.admin.cookie)).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `/api/admin/finance/reconciliation?accountId=${crypto.randomUUID()}`, suite.admin.cookie))
        .statusCode,
    ).toBe(400);
  });
  it('puts the year before the AGM in one PDF, and says when its books are closed', async () => {
    const season = Number(clubDay(new Date()).slice(0, 4));
    const pack = await call('GET', `/api/admin/finance/agm-pack.pdf?season=${season}`, suite.admin.cookie);
    expect(pack.statusCode, pack.body).toBe(200);
    expect(pack.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pack.rawPayload);
    for (const part of [
      `Annual general meeting pack ${season}`,
      'still open',
      'Income & Expense',
      'Trial Balance',
      'Balance Sheet',
      `Membership, season ${season}`,
      'All contributions: 3',
      'Bank reconciliation',
      'In the books, not on the statement (1)',
    ])
      expect(text).toContain(part);
    // After the AGM the year is closed (the closed-period rule): the pack says so, and nothing more posts in it.
    expect(
      (await call('PUT', '/api/admin/finance/lock', suite.admin.cookie, { lockedThrough: `${season}-12-31` }))
        .statusCode,
    ).toBe(200);
    const closed = pdfText(
      (await call('GET', `/api/admin/finance/agm-pack.pdf?season=${season}`, suite.admin.cookie)).rawPayload,
    );
    expect(closed).toContain("the year's books are closed");
    const dhivehi = await suite.app.app.inject({
      method: 'GET',
      url: `/api/admin/finance/agm-pack.pdf?season=${season}`,
      headers: { cookie: `${suite.admin.cookie}; lang=dv` },
    });
    expect(dhivehi.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/finance/agm-pack.pdf', suite.admin.cookie)).statusCode).toBe(400);
    const member = await signedInAs(suite.app, 'member');
    expect((await call('GET', `/api/admin/finance/agm-pack.pdf?season=${season}`, member.cookie)).statusCode).toBe(403);
  });
});
