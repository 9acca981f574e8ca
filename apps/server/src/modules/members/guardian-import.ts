import {
  type ImportField,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportAction,
  type MemberImportProblem,
  type MemberImportRow,
  normalisePhone,
} from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { inviteAccounts } from '../../platform/accounts';
import { roleIdByName } from '../../platform/permissions';
import {
  cellReader,
  emailIn,
  type ImportSpec,
  nameKey,
  noRowsYet,
  type SentSheet,
  type SheetImport,
} from '../../platform/spreadsheet-import';
import { accountLanguage } from '../../platform/texts';
import { accountsByEmail, addGuardians, guardiansOf, membersByIdCard } from './import-repository';
import { idCardKey } from './repository';
import type { MemberDeps } from './standing';

const LIMITS: Partial<Record<ImportField, number>> = { guardianName: 120, childIdCardNumber: 30 };

/** The guardians' sheet, with the headings clubs write for its columns. */
const GUARDIANS: ImportSpec = {
  kind: 'guardians',
  unmapped: MEMBER_IMPORT_MESSAGES.unmappedGuardians,
  headings: {
    guardianName: ['guardianname', 'guardian', 'parentname', 'parent', 'name', 'ބެލެނިވެރިޔާ'],
    guardianEmail: ['guardianemail', 'parentemail', 'email', 'emailaddress'],
    guardianPhone: ['guardianphone', 'parentphone', 'guardianmobile', 'parentmobile', 'phone', 'mobile'],
    childIdCardNumber: ['childidcardnumber', 'childidcard', 'childid', 'childidcardno', 'childnationalid', 'idcardno'],
  },
};

interface GuardianRow {
  line: number;
  name: string;
  email: string | null;
  phone: string | null;
  childIdCard: string;
  problems: MemberImportProblem[];
}

function checkRow(line: number, cells: readonly string[], sheet: SentSheet): GuardianRow {
  const problems: MemberImportProblem[] = [];
  const cell = cellReader(cells, sheet.mapping, problems, LIMITS);
  for (const field of ['guardianName', 'guardianEmail', 'childIdCardNumber'] as const)
    if (cell(field) === '') problems.push({ kind: 'required', field });
  const phoneText = cell('guardianPhone');
  const phone = phoneText === '' ? null : normalisePhone(phoneText);
  if (phoneText !== '' && !phone) problems.push({ kind: 'badPhone', field: 'guardianPhone', value: phoneText });
  return {
    line,
    name: cell('guardianName'),
    email: emailIn(cell, 'guardianEmail', problems),
    phone,
    childIdCard: idCardKey(cell('childIdCardNumber')),
    problems,
  };
}

interface GuardianPlan {
  rows: MemberImportRow[];
  counts: Record<MemberImportAction, number>;
  /** New accounts to invite, one per email. */
  invitations: Map<string, { fullName: string; email: string; phone: string | null }>;
  /** Guardians to add: the child, and the account (by id, or by email for one invited now). */
  links: { memberId: string; userId: string | null; email: string }[];
}

/** What the import would do with each row: a guardian added to a child, or nothing, or a problem. */
async function planGuardians(db: AppDatabase, sheet: SentSheet): Promise<GuardianPlan> {
  const checked = sheet.rows.map(({ line, cells }) => checkRow(line, cells, sheet));
  const seen = new Map<string, number>();
  for (const row of checked) {
    if (!row.email || !row.childIdCard) continue;
    const key = `${row.email} ${row.childIdCard}`;
    const first = seen.get(key);
    if (first) row.problems.push({ kind: 'duplicateInFile', field: 'childIdCardNumber', line: first });
    else seen.set(key, row.line);
  }
  const children = new Map(
    (await membersByIdCard(db, [...new Set(checked.map((row) => row.childIdCard).filter(Boolean))], 0)).map(
      (member) => [member.id_card_number, member],
    ),
  );
  const accounts = new Map(
    (await accountsByEmail(db, [...new Set(checked.flatMap((row) => (row.email ? [row.email] : [])))])).map(
      (account) => [account.email, account],
    ),
  );
  const held = new Set(
    (
      await guardiansOf(
        db,
        [...children.values()].map((child) => child.id),
      )
    ).map((link) => `${link.member_id} ${link.user_id}`),
  );
  const plan: GuardianPlan = {
    rows: [],
    counts: noRowsYet(),
    invitations: new Map(),
    links: [],
  };
  for (const row of checked) {
    const child = children.get(row.childIdCard);
    if (row.childIdCard && !child)
      row.problems.push({ kind: 'noSuchMember', field: 'childIdCardNumber', value: row.childIdCard });
    const account = row.email ? accounts.get(row.email) : undefined;
    if (child && account && child.user_id === account.id)
      row.problems.push({ kind: 'ownAccount', field: 'guardianEmail', value: row.email ?? '' });
    // An account is made a guardian only when it is the person the row names.
    else if (account && nameKey(account.account_name) !== nameKey(row.name))
      row.problems.push({ kind: 'emailOtherName', field: 'guardianEmail', value: account.account_name });
    const already = Boolean(child && account && held.has(`${child.id} ${account.id}`));
    const action: MemberImportAction = row.problems.length ? 'invalid' : already ? 'unchanged' : 'create';
    if (action === 'create' && child && row.email) {
      if (!account && !plan.invitations.has(row.email))
        plan.invitations.set(row.email, { fullName: row.name, email: row.email, phone: row.phone });
      plan.links.push({ memberId: child.id, userId: account?.id ?? null, email: row.email });
    }
    plan.counts[action] += 1;
    plan.rows.push({
      line: row.line,
      action,
      fullName: row.name,
      idCardNumber: row.childIdCard,
      memberNumber: child?.member_number ?? null,
      membership: null,
      account: action === 'create' ? (account ? 'link' : 'invite') : null,
      about: child?.full_name ?? null,
      problems: row.problems,
    });
  }
  return plan;
}

/**
 * The guardians' spreadsheet (members:create), imported as the member import is: every row or none, a guardian the
 * child has already written again as nothing. A new guardian's account is made and they are invited to it, once
 * however many children they have in the file.
 */
export const guardianSheet = (deps: MemberDeps): SheetImport<GuardianPlan> => ({
  spec: GUARDIANS,
  plan: planGuardians,
  async write(tx, plan, actor) {
    const invited = await inviteAccounts(
      tx,
      deps,
      {
        actor,
        role: { id: roleIdByName('guest'), name: 'guest' },
        language: await accountLanguage(tx, actor.userId),
      },
      [...plan.invitations.values()],
    );
    await addGuardians(
      tx,
      plan.links.map((link) => ({ memberId: link.memberId, userId: link.userId ?? invited.get(link.email) ?? '' })),
      actor.userId,
    );
  },
});
