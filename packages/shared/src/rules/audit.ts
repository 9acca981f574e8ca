import { formatClubDate, formatClubDateTime } from './club-time';
import { formatPhone } from './phone';

/** What the audit log records changes of (the entity types its rows carry), with the names staff read. */
export const AUDIT_AREAS = {
  user: 'Users',
  role: 'Roles',
  permissions: 'Permissions',
  news: 'News',
  events: 'Events',
  teams: 'Teams',
  team_players: 'Players',
  sponsors: 'Sponsors',
  executive_committee: 'Executive committee',
  albums: 'Albums',
  gallery: 'Gallery photos',
  membership_registrations: 'Membership registrations',
  academy_registrations: 'Academy registrations',
  registration_fees: 'Fee structures',
  payment_records: 'Fee payments',
  contact_messages: 'Contact messages',
  settings: 'Club settings',
  chart_of_accounts: 'Chart of accounts',
  journal_entries: 'Journal entries',
  journal_entry_lines: 'Journal lines',
  ledger_lock: 'Closed period',
  financial_records: 'Legacy transactions',
  posting_roles: 'Posting accounts',
  archive_folders: 'Archive folders',
  archive_folder_permissions: 'Archive folder access',
  archive_documents: 'Archive documents',
  contribution_types: 'Contribution types',
  contributions: 'Contributions',
  product_categories: 'Shop categories',
  variant_types: 'Shop variant types',
  products: 'Shop products',
  product_variants: 'Shop product variants',
  orders: 'Shop orders',
  meeting_requests: 'Meeting requests',
  meeting_minutes: 'Meeting minutes',
  meeting_discussions: 'Meeting discussions',
  members: 'Members',
  memberships: 'Memberships',
  account_closure_requests: 'Account closures',
  bank_statement_formats: 'Bank statement formats',
  bank_statement_matches: 'Bank statement matches',
  bank_statement_rules: 'Bank statement rules',
  calendar_feeds: 'Calendar links',
  event_registrations: 'Event places',
  member_guardians: 'Member guardians',
  session_answers: 'Training answers',
  session_attendance: 'Attendance',
  team_notices: 'Team notices',
  team_sessions: 'Team sessions',
  card_gateway: 'Card payment settings',
  card_payments: 'Card payments',
} as const;

export type AuditArea = keyof typeof AUDIT_AREAS;

export interface AuditChange {
  /** The stored field in snake case ('jersey_number'), by which the screens name it in the reader's language. */
  key: string;
  /** The field as an English reader names it ('Jersey number'). */
  field: string;
  before: string;
  after: string;
}

export interface AuditDescription {
  /** What was done: 'create', 'update', 'delete', 'role_change'... (the screens name it in the reader's language). */
  operation: string;
  /** 'Updated', 'Created', 'Deleted', 'Changed the role of'... */
  verb: string;
  /** The area of a known kind of record (the screens name it in the reader's language), else null. */
  areaKey: AuditArea | null;
  /** The area as staff name it ('Shop products'). */
  area: string;
  /** The record's own name when it has one ('Club Jersey', 'MEM-2026-00012'). */
  subject: string | null;
  /** For an update, the fields that changed; for a creation or deletion, the record's fields. */
  changes: AuditChange[];
}

/** What was done, as the audit log names it: an action's words after its area ('user.second-factor.on'). */
const VERBS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  role_change: 'Changed the role of',
  attendees: 'Changed the attendees of',
  sessions_end: 'Ended the sessions of',
  second_factor_on: 'Turned on a second sign-in step in',
  second_factor_off: 'Turned off the second sign-in step in',
  second_factor_reset: 'Reset the second sign-in step of',
  passkey_add: 'Added a passkey in',
  passkey_remove: 'Removed a passkey in',
  accept: 'Accepted',
  decline: 'Declined',
  remind: 'Sent a reminder about',
  link_account: 'Linked an account to',
  invite_guardian: 'Invited a guardian for',
  accept_guardian_invitation: 'Accepted a guardian invitation in',
  decline_guardian_invitation: 'Declined a guardian invitation in',
  add_guardian: 'Added a guardian to',
  hand_over: 'Handed over',
  close: 'Closed',
  second_factor_roles: 'Changed which roles need a second sign-in step in',
  confirm: 'Confirmed a setup step in',
} as const;

