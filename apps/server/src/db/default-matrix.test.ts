import { readFile } from 'node:fs/promises';
import { ACTIONS, grantsByDefault, MODULE_IDS, ROLES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/harness';
import { queryRows } from './client';

/**
 * The migrations seed the saved matrix; the shared module list states the defaults the web and
 * "Reset to Defaults" use. A migration that forgets a right (or grants one too many) fails here.
 */
describe('the saved matrix after the migrations', () => {
  const test = useTestDatabase();

  it('equals the shared defaults for every system role, module and action', async () => {
    const rows = await queryRows<{ role: string; module: string; action: string }>(
      test.current.db,
      sql`select r.name as role, p.module, p.action
        from role_permissions p join user_roles r on r.id = p.role_id where r.is_system_role`,
    );
    const saved = new Set(rows.map((r) => `${r.role} ${r.module} ${r.action}`));
    const expected = new Set(
      ROLES.flatMap((role) =>
        MODULE_IDS.flatMap((moduleId) =>
          ACTIONS.filter((action) => grantsByDefault(role, moduleId, action)).map(
            (action) => `${role} ${moduleId} ${action}`,
          ),
        ),
      ),
    );
    expect([...saved].filter((k) => !expected.has(k)).sort(), 'saved but not a default').toEqual([]);
    expect([...expected].filter((k) => !saved.has(k)).sort(), 'a default not saved').toEqual([]);
  });

  it("keeps a custom role's saved rights when its modules are renamed (migration 0037)", async () => {
    const db = test.current.db;
    const [role] = await queryRows<{ id: string }>(
      db,
      sql`insert into user_roles (name, display_name, base_role) values ('treasurer-old', 'Treasurer', 'executive') returning id`,
    );
    const old = ['ecommerce', 'user-management', 'executive-committee', 'contact-messages', 'club-settings', 'finance'];
    for (const module of old)
      await db.execute(
        sql`insert into role_permissions (role_id, module, action) values (${role?.id}, ${module}, 'view')`,
      );
    const rename = await readFile(new URL('./migrations/0037_module_ids_match_folders.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(rename));
    const rights = await queryRows<{ module: string }>(
      db,
      sql`select module from role_permissions where role_id = ${role?.id} order by module`,
    );
    expect(rights.map((r) => r.module)).toEqual(['committee', 'contact', 'finance', 'settings', 'shop', 'users']);
    expect(rights.every((r) => (MODULE_IDS as readonly string[]).includes(r.module))).toBe(true);
  });
});
