import type { MembershipPrices, MyApplications, RegistrationSubmitted } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../test/files';
import { callApp, createTestApp, mailTo, signedInAs, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

let counter = 0;
const applicant = () => ({
  fullName: `Mariyam Joiner ${++counter}`,
  permanentAddress: 'H. Sunlight, Male',
  idCardNumber: `A9${String(counter).padStart(5, '0')}`,
  dateOfBirth: '1992-03-01',
  atollIsland: 'K. Male',
  mobileNumber: '+960 777-1234',
});

describe('joining: a plan with its price, the amount to pay, and the application followed on the dashboard', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;

  const send = async (fields: Record<string, string>, cookie?: string, language = 'en') => {
    const { submissionKey } = (await callApp(app, 'GET', '/api/registrations/membership/form-number')).json();
    const body = multipartBody({ ...fields, submissionKey }, [{ field: 'idCard', filename: 'card.png', data: PNG }]);
    return app.app.inject({
      method: 'POST',
      url: '/api/registrations/membership',
      ...body,
      headers: { ...body.headers, 'accept-language': language, ...(cookie ? { cookie } : {}) },
    });
  };
  const mine = async (cookie: string) =>
    (await callApp(app, 'GET', '/api/me/applications', cookie)).json() as MyApplications;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    for (const [category, feeAmount] of [
      ['regular', '600.00'],
      ['student', '250.00'],
    ])
      expect(
        (
          await callApp(app, 'POST', '/api/admin/registration-fees', admin.cookie, {
            registrationType: 'membership',
            category,
            feeAmount,
          })
        ).statusCode,
      ).toBe(201);
  });
  afterAll(() => app.close());

  it('shows every plan at the price staff collect and renewals offer, in MVR amounts', async () => {
    const prices = (await callApp(app, 'GET', '/api/registrations/plans')).json() as MembershipPrices;
    expect(prices.plans).toEqual([
      { plan: 'regular', amount: '600.00' },
      { plan: 'student', amount: '250.00' },
      // No fee of their own: the regular one.
      { plan: 'family', amount: '600.00' },
      { plan: 'corporate', amount: '600.00' },
    ]);
    expect(prices.academy).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers the chosen plan and its amount, mails the account in its language, and follows it until decided', async () => {
    const guest = await signedInAs(app, 'guest');
    const sent = await send({ ...applicant(), plan: 'student' }, guest.cookie, 'dv');
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = sent.json() as RegistrationSubmitted;
    expect(answer).toMatchObject({ plan: 'student', amount: '250.00' });
    const mail = await mailTo(app, guest.email, answer.paymentReference);
    expect(mail.text).toContain(answer.formNumber);
    expect(mail.text).toContain('250.00');
    expect(mail.text).toMatch(/[\u0780-\u07bf]/); // in Dhivehi, as the form was sent

    expect(await mine(guest.cookie)).toEqual([
      expect.objectContaining({
        type: 'membership',
        formNumber: answer.formNumber,
        plan: 'student',
        amount: '250.00',
        paymentReference: answer.paymentReference,
        paid: false,
      }),
    ]);
    // The mobile number given on the form reaches the profile, which had none.
    expect((await callApp(app, 'GET', '/api/me', guest.cookie)).json().profile.phone).toBe('+9607771234');
    // Nobody else sees it.
    const other = await signedInAs(app, 'guest');
    expect(await mine(other.cookie)).toEqual([]);
    expect((await callApp(app, 'GET', '/api/me/applications')).statusCode).toBe(401);

    // Staff see the plan chosen; accepting puts the member on it; then it leaves the applicant's list.
    const list = (await callApp(app, 'GET', '/api/admin/registrations/membership?pageSize=50', admin.cookie)).json();
    const row = list.items.find((item: { formNumber: string }) => item.formNumber === answer.formNumber);
    expect(row.plan).toBe('student');
    const collected = await callApp(
      app,
      'POST',
      `/api/admin/registrations/membership/${row.id}/payment`,
      admin.cookie,
      {
        amount: '250.00',
        paymentMethod: 'bank_transfer',
      },
    );
    expect(collected.statusCode).toBe(201);
    expect((await mine(guest.cookie))[0]?.paid).toBe(true);
    const accepted = await callApp(app, 'POST', `/api/admin/members/applications/${row.id}/accept`, admin.cookie, {
      plan: 'student',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await mine(guest.cookie)).toEqual([]);
    const membership = (await callApp(app, 'GET', '/api/me/membership', guest.cookie)).json();
    expect(membership.membership).toMatchObject({ plan: 'student', status: 'active', amount: '250.00' });
    expect(membership.member.cardEndsOn).toBe(membership.membership.endsOn);
  });

  it('takes a form with only its required fields on the regular plan, and refuses a plan that does not exist', async () => {
    const plain = await send(applicant());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ plan: 'regular', amount: '600.00' });
    const bad = await send({ ...applicant(), plan: 'platinum' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.plan).toEqual(['Choose a plan']);
  });
});
