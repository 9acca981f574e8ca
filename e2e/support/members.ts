import { expect, type Page } from '@playwright/test';
import { PNG } from './files';

/**
 * A member of this season made as the journeys need one, through the API the screens use: `applicant` (signed in)
 * sends the membership form, `staff` (signed in, with members' and registrations' rights) accepts it on `plan` and
 * collects the first fee in cash.
 */
export async function paidMember(
  applicant: Page,
  staff: Page,
  { name, idCardNumber, plan }: { name: string; idCardNumber: string; plan: string },
) {
  const { submissionKey } = await (await applicant.request.get('/api/registrations/membership/form-number')).json();
  const applied = await applicant.request.post('/api/registrations/membership', {
    multipart: {
      fullName: name,
      permanentAddress: 'Hulhumale Phase 2',
      idCardNumber,
      dateOfBirth: '1992-02-02',
      atollIsland: 'K. Hulhumale',
      mobileNumber: '+960 799-1122',
      otherClubMember: 'false',
      submissionKey,
      idCard: { name: 'id-card.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(applied.status()).toBe(201);
  const applications = await (
    await staff.request.get(`/api/admin/registrations/membership?search=${encodeURIComponent(name)}`)
  ).json();
  const applicationId = applications.items[0].id;
  const accepted = await staff.request.post(`/api/admin/members/applications/${applicationId}/accept`, {
    data: { plan },
  });
  expect(accepted.status()).toBe(200);
  const paid = await staff.request.post(`/api/admin/registrations/membership/${applicationId}/payment`, {
    data: { amount: '250.00', paymentMethod: 'cash' },
  });
  expect(paid.status()).toBe(201);
}
