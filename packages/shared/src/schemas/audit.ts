import { z } from 'zod';
import { isoDate, paginated, paginationQuery } from './common';

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
} as const;

export type AuditArea = keyof typeof AUDIT_AREAS;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const auditQuerySchema = paginationQuery.omit({ search: true }).extend({
  /** Part of the acting person's name or email address. */
  actor: z.preprocess(blankToUndefined, z.string().trim().max(254).optional()),
  area: z.preprocess(blankToUndefined, z.enum(Object.keys(AUDIT_AREAS) as [AuditArea, ...AuditArea[]]).optional()),
  /** Days in the club's time zone, both included. */
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The acting person's name from their profile, when they have one. */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = paginated(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
