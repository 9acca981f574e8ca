import type { QueryClient } from '@tanstack/react-query';
import { type QueryRoot, queryRoots } from './query-keys';

/** Which roots of cached queries a change to a table makes stale. */
const ROOTS_BY_TABLE: Record<string, readonly QueryRoot[]> = {
  profiles: ['me', 'profile', 'users'],
  user_roles: ['roles', 'users', 'me'],
  role_permissions: ['rolePermissions', 'me'],
  news: ['news', 'home', 'newsEvents'],
  events: ['events', 'home', 'newsEvents'],
  event_registrations: ['events'],
  teams: ['teams', 'home'],
  team_players: ['teams'],
  team_sessions: ['teams'],
  session_answers: ['teams'],
  session_attendance: ['teams'],
  team_notices: ['teams'],
  notifications: ['notifications'],
  sponsors: ['sponsors', 'home'],
  executive_committee: ['committee'],
  contact_messages: ['contact'],
  albums: ['gallery'],
  gallery: ['gallery'],
  membership_registrations: ['registrations', 'members'],
  members: ['members'],
  account_closure_requests: ['users'],
  memberships: ['members'],
  member_guardians: ['members'],
  guardian_invitations: ['members'],
  academy_registrations: ['registrations', 'members'],
  registration_fees: ['registrations'],
  payment_records: ['registrations', 'finance', 'members'],
  club_settings: ['settings'],
  chart_of_accounts: ['finance'],
  journal_entries: ['finance'],
  posting_roles: ['finance'],
  ledger_lock: ['finance'],
  financial_records: ['finance'],
  bank_statement_formats: ['finance'],
  bank_statement_imports: ['finance'],
  bank_statement_matches: ['finance', 'contributions', 'shop', 'members'],
  archive_folders: ['archive'],
  archive_folder_permissions: ['archive'],
  archive_documents: ['archive'],
  contribution_types: ['contributions'],
  contributions: ['contributions'],
  product_categories: ['shop'],
  variant_types: ['shop'],
  products: ['shop'],
  product_variants: ['shop'],
  orders: ['shop'],
  cart_items: ['shop'],
  meeting_requests: ['meetings'],
  meeting_minutes: ['meetings'],
  meeting_discussions: ['meetings'],
  card_payments: ['payments'],
};

/** Follows the server's change stream and refreshes the matching queries; returns the stop function. */
export function followLiveUpdates(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource('/api/live');
  source.addEventListener('change', (event) => {
    const { table } = JSON.parse((event as MessageEvent<string>).data) as { table: string };
    for (const root of ROOTS_BY_TABLE[table] ?? []) {
      void queryClient.invalidateQueries({ queryKey: queryRoots[root] });
    }
  });
  return () => source.close();
}
