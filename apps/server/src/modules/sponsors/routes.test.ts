import { describe, expect, it } from 'vitest';
import { signedInAs, useTestApp } from '../../test/harness';

describe('sponsors', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  it('validates the company name, URLs, email and amount', async () => {
    const bad = await call('POST', '/api/sponsors', suite.admin.cookie, {
      name: ' ',
      websiteUrl: 'not a url',
      logoUrl: 'javascript:alert(1)',
      contactEmail: 'nope',
      sponsorshipAmount: '10.005',
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'contactEmail',
      'logoUrl',
      'name',
      'sponsorshipAmount',
      'websiteUrl',
    ]);
    const backwards = await call('POST', '/api/sponsors', suite.admin.cookie, {
      name: 'Ocean Breeze',
      startDate: '2026-06-01',
      endDate: '2026-05-31',
    });
    expect(backwards.json().fieldErrors).toEqual({ endDate: ['End date cannot be before the start date'] });
    const wrongPhone = await call('POST', '/api/sponsors', suite.admin.cookie, {
      name: 'Ocean Breeze',
      contactPhone: '12',
    });
    expect(wrongPhone.json().fieldErrors).toEqual({
      contactPhone: ['Enter a Maldives number (7 digits) or an international number starting with +'],
    });
    const oneDay = await call('POST', '/api/sponsors', suite.admin.cookie, {
      name: 'Ocean Breeze',
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      contactPhone: '330 1234',
    });
    expect(oneDay.json()).toMatchObject({ endDate: '2026-06-01', contactPhone: '+9603301234' });
    expect((await call('DELETE', `/api/sponsors/${oneDay.json().id}`, suite.admin.cookie)).statusCode).toBe(204);
  });

  it('sums Total Value exactly over active sponsors and counts this year; visitors see no contacts', async () => {
    const year = new Date().getFullYear();
    await call('POST', '/api/sponsors', suite.admin.cookie, {
      name: 'Bank of Maldives',
      sponsorshipAmount: '0.10',
      startDate: `${year}-02-01`,
      contactEmail: 'cs@bank.mv',
    });
    await call('POST', '/api/sponsors', suite.admin.cookie, {
      name: 'Ooredoo',
      sponsorshipAmount: '0.20',
      startDate: `${year - 1}-05-01`,
    });
    await call('POST', '/api/sponsors', suite.admin.cookie, {
      name: 'Old Partner',
      sponsorshipAmount: '1000',
      isActive: false,
    });
    const { stats } = (await call('GET', '/api/admin/sponsors', suite.admin.cookie)).json();
    expect(stats).toEqual({ total: 3, active: 2, totalValue: '0.30', thisYear: 1 });
    const visitor = (await call('GET', '/api/sponsors')).json();
    expect(visitor.map((s: { name: string }) => s.name)).toEqual(['Bank of Maldives', 'Ooredoo']);
    expect(Object.keys(visitor[0])).not.toContain('contactEmail');
    const member = await signedInAs(suite.app, 'member');
    expect((await call('POST', '/api/sponsors', member.cookie, { name: 'X' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/sponsors', member.cookie)).statusCode).toBe(200);
  });

  it('pages and searches the staff list on the server; the stat cards count everything', async () => {
    for (let i = 0; i < 5; i++)
      await call('POST', '/api/sponsors', suite.admin.cookie, { name: `Resort ${i}`, contactPerson: 'Fathimath' });
    const first = (await call('GET', '/api/admin/sponsors?pageSize=2', suite.admin.cookie)).json();
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 2 });
    expect(first.items.map((s: { name: string }) => s.name)).toEqual(['Resort 4', 'Resort 3']);
    expect(first.stats.total).toBe(8);
    const found = (await call('GET', '/api/admin/sponsors?search=fathim', suite.admin.cookie)).json();
    expect(found.total).toBe(5);
    const literal = (await call('GET', '/api/admin/sponsors?search=%25', suite.admin.cookie)).json();
    expect(literal.total).toBe(0);
  });
});
