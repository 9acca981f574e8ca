import {
  CLUB,
  DISCUSSION_STATUS_LABELS,
  formatClubDateTime,
  MINUTES_CONFIDENTIALITY_NOTE,
  type Minutes,
  meetingPersonName,
} from '@club/shared';
import { createPdfDocument, type PdfDocument, pdfBuffer, writeText } from '../../platform/pdf';

const MARGIN = 48;
/** Where the meeting's own title line is drawn (points from the top), whatever comes before it. */
export const MINUTES_PDF_TITLE = { top: 104, size: 16 } as const;

const orUnknown = (name: string | null | undefined) => (name?.trim() ? name : 'Unknown');

function ensureRoom(doc: PdfDocument, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function heading(doc: PdfDocument, text: string) {
  ensureRoom(doc, 50);
  doc.y += 10;
  writeText(doc, text, { x: MARGIN, width: doc.page.width - MARGIN * 2, size: 12, weight: 'bold' });
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#94a3b8')
    .stroke();
  doc.y += 4;
}

function paragraph(doc: PdfDocument, text: string, options: { indent?: number; color?: string } = {}) {
  ensureRoom(doc, 16);
  const x = MARGIN + (options.indent ?? 0);
  writeText(doc, text, { x, width: doc.page.width - MARGIN - x, size: 10, color: options.color });
}

/** A label on the left and its value beside it (the value may wrap, and may be Dhivehi). */
function field(doc: PdfDocument, label: string, value: string) {
  ensureRoom(doc, 16);
  const top = doc.y;
  writeText(doc, label, { x: MARGIN, width: 130, size: 10, weight: 'bold' });
  const afterLabel = doc.y;
  doc.y = top;
  writeText(doc, value, { x: MARGIN + 135, width: doc.page.width - MARGIN * 2 - 135, size: 10 });
  doc.y = Math.max(doc.y, afterLabel) + 1;
}

function discussions(doc: PdfDocument, title: string, items: Minutes['discussions']) {
  heading(doc, title);
  if (items.length === 0) {
    paragraph(doc, 'None recorded.', { color: '#475569' });
    return;
  }
  for (const [index, item] of items.entries()) {
    paragraph(doc, `${index + 1}. ${item.details}`);
    paragraph(
      doc,
      `Status: ${DISCUSSION_STATUS_LABELS[item.status]} · Person in charge: ${meetingPersonName(item.personInCharge)}`,
      { indent: 14, color: '#475569' },
    );
    doc.y += 3;
  }
}

/** The formal minutes as an A4 document: what the Preview dialog shows, with Dhivehi drawn as Dhivehi. */
export function renderMinutesPdf(minutes: Minutes): Promise<Buffer> {
  const doc = createPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${minutes.title}: minutes`, Author: CLUB.name },
  });
  const bytes = pdfBuffer(doc);
  const width = doc.page.width - MARGIN * 2;
  doc.y = MARGIN;
  writeText(doc, CLUB.name, { x: MARGIN, width, size: 18, weight: 'bold', align: 'center' });
  writeText(doc, 'Minutes of Meeting', { x: MARGIN, width, size: 11, align: 'center', color: '#475569' });
  doc.y = MINUTES_PDF_TITLE.top;
  writeText(doc, minutes.title, { x: MARGIN, width, size: MINUTES_PDF_TITLE.size, weight: 'bold', align: 'center' });
  doc.y += 6;
  writeText(doc, minutes.status === 'approved' ? 'Approved' : 'Draft', {
    x: MARGIN,
    width,
    size: 10,
    align: 'center',
    color: '#475569',
  });

  heading(doc, 'Meeting details');
  field(doc, 'Meeting type', minutes.meetingType);
  if (minutes.meetingNumber) field(doc, 'Meeting number', minutes.meetingNumber);
  field(doc, 'Date and time', formatClubDateTime(minutes.meetingDate));
  if (minutes.meetingEndDatetime) field(doc, 'Ended', formatClubDateTime(minutes.meetingEndDatetime));
  field(doc, 'Location', minutes.meetingLocation);
  field(doc, 'Person in charge', meetingPersonName(minutes.inCharge));

  heading(doc, `Attendees (${minutes.attendees.length})`);
  if (minutes.attendees.length === 0) paragraph(doc, 'None recorded.', { color: '#475569' });
  for (const attendee of minutes.attendees) paragraph(doc, `• ${meetingPersonName(attendee)}`);

  heading(doc, 'Reasons for the meeting');
  const reasons = minutes.reasons ?? [];
  if (reasons.length === 0) paragraph(doc, 'None recorded.', { color: '#475569' });
  for (const [index, reason] of reasons.entries()) paragraph(doc, `${index + 1}. ${reason}`);

  heading(doc, 'Minutes');
  paragraph(doc, minutes.minutes.trim() || 'No minutes written yet.');

  discussions(
    doc,
    'Previous Meeting',
    minutes.discussions.filter((d) => d.discussionType === 'previous'),
  );
  discussions(
    doc,
    'This Meeting',
    minutes.discussions.filter((d) => d.discussionType === 'current'),
  );

  ensureRoom(doc, 150);
  doc.y += 14;
  paragraph(doc, MINUTES_CONFIDENTIALITY_NOTE, { color: '#475569' });
  doc.y += 18;
  field(doc, 'Prepared by', orUnknown(minutes.preparedByName));
  field(doc, 'Date', minutes.preparedAt ? formatClubDateTime(minutes.preparedAt) : '-');
  field(
    doc,
    'Approved by',
    minutes.status === 'approved' ? orUnknown(minutes.approvedByName) : 'Admin Approval Required',
  );
  if (minutes.status === 'approved' && minutes.approvedAt)
    field(doc, 'Approved on', formatClubDateTime(minutes.approvedAt));
  doc.end();
  return bytes;
}
