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
});
