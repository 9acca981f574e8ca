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
} as const;

export type AuditArea = keyof typeof AUDIT_AREAS;

export interface AuditChange {
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

/** The operations the audit log names. */
export const AUDIT_VERBS = ['create', 'update', 'delete', 'role_change', 'attendees'] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

const VERBS: Record<AuditVerb, string> & Record<string, string | undefined> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  role_change: 'Changed the role of',
  attendees: 'Changed the attendees of',
};

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
];

const FIELD_WORDS: Record<string, string> = { url: 'URL', id: 'ID', mvr: 'MVR', pdf: 'PDF' };

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

/** A stored value as a person reads it: yes/no, blanks as a dash, lists and objects in short. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatClubDate(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
      return formatClubDateTime(value);
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
export function describeAuditEntry(entry: {
  action: string;
  entityType: string;
  before: unknown;
  after: unknown;
}): AuditDescription {
  const operation = entry.action.slice(entry.action.lastIndexOf('.') + 1);
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const record = after ?? before ?? {};
  const nameField = NAME_FIELDS.find((field) => typeof record[field] === 'string' && record[field] !== '');
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !NOISE.has(k));
  const changes = keys
    .map((key) => ({ field: fieldLabel(key), before: auditValue(before?.[key]), after: auditValue(after?.[key]) }))
    // A blank that stays blank (a new record's empty fields) is no change.
    .filter((change) => change.before !== change.after);
  const areaKey = Object.hasOwn(AUDIT_AREAS, entry.entityType) ? (entry.entityType as AuditArea) : null;
  return {
    operation,
    verb: VERBS[operation] ?? fieldLabel(operation),
    areaKey,
    area: AUDIT_AREAS[entry.entityType as keyof typeof AUDIT_AREAS] ?? fieldLabel(entry.entityType),
    subject: nameField ? String(record[nameField]) : null,
    changes,
  };
}
