import { REGISTRATION_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_AS_JPG, PDF, PNG } from '../../test/files';
import { createTestApp, signedInAs, signedInWithCustomRole, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

const member = {
  fullName: 'Ahmed Nashid',
  permanentAddress: 'H. Sunlight, Male',
  idCardNumber: 'A123456',
  dateOfBirth: '1990-05-14',
  atollIsland: 'K. Male',
  mobileNumber: '+960 777-1234',
  otherClubMember: 'false',
};
const student = {
  fullName: 'Aisha Nashid',
  permanentAddress: 'H. Sunlight, Male',
  idCardNumber: 'A765432',
  dateOfBirth: '2014-02-01',
  atollIsland: 'K. Male',
  mobileNumber: '+960 777-4321',
  academySport: 'Swimming',
  parentName: 'Ahmed Nashid',
  parentIdCard: 'A123456',
  viberWhatsappNumber: '+960 777-1234',
};

describe('registrations', () => {
  let app: TestApp;
  let admin: string;
  let executive: string;

  const ticket = async (type: 'membership' | 'academy') =>
    (await app.app.inject({ method: 'GET', url: `/api/registrations/${type}/form-number` })).json() as {
      formNumber: string;
      signature: string;
    };
  const submit = async (
    type: 'membership' | 'academy',
    fields: Record<string, string>,
    file: Buffer | null = PNG,
    given?: object,
  ) => {
    const t = given ?? (await ticket(type));
    const body = multipartBody(
      { ...fields, ...t },
      file ? [{ field: 'idCard', filename: 'card.png', data: file }] : [],
    );
    return app.app.inject({ method: 'POST', url: `/api/registrations/${type}`, ...body });
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    app.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    executive = (await signedInAs(app, 'executive')).cookie;
  });
  afterAll(() => app.close());

  it('issues signed form numbers and accepts each once', async () => {
    const t = await ticket('membership');
    expect(t.formNumber).toMatch(/^MEM-\d{4}-\d{5}$/);
    const ok = await submit('membership', member, PNG, t);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe(REGISTRATION_MESSAGES.submitted('membership', t.formNumber));
    expect((await submit('membership', member, PNG, t)).statusCode).toBe(409);
    const forged = await submit('membership', member, PNG, { formNumber: 'MEM-2026-99999', signature: t.signature });
    expect(forged.statusCode).toBe(400);
    expect((await submit('academy', student, PNG, await ticket('membership'))).statusCode).toBe(400);
  });

  it('validates every required field, a future birth date, the other-club name and the ID card', async () => {
    const empty = await submit('membership', {});
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(
      ['atollIsland', 'dateOfBirth', 'fullName', 'idCardNumber', 'mobileNumber', 'permanentAddress'].sort(),
    );
    const future = await submit('membership', { ...member, dateOfBirth: `${new Date().getFullYear() + 1}-01-01` });
    expect(future.json().fieldErrors.dateOfBirth).toEqual(['Date of birth cannot be in the future']);
    const beforePostgresCalendar = await submit('membership', { ...member, dateOfBirth: '0000-01-01' });
    expect(beforePostgresCalendar.statusCode).toBe(400);
    expect(beforePostgresCalendar.json().fieldErrors.dateOfBirth).toEqual(['Enter a date between 1900 and 2199']);
    const otherClub = await submit('membership', { ...member, otherClubMember: 'true' });
    expect(otherClub.json().fieldErrors.otherClubName).toEqual(['Club name is required']);
    const missing = await submit('membership', member, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing ID Card: Please upload your ID card to continue.' });
    expect((await submit('membership', member, HTML_AS_JPG)).statusCode).toBe(415);
    expect(
      (await submit('academy', { ...student, academySport: 'Chess' })).json().fieldErrors.academySport,
    ).toBeTruthy();
    expect((await submit('academy', student, PDF)).statusCode).toBe(201);
  });

  it('gives 20 concurrent submissions 20 different form numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit('academy', student)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = new Set(responses.map((r) => r.json().formNumber));
    expect(numbers.size).toBe(20);
  });

  it('records a fee once even when 10 collect requests race', async () => {
    const { items } = (await call('GET', '/api/admin/registrations/academy?pageSize=1', executive)).json();
    const id = items[0].id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/registrations/academy/${id}/payment`, executive, { amount: '300' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.json().message).toBe(REGISTRATION_MESSAGES.paymentRecorded);
    const after = (await call('GET', '/api/admin/registrations/academy?pageSize=100', executive)).json();
    expect(after.stats.paid).toBe(1);
    expect(after.stats.revenue).toBe('300.00');
    expect(after.items.find((r: { id: string }) => r.id === id).paymentStatus).toBe('Paid');
    const receiptUrl = responses.find((r) => r.statusCode === 201)?.json().receiptUrl;
    const pdf = await call('GET', receiptUrl, executive);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps ID cards private and the screens to staff with the right', async () => {
    const { items } = (await call('GET', '/api/admin/registrations/membership', admin)).json();
    const url = items[0].idCardUrl;
    expect((await call('GET', url)).statusCode).toBe(401);
    const memberUser = await signedInAs(app, 'member');
    expect((await call('GET', url, memberUser.cookie)).statusCode).toBe(404);
    expect((await call('GET', url, executive)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/registrations/membership', memberUser.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/registrations/membership/${items[0].id}`, executive)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/admin/registrations/membership/${items[0].id}`, executive, member)).statusCode,
    ).toBe(403);
    const edited = await call('PUT', `/api/admin/registrations/membership/${items[0].id}`, admin, {
      ...member,
      otherClubMember: false,
      fullName: 'Ahmed N.',
    });
    expect(edited.json().fullName).toBe('Ahmed N.');
  });

  it('opens an ID card or a receipt only to those who may view registrations of its kind', async () => {
    const clerk = await signedInWithCustomRole(app, 'executive', { 'membership-registrations': ['view'] });
    const membership = (await call('GET', '/api/admin/registrations/membership', admin)).json().items[0];
    const academy = (await call('GET', '/api/admin/registrations/academy?pageSize=100', admin)).json().items;
    const paidAcademy = academy.find((r: { payment: { id: string } | null }) => r.payment);
    const receiptUrl = `/api/admin/payments/${paidAcademy.payment.id}/receipt.pdf`;
    expect((await call('GET', membership.idCardUrl, clerk.cookie)).statusCode).toBe(200);
    // Same bucket, other kind of registration: the clerk's right does not reach it, nor learns it exists.
    expect((await call('GET', academy[0].idCardUrl, clerk.cookie)).statusCode).toBe(404);
    expect((await call('GET', receiptUrl, clerk.cookie)).statusCode).toBe(404);
    expect((await call('GET', receiptUrl, executive)).statusCode).toBe(200);
    // A file in the bucket that no registration owns is served to nobody, admins included.
    const orphan = await app.storage.save('id-cards', PNG);
    expect((await call('GET', orphan.url, admin)).statusCode).toBe(404);
  });

  it('searches on the server and exports formula-safe CSV', async () => {
    await submit('membership', { ...member, fullName: '=HYPERLINK("http://evil")', mobileNumber: '+9607000000' });
    const found = (await call('GET', '/api/admin/registrations/membership?search=hyperlink', admin)).json();
    expect(found.items).toHaveLength(1);
    const csv = await call('GET', '/api/admin/registrations/membership/export.csv', admin);
    expect(csv.headers['content-disposition']).toMatch(/membership-registrations-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).toContain("'+9607000000");
  });

  it('manages fee structures and uses the regular membership fee as the default amount', async () => {
    const bad = await call('POST', '/api/admin/registration-fees', executive, {
      registrationType: 'membership',
      feeAmount: '-5',
      category: 'vip',
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['category', 'feeAmount']);
    await call('POST', '/api/admin/registration-fees', executive, {
      registrationType: 'membership',
      feeAmount: '250',
      category: 'student',
    });
    await call('POST', '/api/admin/registration-fees', executive, {
      registrationType: 'membership',
      feeAmount: '750.50',
      category: 'regular',
    });
    const fee = (
      await call('POST', '/api/admin/registration-fees', executive, {
        registrationType: 'academy',
        feeAmount: '300',
        category: '',
      })
    ).json();
    expect(fee).toMatchObject({ category: null, description: null, currency: 'MVR' });
    const list = (await call('GET', '/api/admin/registrations/membership', executive)).json();
    expect(list.defaultAmount).toBe('750.50');
    expect((await call('GET', '/api/admin/registrations/academy', executive)).json().defaultAmount).toBe('300.00');
  });

  it('rate-limits submissions per client', async () => {
    const limited = await createTestApp({ SUBMISSION_RATE_LIMIT: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const t = (await limited.app.inject({ method: 'GET', url: '/api/registrations/academy/form-number' })).json();
        const body = multipartBody({ ...student, ...t }, [{ field: 'idCard', filename: 'card.png', data: PNG }]);
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/registrations/academy', ...body })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
