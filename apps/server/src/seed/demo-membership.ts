import type { FastifyInstance } from 'fastify';
import { DEMO_MARKS, renderMark } from './images';

/** The fee structures the demo club charges: what /membership shows, the forms ask and staff collect. */
const DEMO_FEES = [
  { registrationType: 'membership', category: 'regular', feeAmount: '500.00', description: 'Adults' },
  { registrationType: 'membership', category: 'student', feeAmount: '250.00', description: 'Full-time students' },
  { registrationType: 'membership', category: 'family', feeAmount: '900.00', description: 'A household' },
  { registrationType: 'membership', category: 'corporate', feeAmount: '2500.00', description: "A company's staff" },
  { registrationType: 'academy', category: null, feeAmount: '300.00', description: 'One sport, one season' },
] as const;

const MEMBER_EMAIL = 'member@example.com';
const ADMIN_EMAIL = 'admin@example.com';

/**
 * The demo member's year so far, made through the portal's own API as the people would make it (so the ledger,
 * the receipts and the mails are real): the club's fee structures, the member's own application and their
 * child's academy form, both paid and accepted, and the two of them in squads. A newcomer signing in as
 * member@example.com sees a member's home at once: Member, the card, a team, a child and the receipts.
 */
export async function seedDemoMembership(app: FastifyInstance, password: string) {
  const [admin, member] = await Promise.all([signIn(app, ADMIN_EMAIL, password), signIn(app, MEMBER_EMAIL, password)]);
  for (const fee of DEMO_FEES) await call(app, 'POST', '/api/admin/registration-fees', admin, fee);

  const [mark] = DEMO_MARKS;
  if (!mark) throw new Error('no demo image');
  const idCard = renderMark(mark);
  const own = await sendForm(app, member, 'membership', idCard, {
    plan: 'regular',
    fullName: 'Ibrahim Naseem',
    permanentAddress: 'Lot 10245, Nirolhu Magu, Hulhumale',
    idCardNumber: 'A318842',
    dateOfBirth: '1998-06-21',
    atollIsland: 'K. Hulhumale',
    mobileNumber: '+960 747-3390',
    jobCategory: 'Private sector',
    otherClubMember: 'false',
  });
  const child = await sendForm(app, member, 'academy', idCard, {
    fullName: 'Aisha Ibrahim',
    permanentAddress: 'Lot 10245, Nirolhu Magu, Hulhumale',
    idCardNumber: 'A455107',
    dateOfBirth: '2014-09-03',
    atollIsland: 'K. Hulhumale',
    mobileNumber: '+960 747-3391',
    academySport: 'Football',
    parentName: 'Ibrahim Naseem',
    parentIdCard: 'A318842',
    viberWhatsappNumber: '+960 747-3390',
  });

  for (const [type, formNumber, amount] of [
    ['membership', own, '500.00'],
    ['academy', child, '300.00'],
  ] as const) {
    const listed = (await call(app, 'GET', `/api/admin/registrations/${type}?search=${formNumber}`, admin)) as {
      items: { id: string }[];
    };
    const id = listed.items[0]?.id;
    if (!id) throw new Error(`demo ${type} form ${formNumber} not listed`);
    await call(app, 'POST', `/api/admin/registrations/${type}/${id}/payment`, admin, {
      amount,
      paymentMethod: 'bank_transfer',
    });
    await call(
      app,
      'POST',
      type === 'academy'
        ? `/api/admin/members/academy-applications/${id}/accept`
        : `/api/admin/members/applications/${id}/accept`,
      admin,
      type === 'academy' ? {} : { plan: 'regular' },
    );
  }
  return { admin, member };
}

async function signIn(app: FastifyInstance, email: string, password: string) {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (answer.statusCode !== 200) throw new Error(`demo sign-in of ${email}: ${answer.statusCode} ${answer.body}`);
  const cookie = [answer.headers['set-cookie']].flat().find((value) => value?.includes('session_token'));
  if (!cookie) throw new Error(`demo sign-in of ${email}: no session`);
  return cookie.split(';')[0] ?? '';
}

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  const answer = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (answer.statusCode >= 300) throw new Error(`demo ${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.body ? (JSON.parse(answer.body) as unknown) : null;
}

/** Sends a registration form as the browser does (multipart, with the ID card), signed in; its form number. */
async function sendForm(
  app: FastifyInstance,
  cookie: string,
  type: 'membership' | 'academy',
  idCard: Buffer,
  fields: Record<string, string>,
) {
  const { submissionKey } = (await call(app, 'GET', `/api/registrations/${type}/form-number`, cookie)) as {
    submissionKey: string;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, submissionKey })) form.append(name, value);
  form.append('idCard', new Blob([new Uint8Array(idCard)], { type: 'image/png' }), 'id-card.png');
  const encoded = new Request('http://club.invalid/', { method: 'POST', body: form });
  const answer = await app.inject({
    method: 'POST',
    url: `/api/registrations/${type}`,
    headers: { cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  if (answer.statusCode !== 201) throw new Error(`demo ${type} form: ${answer.statusCode} ${answer.body}`);
  return (JSON.parse(answer.body) as { formNumber: string }).formNumber;
}
