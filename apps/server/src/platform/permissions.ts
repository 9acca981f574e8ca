import { ACTIONS, type Action, type ModuleId, type Role } from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { rolePermissions, userRoles } from '../db/schema';

export interface RoleInfo {
  id: string;
  name: string;
  displayName: string;
  baseRole: Role;
  isSystemRole: boolean;
  isActive: boolean;
}

/** Tables whose changes make the saved matrix stale (in this process or another one). */
export const PERMISSION_TABLES = new Set(['user_roles', 'role_permissions']);

/** A role's rights per module, shared by every request: read-only. */
export type RoleRights = Readonly<Partial<Record<ModuleId, readonly Action[]>>>;

/**
 * The saved permission matrix, held in memory for the guard. Reloaded right after a change made
 * here, and on the change notification from Postgres for changes made by other processes.
 */
export class PermissionStore {
  private grants = new Map<string, Set<string>>();
  private roles = new Map<string, RoleInfo>();
  private actionsByRole = new Map<string, RoleRights>();
  private loading: Promise<void> | null = null;
  private stale = false;

  constructor(private readonly db: AppDatabase) {}

  /** Loads the matrix; concurrent calls share one load, and a call during a load schedules another. */
  async reload(): Promise<void> {
    if (this.loading) {
      this.stale = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.stale = false;
        const [roleRows, permissionRows] = await Promise.all([
          this.db.select().from(userRoles),
          this.db.select().from(rolePermissions),
        ]);
        const grants = new Map<string, Set<string>>();
        for (const row of permissionRows) {
          const set = grants.get(row.roleId) ?? new Set<string>();
          set.add(`${row.module}:${row.action}`);
          grants.set(row.roleId, set);
        }
        this.grants = grants;
        this.actionsByRole = new Map();
        this.roles = new Map(
          roleRows.map((r) => [
            r.id,
            {
              id: r.id,
              name: r.name,
              displayName: r.displayName,
              baseRole: r.baseRole,
              isSystemRole: r.isSystemRole,
              isActive: r.isActive,
            },
          ]),
        );
      } while (this.stale);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** A deactivated role grants nothing. */
  can(roleId: string, moduleId: ModuleId, action: Action): boolean {
    if (!this.roles.get(roleId)?.isActive) return false;
    return this.grants.get(roleId)?.has(`${moduleId}:${action}`) ?? false;
  }

  /** The role's rights per module, in the matrix's order of actions (worked out once per loaded matrix, frozen). */
  actionsOf(roleId: string): RoleRights {
    let result = this.actionsByRole.get(roleId);
    if (result) return result;
    const actions: Partial<Record<ModuleId, Action[]>> = {};
    if (this.roles.get(roleId)?.isActive) {
      for (const key of this.grants.get(roleId) ?? []) {
        const [moduleId, action] = key.split(':') as [ModuleId, Action];
        actions[moduleId] = [...(actions[moduleId] ?? []), action];
      }
      for (const list of Object.values(actions))
        Object.freeze(list.sort((a, b) => ACTIONS.indexOf(a) - ACTIONS.indexOf(b)));
    }
    result = Object.freeze(actions);
    this.actionsByRole.set(roleId, result);
    return result;
  }

  role(roleId: string): RoleInfo | undefined {
    return this.roles.get(roleId);
  }

  roleByName(name: string): RoleInfo | undefined {
    for (const role of this.roles.values()) if (role.name === name) return role;
    return undefined;
  }
}

/** A subquery for the id of the role with this name, for inserts that assign a role. */
export const roleIdByName = (name: string) =>
  sql<string>`(select ${userRoles.id} from ${userRoles} where ${eq(userRoles.name, name)})`;