/** The operations the audit log names. */
export type AuditVerb = keyof typeof VERBS;
export const AUDIT_VERBS = Object.keys(VERBS) as AuditVerb[];

/** 'user.second-factor.on' -> 'second_factor_on'; 'news.create' -> 'create'. */
const operationOf = (action: string) => action.slice(action.indexOf('.') + 1).replace(/[.-]/g, '_');

/** Bookkeeping columns every row has: not what anybody changed. */
const NOISE = new Set(['id', 'created_at', 'updated_at', 'updated_by', 'created_by', 'createdAt', 'updatedAt']);

/** The columns that name a record, in the order they are tried. */
const NAME_FIELDS = [
  'title',
  'name',
  'display_name',
  'displayName',
  'full_name',
  'fullName',
  'player_name',
  'form_number',
  'order_number',
  'entry_number',
  'receipt_number',
  'email',
  'member_number',
  'memberNumber',
];

const FIELD_WORDS: Record<string, string> = { url: 'URL', id: 'ID', mvr: 'MVR', pdf: 'PDF' };

/** 'jerseyNumber' and 'jersey_number' -> 'jersey_number': one name for a field stored either way. */
export const fieldKey = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** 'jersey_number' and 'jerseyNumber' -> 'Jersey number'; 'logo_url' -> 'Logo URL'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => FIELD_WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Fields whose values come from a fixed list ('pending', 'Football', 'bank_transfer'), not from a person. */
export const CODED_FIELDS: ReadonlySet<string> = new Set([
  'account_type',
  'answer',
  'attendance_reason',
  'base_role',
  'currency',
  'decision',
  'discussion_type',
  'fee_status',
  'held',
  'kind',
  'meeting_type',
  'mode',
  'payment_method',
  'payment_status',
  'permission_level',
  'plan',
  'registration_type',
  'role',
  'source_type',
  'sport',
  'state',
  'status',
  'transaction_type',
]);

/** 'Table Tennis' -> 'table_tennis': the name by which the screens find a coded value's words. */
export const codeKey = (value: string) => value.trim().replace(/\s+/g, '_').toLowerCase();

/** How the reader's language writes yes, no, a day, a moment and a coded value. */
export interface AuditWords {
  yes: string;
  no: string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
  code: (value: string) => string;
}

const ENGLISH: AuditWords = {
  yes: 'Yes',
  no: 'No',
  date: formatClubDate,
  dateTime: formatClubDateTime,
  code: (value) => value,
};

/** A stored value as a person reads it: yes/no, blanks as a dash, lists and objects in short. */
export function auditValue(value: unknown, words: AuditWords = ENGLISH): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return words.date(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return words.dateTime(value);
    if (/^\+960\d{7}$/.test(value)) return formatPhone(value);
    return value.length > 120 ? `${value.slice(0, 119)}…` : value;
  }
  if (typeof value === 'number') return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 119)}…` : json;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** An audit row as a sentence and a list of changed fields, for the audit log screen. */
export function describeAuditEntry(
  entry: {
    action: string;
    entityType: string;
    before: unknown;
    after: unknown;
  },
  words: AuditWords = ENGLISH,
): AuditDescription {
  const operation = operationOf(entry.action);
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const record = after ?? before ?? {};
  const nameField = NAME_FIELDS.find((field) => typeof record[field] === 'string' && record[field] !== '');
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !NOISE.has(k));
  const changes = keys
    .map((key) => {
      const coded = CODED_FIELDS.has(fieldKey(key));
      const show = (value: unknown) =>
        coded && typeof value === 'string' && value !== '' ? words.code(value) : auditValue(value, words);
      return { key: fieldKey(key), field: fieldLabel(key), before: show(before?.[key]), after: show(after?.[key]) };
    })
    // A blank that stays blank (a new record's empty fields) is no change.
    .filter((change) => change.before !== change.after);
  const areaKey = Object.hasOwn(AUDIT_AREAS, entry.entityType) ? (entry.entityType as AuditArea) : null;
  return {
    operation,
    verb: Object.hasOwn(VERBS, operation) ? VERBS[operation as AuditVerb] : fieldLabel(operation),
    areaKey,
    area: AUDIT_AREAS[entry.entityType as keyof typeof AUDIT_AREAS] ?? fieldLabel(entry.entityType),
    subject: nameField ? String(record[nameField]) : null,
    changes,
  };
}
