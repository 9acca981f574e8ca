import { FINANCE_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../../test/harness';
import { statementKit } from '../../test/statement-kit';

describe('bank statement layouts added from the screen', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const kit = statementKit(() => ({ app, admin }));
  const { call, upload, lines } = kit;
  const bankAccount = (name: string) => kit.newAccount(name);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it("adds another bank's CSV layout from the screen and reads that bank's files with it", async () => {
    const layout = {
      delimiter: ';',
      dateFormat: 'dd mmm yyyy',
      columns: { postedOn: 'Date', description: ['Narrative'], amount: 'Amount (MVR)', balance: 'Balance' },
    };
    const created = await call('POST', '/api/admin/finance/statement-formats', admin.cookie, {
      name: 'Commercial Bank (CSV)',
      layout,
    });
    expect(created.statusCode, created.body).toBe(201);
    const twice = await call('POST', '/api/admin/finance/statement-formats', admin.cookie, {
      name: 'Commercial Bank (CSV)',
      layout,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FINANCE_MESSAGES.formatNameTaken);
    const neither = await call('POST', '/api/admin/finance/statement-formats', admin.cookie, {
      name: 'Broken',
      layout: { dateFormat: 'dd/mm/yyyy', columns: { postedOn: 'Date' } },
    });
    expect(neither.statusCode).toBe(400);
    const accountId = await bankAccount('Commercial account');
    const file = 'Date;Narrative;Amount (MVR);Balance\n05 Nov 2026;Hall rent;"1,500.00";"6,500.00"\n';
    const imported = await upload(admin.cookie, { formatId: created.json().id, accountId }, Buffer.from(file));
    expect(imported.json()).toMatchObject({ added: 1 });
    expect((await lines(accountId)).items[0]).toMatchObject({ amount: '1500.00', description: 'Hall rent' });
  });
});
