import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCalendar } from '../../test/calendar';
import { callApp, createTestApp, type Method, mailTo, readOutbox, signedInAs, type TestApp } from '../../test/harness';
import { PixelLab, pdfText } from '../../test/pdf-pixels';
import { MINUTES_PDF_SUBTITLE, MINUTES_PDF_TITLE } from './minutes-pdf';

const DHIVEHI_TITLE = 'ކޮމިޓީގެ ބައްދަލުވުން';

/** The body of a mail's part with this content type, decoded from base64 or quoted-printable. */
function attachment(raw: string, contentType: string) {
  const part = raw.split(/\n--/).find((p) => p.toLowerCase().includes(`content-type: ${contentType}`));
  if (!part) return null;
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/content-transfer-encoding: base64/i.test(headers))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  return content;
}

describe('meeting minutes as a PDF, and the calendar mail of the meeting', () => {
  let app: TestApp;
  let lab: PixelLab;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let requester: Awaited<ReturnType<typeof signedInAs>>;
  let attendee: Awaited<ReturnType<typeof signedInAs>>;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);

  const approvedMeeting = async (meetingType = 'ExCom') => {
    const request = (
      await call('POST', '/api/admin/meetings/requests', requester.cookie, {
        meetingType,
        meetingLocation: 'Club house, Malé',
        requestedDate: '2026-12-10T19:00:00+05:00',
        attendees: [attendee.user.id],
        inCharge: requester.user.id,
        meetingNumber: '12',
        reasons: ['Budget for 2027', 'Futsal league entry'],
      })
    ).json();
    const approved = await call('POST', `/api/admin/meetings/requests/${request.id}/approve`, admin.cookie);
    expect(approved.statusCode).toBe(200);
    return approved.json().minutesId as string;
  };

  beforeAll(async () => {
    app = await createTestApp();
    lab = await PixelLab.open();
    admin = await signedInAs(app, 'admin');
    requester = await signedInAs(app, 'executive');
    attendee = await signedInAs(app, 'executive');
  });
  afterAll(async () => {
    await lab?.close();
    await app?.close();
  });

  it('emails each attendee the meeting details with a calendar invitation when the request is approved', async () => {
    await approvedMeeting();
    const mail = await mailTo(app, attendee.email, 'You are invited to a meeting');
    expect(mail.text).toContain('Location: Club house, Malé');
    expect(mail.text).toContain('- Budget for 2027');
    expect(mail.text).toContain('Dec 10, 2026, 7:00 PM (Maldives time)');
    const ics = attachment(mail.text, 'text/calendar');
    expect(ics).not.toBeNull();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261210T140000Z');
    expect(ics).toContain(`mailto:${attendee.email}`);
    expect(ics).toContain(`ORGANIZER;CN="Test executive":mailto:${requester.email}`);
  });

  it('writes to each attendee in the language they chose, the calendar copy too', async () => {
    const reader = await signedInAs(app, 'executive');
    expect((await call('PUT', '/api/language', reader.cookie, { language: 'dv' })).statusCode).toBe(204);
    const request = (
      await call('POST', '/api/admin/meetings/requests', requester.cookie, {
        meetingType: 'ExCom',
        meetingLocation: 'ކްލަބް ހައުސް، މާލެ',
        requestedDate: '2026-12-11T19:00:00+05:00',
        attendees: [reader.user.id, attendee.user.id],
        meetingNumber: '14',
        reasons: ['ބަޖެޓް'],
      })
    ).json();
    expect((await call('POST', `/api/admin/meetings/requests/${request.id}/approve`, admin.cookie)).statusCode).toBe(
      200,
    );
    const dhivehi = await mailTo(app, reader.email, 'ބައްދަލުވުމަކަށް ތިބާއަށް ދަޢުވަތު');
    expect(dhivehi.text).toMatch(/^Subject: މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް: ExCom ބައްދަލުވުން ނަންބަރު 14، 11 ޑިސެމްބަރު 2026/m);
    expect(dhivehi.text).toContain('ތަން: ކްލަބް ހައުސް، މާލެ');
    expect(readCalendar(attachment(dhivehi.text, 'text/calendar') ?? '').summary).toBe(
      'މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް: ExCom ބައްދަލުވުން ނަންބަރު 14',
    );
    // The other attendee keeps English.
    const english = await mailTo(app, attendee.email, 'ExCom Meeting no. 14');
    expect(english.text).toContain('You are invited to a meeting');
  });

  it("prints the minutes in the reader's language, its Thaana drawn as Chromium draws it", async () => {
    const minutesId = await approvedMeeting();
    const dhivehi = (await call('GET', `/api/admin/meetings/minutes/${minutesId}/pdf`, `${requester.cookie}; lang=dv`))
      .rawPayload;
    const text = await pdfText(dhivehi);
    expect(text).not.toContain('Minutes of Meeting');
    expect(text).not.toContain('Admin Approval Required');
    // Written by staff, shown as written.
    expect(text).toContain('Budget for 2027');
    // The line under the club's name: "Minutes of Meeting" in Dhivehi.
    const score = await lab.lineAgainstChromium(dhivehi, MINUTES_PDF_SUBTITLE, 'ބައްދަލުވުމުގެ ޔައުމިއްޔާ', {
      pageWidth: 595,
      label: 'Dhivehi minutes heading',
    });
    expect(score).toBeGreaterThan(0.65);
  });

  it("keeps attendees' calendars right: an update when the meeting moves, an invitation or cancellation as people are added or taken off, a cancellation when it is deleted", async () => {
    // People of their own: the mail they get is this meeting's alone.
    const [invitee, organiser] = [await signedInAs(app, 'executive'), await signedInAs(app, 'executive')];
    const request = (
      await call('POST', '/api/admin/meetings/requests', organiser.cookie, {
        meetingType: 'ExCom',
        meetingLocation: 'Club house, Malé',
        requestedDate: '2026-12-10T19:00:00+05:00',
        attendees: [invitee.user.id],
        meetingNumber: '12',
        reasons: ['Budget for 2027'],
      })
    ).json();
    const approval = await call('POST', `/api/admin/meetings/requests/${request.id}/approve`, admin.cookie);
    const minutesId = approval.json().minutesId as string;
    /** The calendar copy attached to the mail to `email` whose text has `marker`, as an iCalendar parser reads it. */
    const calendarOf = async (email: string, marker: string) =>
      readCalendar(attachment((await mailTo(app, email, marker)).text, 'text/calendar') ?? '');
    const invited = await calendarOf(invitee.email, 'You are invited to a meeting');
    expect(invited).toMatchObject({ method: 'REQUEST', sequence: 0, start: '2026-12-10T14:00:00.000Z' });
    const save = (changes: object) =>
      call('PUT', `/api/admin/meetings/minutes/${minutesId}`, organiser.cookie, {
        title: 'ExCom Meeting',
        meetingDate: '2026-12-10T19:00:00+05:00',
        meetingLocation: 'Club house, Malé',
        meetingType: 'ExCom',
        minutes: 'Draft notes.',
        attendees: [invitee.user.id],
        meetingNumber: '12',
        ...changes,
      });

    // Writing the minutes alone changes no calendar.
    const mailsTo = async (email: string) => (await readOutbox(app)).filter((mail) => mail.to.includes(email)).length;
    expect((await save({ minutes: 'Notes, second draft.' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(invitee.email)).toBe(1);

    // Moved a day and to another place, with the requester added.
    const moved = { meetingDate: '2026-12-11T20:00:00+05:00', meetingLocation: 'Hulhumalé ground' };
    expect((await save({ ...moved, attendees: [invitee.user.id, organiser.user.id] })).statusCode).toBe(200);
    expect(await calendarOf(invitee.email, 'Changed: ExCom Meeting')).toEqual({
      method: 'REQUEST',
      uid: invited.uid,
      sequence: 1,
      start: '2026-12-11T15:00:00.000Z',
      summary: 'Maldives Sports Club: ExCom Meeting no. 12',
      location: 'Hulhumalé ground',
      status: 'CONFIRMED',
    });
    expect(await calendarOf(organiser.email, 'You are invited to a meeting')).toMatchObject({
      method: 'REQUEST',
      uid: invited.uid,
      sequence: 1,
      location: 'Hulhumalé ground',
    });

    // The attendee taken off: their calendar drops it.
    expect((await save({ ...moved, attendees: [organiser.user.id] })).statusCode).toBe(200);
    expect(await calendarOf(invitee.email, 'Cancelled: ExCom Meeting')).toMatchObject({
      method: 'CANCEL',
      uid: invited.uid,
      sequence: 2,
      status: 'CANCELLED',
    });

    // Deleted: everyone still on it is told.
    expect((await call('DELETE', `/api/admin/meetings/minutes/${minutesId}`, admin.cookie)).statusCode).toBe(204);
    expect(await calendarOf(organiser.email, 'Cancelled: ExCom Meeting')).toMatchObject({
      method: 'CANCEL',
      uid: invited.uid,
      sequence: 3,
      status: 'CANCELLED',
    });
  });

  it('is a PDF with the title, details, attendees and signature block, for every viewer but nobody else', async () => {
    const minutesId = await approvedMeeting();
    await call('PUT', `/api/admin/meetings/minutes/${minutesId}`, requester.cookie, {
      title: 'Executive Committee Meeting 12',
      meetingDate: '2026-12-10T19:00:00+05:00',
      meetingLocation: 'Club house, Malé',
      meetingType: 'ExCom',
      minutes: 'The committee agreed the budget.',
      attendees: [attendee.user.id],
      meetingNumber: '12',
      reasons: ['Budget for 2027'],
    });
    await call('POST', `/api/admin/meetings/minutes/${minutesId}/discussions`, requester.cookie, {
      details: 'Enter the futsal league',
      status: 'in_progress',
      personInCharge: attendee.user.id,
    });
    const viewer = await signedInAs(app, 'executive');
    const response = await call('GET', `/api/admin/meetings/minutes/${minutesId}/pdf`, viewer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Maldives Sports Club',
      'Minutes of Meeting',
      'Executive Committee Meeting 12',
      'Test executive',
      'Budget for 2027',
      'The committee agreed the budget.',
      'Previous Meeting',
      'This Meeting',
      'Enter the futsal league',
      'In Progress',
      'This document is confidential',
      'Admin Approval Required',
    ])
      expect(text).toContain(expected);

    const secret = await approvedMeeting('Secret');
    expect((await call('GET', `/api/admin/meetings/minutes/${secret}/pdf`, viewer.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/meetings/minutes/${secret}/pdf`, attendee.cookie)).statusCode).toBe(200);
  });

  it('draws a Dhivehi title as Chromium does', async () => {
    const minutesId = await approvedMeeting();
    const saved = await call('PUT', `/api/admin/meetings/minutes/${minutesId}`, requester.cookie, {
      title: DHIVEHI_TITLE,
      meetingDate: '2026-12-10T19:00:00+05:00',
      meetingLocation: 'Club house',
      meetingType: 'ExCom',
      minutes: 'ބައްދަލުވުމުގެ ތަފްސީލު',
      attendees: [attendee.user.id],
    });
    expect(saved.statusCode).toBe(200);
    const pdf = (await call('GET', `/api/admin/meetings/minutes/${minutesId}/pdf`, requester.cookie)).rawPayload;
    const score = await lab.lineAgainstChromium(pdf, MINUTES_PDF_TITLE, DHIVEHI_TITLE, {
      pageWidth: 595,
      weight: 'bold',
      label: 'Dhivehi minutes title',
    });
    expect(score).toBeGreaterThan(0.65);
  });
});
