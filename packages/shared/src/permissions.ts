export const ROLES = ['guest', 'member', 'executive', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = { guest: 0, member: 1, executive: 2, admin: 3 };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Full system access with all permissions',
  executive: 'Management access with approval rights',
  member: 'Standard member access with limited editing',
  guest: 'View-only access to public content',
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  executive: 'Executive',
  member: 'Member',
  guest: 'Guest',
};

export const ACTIONS = ['view', 'create', 'edit', 'delete', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];

export const ACTION_LABELS: Record<Action, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasRoleAtLeast(role: Role, minimum: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

/**
 * Whether someone at `actorLevel` may manage an account at, or give a role of, `targetLevel`: admins
 * anything, everyone else only what is strictly below their own level (no self-promotion, and one
 * executive cannot take over another).
 */
export function mayManageLevel(actorLevel: Role, targetLevel: Role): boolean {
  return actorLevel === 'admin' || ROLE_RANK[targetLevel] < ROLE_RANK[actorLevel];
}

export const isExecutiveLevel = (role: Role) => hasRoleAtLeast(role, 'executive');

type Grants = Record<Role, readonly Action[]>;

const ALL: readonly Action[] = ACTIONS;
const ALL_BUT_APPROVE: readonly Action[] = ['view', 'create', 'edit', 'delete'];
const NONE: readonly Action[] = [];
const ADMIN_ONLY: Grants = { admin: ALL, executive: NONE, member: NONE, guest: NONE };
const CONTENT: Grants = { admin: ALL, executive: ALL, member: ['view', 'create'], guest: NONE };
/** view = list/export/ID cards, create = manage fee structures, edit, delete, approve = collect a fee (decision 005). */
const REGISTRATIONS: Grants = { admin: ALL, executive: ['view', 'create', 'approve'], member: NONE, guest: NONE };
const STAFF_LISTS: Grants = { admin: ALL, executive: ALL, member: ['view'], guest: NONE };
const SHOP_LIKE: Grants = { admin: ALL, executive: ['view', 'create', 'edit'], member: NONE, guest: NONE };

export interface ModuleDefinition {
  id: string;
  title: string;
  description: string;
  icon: string;
  path: string;
  /** Role below which the admin screen redirects to /dashboard even with a permission. */
  minRole: Role;
  grants: Grants;
}

/** The module matrix of the three spec files (view / create / edit / delete / approve per role). */
export const MODULES = [
  {
    id: 'users',
    title: 'User Management',
    description: 'Manage member accounts, roles and access',
    icon: 'users',
    path: '/admin/users',
    minRole: 'guest',
    grants: { admin: ALL_BUT_APPROVE, executive: ['view'], member: NONE, guest: NONE },
  },
  {
    id: 'news-events',
    title: 'News & Events',
    description: 'Publish club news and announce events',
    icon: 'newspaper',
    path: '/admin/news-events',
    minRole: 'guest',
    grants: CONTENT,
  },
  {
    id: 'news',
    title: 'News Management',
    description: 'Write, publish and feature news articles',
    icon: 'file-text',
    path: '/admin/news',
    minRole: 'guest',
    grants: CONTENT,
  },
  {
    id: 'events',
    title: 'Events Management',
    description: 'Schedule matches, tournaments and club events',
    icon: 'calendar',
    path: '/admin/events',
    minRole: 'guest',
    grants: CONTENT,
  },
  {
    id: 'membership-registrations',
    title: 'Membership Registrations',
    description: 'Review membership applications and collect fees',
    icon: 'id-card',
    path: '/admin/membership-registrations',
    minRole: 'guest',
    grants: REGISTRATIONS,
  },
  {
    id: 'academy-registrations',
    title: 'Academy Registrations',
    description: 'Review academy enrolments and collect fees',
    icon: 'graduation-cap',
    path: '/admin/academy-registrations',
    minRole: 'guest',
    grants: REGISTRATIONS,
  },
  {
    // Beyond the spec: the people behind the applications, their memberships by season and who has paid.
    id: 'members',
    title: 'Members',
    description: 'Members, memberships by season and who has paid',
    icon: 'badge-check',
    path: '/admin/members',
    minRole: 'guest',
    grants: { admin: ALL, executive: ['view', 'edit', 'approve'], member: NONE, guest: NONE },
  },
  {
    id: 'finance',
    title: 'Financial Management',
    description: 'Journal entries, chart of accounts and reports',
    icon: 'wallet',
    path: '/admin/finance',
    minRole: 'guest',
    grants: { admin: ALL, executive: ['view', 'create', 'edit', 'approve'], member: NONE, guest: NONE },
  },
  {
    id: 'meetings',
    title: 'Meeting Management',
    description: 'Request meetings, record and approve minutes',
    icon: 'clipboard-list',
    path: '/admin/meetings',
    minRole: 'guest',
    // The spec gives nobody meetings:approve; admins approve by default (decision 011).
    grants: { admin: ALL, executive: ALL_BUT_APPROVE, member: ['view'], guest: NONE },
  },
  {
    id: 'teams',
    title: 'Team Management',
    description: 'Teams, squads and player details',
    icon: 'trophy',
    path: '/admin/teams',
    minRole: 'guest',
    grants: { admin: ALL, executive: ALL, member: ['view'], guest: ['view'] },
  },
  {
    id: 'gallery',
    title: 'Gallery Management',
    description: 'Photo albums from matches and club life',
    icon: 'image',
    path: '/admin/gallery',
    minRole: 'guest',
    grants: { admin: ALL, executive: ALL, member: ['view', 'create'], guest: ['view'] },
  },
  {
    id: 'sponsors',
    title: 'Sponsors & Partners',
    description: 'Sponsorships, partners and their logos',
    icon: 'handshake',
    path: '/admin/sponsors',
    minRole: 'guest',
    grants: STAFF_LISTS,
  },
  {
    id: 'committee',
    title: 'Executive Committee',
    description: 'Committee members shown on the public site',
    icon: 'award',
    path: '/admin/executive-committee',
    minRole: 'guest',
    grants: STAFF_LISTS,
  },
  {
    id: 'role-permissions',
    title: 'Role Permissions',
    description: 'Set what each role may do in every module',
    icon: 'shield',
    path: '/admin/role-permissions',
    minRole: 'admin',
    grants: ADMIN_ONLY,
  },
  {
    id: 'roles',
    title: 'Role Management',
    description: 'Create and edit custom roles',
    icon: 'user-cog',
    path: '/admin/roles',
    minRole: 'admin',
    grants: ADMIN_ONLY,
  },
  {
    id: 'backend',
    title: 'Backend Management',
    description: 'System health, storage and database figures',
    icon: 'server',
    path: '/admin/backend',
    minRole: 'admin',
    grants: ADMIN_ONLY,
  },
  {
    // Beyond the spec: what the club changes without a redeploy (bank account, goals, caps, contact).
    id: 'settings',
    title: 'Club Settings',
    description: 'Bank account, contribution goal, upload limits, contact details, home page photo and social links',
    icon: 'settings',
    path: '/admin/settings',
    minRole: 'admin',
    grants: { admin: ['view', 'edit'], executive: NONE, member: NONE, guest: NONE },
  },
  {
    id: 'archive',
    title: 'Archive Management',
    description: 'Club documents kept in folders with access control',
    icon: 'archive',
    path: '/admin/archive',
    minRole: 'executive',
    grants: { admin: ALL, executive: ALL_BUT_APPROVE, member: NONE, guest: NONE },
  },
  {
    id: 'shop',
    title: 'E-commerce Management',
    description: 'Products, categories, orders and inventory',
    icon: 'shopping-bag',
    path: '/admin/ecommerce',
    minRole: 'executive',
    grants: SHOP_LIKE,
  },
  {
    id: 'contributions',
    title: 'Contribution Management',
    description: 'Contribution types and donations received',
    icon: 'heart-handshake',
    path: '/admin/contributions',
    minRole: 'executive',
    grants: SHOP_LIKE,
  },
  {
    // Beyond the spec (whose contact form does nothing): the messages visitors send from the home page.
    id: 'contact',
    title: 'Contact Messages',
    description: 'Messages sent through the contact form',
    icon: 'mail',
    path: '/admin/messages',
    minRole: 'executive',
    grants: { admin: ALL_BUT_APPROVE, executive: ['view', 'edit'], member: NONE, guest: NONE },
  },
] as const satisfies readonly ModuleDefinition[];

export type Module = (typeof MODULES)[number];
export type ModuleId = Module['id'];
export const MODULE_IDS = MODULES.map((m) => m.id) as ModuleId[];

const MODULE_BY_ID = new Map<string, ModuleDefinition>(MODULES.map((m) => [m.id, m]));

export function getModule(id: ModuleId): ModuleDefinition {
  const found = MODULE_BY_ID.get(id);
  if (!found) throw new Error(`Unknown module ${id}`);
  return found;
}

/**
 * Whether the spec's default matrix grants the action. The rights in force are the saved matrix
 * (the server's PermissionStore, the viewer's permissions in /api/me); these defaults seed it.
 */
export function grantsByDefault(role: Role, moduleId: ModuleId, action: Action): boolean {
  return getModule(moduleId).grants[role].includes(action);
}
