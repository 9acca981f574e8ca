import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../db/schema';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';

describe('cached public lists', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const names = async () =>
    ((await app.app.inject({ method: 'GET', url: '/api/sponsors' })).json() as { name: string }[]).map((s) => s.name);

  it("show a change made through this server at once, and one made elsewhere once the database's notification arrives", async () => {
    expect(await names()).toEqual([]);
    const { cookie } = await signedInAs(app, 'admin');
    await app.app.inject({ method: 'POST', url: '/api/sponsors', headers: { cookie }, payload: { name: 'Ooredoo' } });
    expect(await names()).toEqual(['Ooredoo']);

    // Written straight to the database, as another server process would: only the notification tells.
    await app.database.db.insert(sponsors).values({ name: 'Bank of Maldives' });
    const deadline = Date.now() + 1000;
    while (!(await names()).includes('Bank of Maldives') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await names()).toEqual(['Bank of Maldives', 'Ooredoo']);
  });
});
