import type { ServerResponse } from 'node:http';
import type { ModuleId } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { holdsModuleRight, type Viewer } from './access';
import { HttpError, loggableError } from './errors';
import type { PermissionStore } from './permissions';
import { fileResponse } from './response-schemas';

export const CHANGES_CHANNEL = 'club_changes';
const KEEP_ALIVE_MS = 25_000;

/**
 * Who may hear that a table changed: everyone (public pages), any signed-in person, or holders of one
 * of these view rights. A table missing here is told to nobody, so a new staff table stays private
 * until it is listed.
 */
type Audience = 'everyone' | 'signed-in' | readonly ModuleId[];

export const TABLE_AUDIENCES: Record<string, Audience> = {
  news: 'everyone',
  events: 'everyone',
  // Places taken and waiting change for every visitor of the event's page: the table's name only travels.
  event_registrations: 'signed-in',
  teams: 'everyone',
  team_players: 'everyone',
  team_sessions: 'everyone',
  // Who answers is the players' and the coaches' business: the table's name only travels.
  session_answers: 'signed-in',
  session_attendance: ['teams'],
  // A team's notices reach its players' dashboards: the table's name only travels.
  team_notices: 'signed-in',
  // A person's own notices (their dashboard): the table's name only travels.
  notifications: 'signed-in',
  sponsors: 'everyone',
  executive_committee: 'everyone',
  albums: 'everyone',
  gallery: 'everyone',
  club_settings: 'everyone',
  // Every signed-in page depends on the viewer's own profile, role and rights (/api/me).
  profiles: 'signed-in',
  user_roles: 'signed-in',
  role_permissions: 'signed-in',
  contact_messages: ['contact'],
  // A person's own home refreshes live as staff decide on it (their application, membership, family, receipts):
  // the table's name only travels, and each answer is the viewer's own.
  membership_registrations: 'signed-in',
  members: 'signed-in',
  account_closure_requests: ['users'],
  memberships: 'signed-in',
  member_guardians: 'signed-in',
  guardian_invitations: 'signed-in',
  academy_registrations: 'signed-in',
  registration_fees: 'everyone',
  payment_records: 'signed-in',
  chart_of_accounts: ['finance'],
  journal_entries: ['finance'],
  posting_roles: ['finance'],
  ledger_lock: ['finance'],
  financial_records: ['finance'],
  bank_statement_formats: ['finance'],
  bank_statement_rules: ['finance'],
  bank_statement_imports: ['finance'],
  bank_statement_matches: ['finance', 'contributions', 'shop', 'members'],
  // A payer's own card payment (its page) and the treasurer's list: the table's name only travels.
  card_payments: 'signed-in',
  // Table names only: a secret meeting's details never travel on the stream.
  // Members may hold folder grants: table names only, and each list is filtered by the viewer's grants.
  archive_folders: 'signed-in',
  archive_folder_permissions: 'signed-in',
  archive_documents: 'signed-in',
  // The public page's statistics and recent list come from confirmed contributions: names only travel.
  contribution_types: 'everyone',
  contributions: 'everyone',
  product_categories: 'everyone',
  variant_types: 'everyone',
  products: 'everyone',
  product_variants: 'everyone',
  // A buyer's order page and cart refresh live; each list is filtered to its owner (or staff).
  orders: 'signed-in',
  cart_items: 'signed-in',
  meeting_requests: ['meetings'],
  meeting_minutes: ['meetings'],
  meeting_discussions: ['meetings'],
};

export interface LiveLimits {
  maxConnections: number;
  maxPerAddress: number;
}

interface LiveClient {
  res: ServerResponse;
  viewer: Viewer | null;
  address: string;
}

/** Relays table-change notifications from Postgres to the open SSE streams allowed to hear them. */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private readonly perAddress = new Map<string, number>();
  private keepAlive: NodeJS.Timeout | null = null;

  constructor(
    private readonly permissions: PermissionStore,
    private readonly limits: LiveLimits,
  ) {}

  get size() {
    return this.clients.size;
  }

  /** Refuses (429) past the total cap or the per-address cap; a match-day crowd shares addresses, so both are generous. */
  admit(address: string) {
    if (this.clients.size >= this.limits.maxConnections) {
      throw new HttpError(429, 'The live update service is full. The page still works; reload it later.');
    }
    if ((this.perAddress.get(address) ?? 0) >= this.limits.maxPerAddress) {
      throw new HttpError(429, 'Too many live connections from your network.');
    }
  }

  add(res: ServerResponse, viewer: Viewer | null, address: string) {
    const client = { res, viewer, address };
    this.clients.add(client);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    res.on('close', () => {
      if (!this.clients.delete(client)) return;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    this.keepAlive ??= setInterval(() => this.writeAll(': keep-alive\n\n'), KEEP_ALIVE_MS).unref();
  }

  broadcast(table: string) {
    const audience = TABLE_AUDIENCES[table];
    if (!audience) return;
    const chunk = `event: change\ndata: ${JSON.stringify({ table })}\n\n`;
    for (const client of this.clients) {
      if (this.hears(client.viewer, audience)) client.res.write(chunk);
    }
  }

  closeAll() {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    for (const client of this.clients) client.res.end();
    this.clients.clear();
    this.perAddress.clear();
  }

  private hears(viewer: Viewer | null, audience: Audience) {
    if (audience === 'everyone') return true;
    if (!viewer) return false;
    if (audience === 'signed-in') return true;
    return audience.some((moduleId) => holdsModuleRight(this.permissions, viewer, moduleId, 'view'));
  }

  private writeAll(chunk: string) {
    for (const client of this.clients) client.res.write(chunk);
  }
}

/**
 * `onChange` lets the server react to a table change too (whichever process made it). After the
 * notification connection drops and comes back, changes may have been missed: every table is then
 * treated as changed, so caches reload (the permission matrix first) and browsers refetch.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; permissions: PermissionStore; limits: LiveLimits },
  onChange: (table: string) => void = () => {},
) {
  const hub = new LiveHub(deps.permissions, deps.limits);
  const changed = (table: string) => {
    onChange(table);
    hub.broadcast(table);
  };
  const unlisten = await deps.database.listen(CHANGES_CHANNEL, changed, async () => {
    app.log.warn('change notifications reconnected: reloading everything cached');
    await deps.permissions
      .reload()
      .catch((err) => app.log.error({ err: loggableError(err) }, 'permission reload failed'));
    for (const table of Object.keys(TABLE_AUDIENCES)) changed(table);
  });
  app.addHook('preClose', async () => {
    hub.closeAll();
    await unlisten();
  });

  app.get(
    '/api/live',
    {
      config: { access: { public: true } },
      schema: {
        response: fileResponse('A stream of server-sent events', 'text/event-stream'),
        tags: ['system'],
        summary:
          'Server-sent events: `change` events naming a changed table the viewer may read (public tables for everyone)',
      },
    },
    async (request, reply) => {
      hub.admit(request.ip);
      const viewer = await request.viewer();
      reply.hijack();
      const res = reply.raw;
      // A hijacked reply sends nothing Fastify holds: the headers every response carries go out by hand.
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n: connected\n\n');
      hub.add(res, viewer, request.ip);
      request.raw.on('close', () => res.end());
    },
  );
  return hub;
}
