import type { ConfirmedSetupStep, SetupStep } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';

/** What the portal holds that ticks a checklist step by itself, and the steps done by saying or doing so. */
export async function setupFacts(db: AppDatabase) {
  const [row] = await queryRows<{
    opening_balance: boolean;
    plans: boolean;
    second_factor: boolean;
    done: SetupStep[];
  }>(
    db,
    sql`select
        exists (select 1 from journal_entries j join posting_roles r on r.role = 'bank' and j.source_id = r.account_id
          where j.source_type = 'opening_balance' and not j.superseded) as opening_balance,
        exists (select 1 from registration_fees where registration_type = 'membership' and is_active) as plans,
        not exists (select 1 from user_roles where is_active and base_role in ('admin', 'executive')
          and not requires_second_factor) as second_factor,
        array(select step from setup_steps) as done`,
  );
  if (!row) throw new Error('setup facts not read');
  return row;
}

/** A step done now by `userId` (done once: doing it again keeps the first time). */
export async function markSetupStep(db: AppDatabase, step: ConfirmedSetupStep | 'testMail', userId: string) {
  await db.execute(
    sql`insert into setup_steps (step, done_by) values (${step}, ${userId}) on conflict (step) do nothing`,
  );
}
