import { directionOf, type Language, type Minutes, meetingPersonName } from '@club/shared';
import { type PdfDocument, startA4Document, writeClubHeading, writeText } from '../../platform/pdf';
import { type Texts, textsIn } from '../../platform/texts';

const MARGIN = 48;
const CLUB_NAME_SIZE = 18;
/** Where the line under the club's name ("Minutes of Meeting") is drawn (points from the top). */
export const MINUTES_PDF_SUBTITLE = { top: MARGIN + CLUB_NAME_SIZE * 1.45 + 6, size: 11 } as const;
/** Where the meeting's own title line is drawn (points from the top), whatever comes before it. */
export const MINUTES_PDF_TITLE = { top: 104, size: 16 } as const;

const STATUS_TEXTS = {
  pending: 'documents.minutes.status.pending',
  in_progress: 'documents.minutes.status.inProgress',
  completed: 'documents.minutes.status.completed',
} as const satisfies Record<Minutes['discussions'][number]['status'], string>;

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

/** A label at the start of the line and its value beside it (the value may wrap, and may be Dhivehi). */
function field(doc: PdfDocument, texts: Texts, label: string, value: string) {
  ensureRoom(doc, 16);
  const top = doc.y;
  const width = doc.page.width - MARGIN * 2;
  const rightToLeft = directionOf(texts.language) === 'rtl';
  const align = rightToLeft ? 'right' : 'left';
  writeText(doc, label, {
    x: rightToLeft ? MARGIN + width - 130 : MARGIN,
    width: 130,
    size: 10,
    weight: 'bold',
    align,
  });
  const afterLabel = doc.y;
  doc.y = top;
  writeText(doc, value, { x: rightToLeft ? MARGIN : MARGIN + 135, width: width - 135, size: 10, align });
  doc.y = Math.max(doc.y, afterLabel) + 1;
}

function discussions(doc: PdfDocument, texts: Texts, title: string, items: Minutes['discussions']) {
  heading(doc, title);
  if (items.length === 0) {
    paragraph(doc, texts.t('documents.minutes.noneRecorded'), { color: '#475569' });
    return;
  }
  for (const [index, item] of items.entries()) {
    paragraph(doc, `${index + 1}. ${item.details}`);
    paragraph(
      doc,
      texts.t('documents.minutes.discussionStatus', {
        status: texts.t(STATUS_TEXTS[item.status]),
        name: meetingPersonName(item.personInCharge),
      }),
      { indent: 14, color: '#475569' },
    );
    doc.y += 3;
  }
}

/**
 * The formal minutes as an A4 document in the reader's language: what the Preview dialog shows, with what
 * staff wrote (in Dhivehi or English) drawn as written.
 */
export async function renderMinutesPdf(minutes: Minutes, language: Language): Promise<Buffer> {
  const texts = textsIn(language);
  const { t } = texts;
  const orUnknown = (name: string | null | undefined) => (name?.trim() ? name : t('documents.minutes.unknown'));
  const { doc, bytes, width } = await startA4Document(MARGIN, {
    Title: t('documents.minutes.title', { title: minutes.title }),
    Author: texts.club,
  });
  const none = () => paragraph(doc, t('documents.minutes.noneRecorded'), { color: '#475569' });
  writeClubHeading(doc, texts, { x: MARGIN, width, size: CLUB_NAME_SIZE });
  doc.y = MINUTES_PDF_SUBTITLE.top;
  writeText(doc, t('documents.minutes.minutesOfMeeting'), {
    x: MARGIN,
    width,
    size: MINUTES_PDF_SUBTITLE.size,
    align: 'center',
    color: '#475569',
  });
  doc.y = MINUTES_PDF_TITLE.top;
  writeText(doc, minutes.title, { x: MARGIN, width, size: MINUTES_PDF_TITLE.size, weight: 'bold', align: 'center' });
  doc.y += 6;
  writeText(doc, t(minutes.status === 'approved' ? 'documents.minutes.approved' : 'documents.minutes.draft'), {
    x: MARGIN,
    width,
    size: 10,
    align: 'center',
    color: '#475569',
  });

  heading(doc, t('documents.minutes.meetingDetails'));
  field(doc, texts, t('documents.minutes.meetingType'), minutes.meetingType);
  if (minutes.meetingNumber) field(doc, texts, t('documents.minutes.meetingNumber'), texts.ltr(minutes.meetingNumber));
  field(doc, texts, t('documents.minutes.dateAndTime'), texts.dateTime(minutes.meetingDate));
  if (minutes.meetingEndDatetime)
    field(doc, texts, t('documents.minutes.ended'), texts.dateTime(minutes.meetingEndDatetime));
  field(doc, texts, t('documents.minutes.location'), minutes.meetingLocation);
  field(doc, texts, t('documents.minutes.personInCharge'), meetingPersonName(minutes.inCharge));

  heading(doc, t('documents.minutes.attendees', { count: minutes.attendees.length }));
  if (minutes.attendees.length === 0) none();
  for (const attendee of minutes.attendees) paragraph(doc, `• ${meetingPersonName(attendee)}`);

  heading(doc, t('documents.minutes.reasons'));
  const reasons = minutes.reasons ?? [];
  if (reasons.length === 0) none();
  for (const [index, reason] of reasons.entries()) paragraph(doc, `${index + 1}. ${reason}`);

  heading(doc, t('documents.minutes.minutes'));
  paragraph(doc, minutes.minutes.trim() || t('documents.minutes.noMinutes'));

  discussions(
    doc,
    texts,
    t('documents.minutes.previousMeeting'),
    minutes.discussions.filter((d) => d.discussionType === 'previous'),
  );
  discussions(
    doc,
    texts,
    t('documents.minutes.thisMeeting'),
    minutes.discussions.filter((d) => d.discussionType === 'current'),
  );

  ensureRoom(doc, 150);
  doc.y += 14;
  paragraph(doc, t('documents.minutes.confidential', { club: texts.club }), { color: '#475569' });
  doc.y += 18;
  field(doc, texts, t('documents.minutes.preparedBy'), orUnknown(minutes.preparedByName));
  field(doc, texts, t('documents.minutes.date'), minutes.preparedAt ? texts.dateTime(minutes.preparedAt) : '-');
  field(
    doc,
    texts,
    t('documents.minutes.approvedBy'),
    minutes.status === 'approved' ? orUnknown(minutes.approvedByName) : t('documents.minutes.approvalRequired'),
  );
  if (minutes.status === 'approved' && minutes.approvedAt)
    field(doc, texts, t('documents.minutes.approvedOn'), texts.dateTime(minutes.approvedAt));
  doc.end();
  return bytes;
}
