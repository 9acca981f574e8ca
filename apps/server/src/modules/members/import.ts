import {
  clubToday,
  FEE_CATEGORIES,
  type ImportField,
  type ImportMapping,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportAction,
  type MemberImportProblem,
  type MemberImportRow,
  normalisePhone,
  REQUIRED_MEMBER_IMPORT_FIELDS,
  spreadsheetDate,
} from '@club/shared';
import type { AppDatabase, Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
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
import {
  accountsByEmail,
  insertMembers,
  insertMemberships,
  type KnownMember,
  linkMemberAccounts,
  membersByIdCard,
  recordHistoricalPayments,
  updateMembers,
} from './import-repository';
import { idCardKey, planAmount } from './repository';
import { currentSeason, type MemberDeps, rolesFollowMembership } from './standing';

type Plan = (typeof FEE_CATEGORIES)[number];

/** The club's member list: its headings are those every import knows. */
const MEMBERS: ImportSpec = { kind: 'members', headings: {}, unmapped: MEMBER_IMPORT_MESSAGES.unmapped };

const YES = new Set(['yes', 'y', 'true', '1', 'paid', 'އާން', 'ދައްކާފައި']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'unpaid', 'not paid', 'ނޫން', 'ނުދައްކާ']);
const LIMITS: Partial<Record<ImportField, number>> = { fullName: 120, idCardNumber: 30, atollIsland: 120 };

interface CheckedRow {
  line: number;
  fullName: string;
  idCardNumber: string;
  dateOfBirth: string | null;
  atollIsland: string;
  mobileNumber: string;
  /** Lower case; null when the row gives none. */
  email: string | null;
  plan: Plan | null;
  paid: boolean;
  problems: MemberImportProblem[];
}

/** A row's cells read by the mapping, each field checked as the application form checks it. */
function checkRow(line: number, cells: readonly string[], mapping: ImportMapping, today: string): CheckedRow {
  const problems: MemberImportProblem[] = [];
  const cell = cellReader(cells, mapping, problems, LIMITS);
  for (const field of REQUIRED_MEMBER_IMPORT_FIELDS) if (cell(field) === '') problems.push({ kind: 'required', field });
  const fullName = cell('fullName');
  const idCardNumber = idCardKey(cell('idCardNumber'));
  const atollIsland = cell('atollIsland');
  const phone = cell('mobileNumber');
  const mobileNumber = phone === '' ? null : normalisePhone(phone);
  if (phone !== '' && !mobileNumber?.startsWith('+960'))
    problems.push({ kind: 'badPhone', field: 'mobileNumber', value: phone });
  const birth = cell('dateOfBirth');
  const dateOfBirth = birth === '' ? null : spreadsheetDate(birth);
  if (birth !== '' && !dateOfBirth) problems.push({ kind: 'badDate', field: 'dateOfBirth', value: birth });
  if (dateOfBirth && dateOfBirth > today) problems.push({ kind: 'futureBirth', field: 'dateOfBirth', value: birth });
  const email = emailIn(cell, 'email', problems);
  const planText = cell('plan');
  const plan = FEE_CATEGORIES.find((each) => each === planText.toLowerCase()) ?? null;
  if (planText !== '' && !plan) problems.push({ kind: 'badPlan', field: 'plan', value: planText });
  const paidText = cell('paid').toLowerCase();
  const paid = YES.has(paidText);
  if (!paid && !NO.has(paidText)) problems.push({ kind: 'badPaid', field: 'paid', value: cell('paid') });
  if (paid && planText === '') problems.push({ kind: 'paidWithoutPlan', field: 'plan' });
  return {
    line,
    fullName,
    idCardNumber,
    dateOfBirth,
    atollIsland,
    mobileNumber: mobileNumber ?? '',
    email,
    plan,
    paid,
    problems,
  };
}

/** What the import would do with each row, read against the portal as it is in `db`. */
interface MemberPlan {
  rows: MemberImportRow[];
  counts: Record<MemberImportAction, number>;
  newMembers: CheckedRow[];
  changedMembers: { id: string; dateOfBirth: string | null; atollIsland: string; mobileNumber: string }[];
  /** Season memberships to add: for a new member by ID card, for a known one by id. */
  newMemberships: { row: CheckedRow; memberId: string | null }[];
  /** Pending memberships of known members that the file says were paid. */
  paidMemberships: string[];
  /** Known members whose season changes: their accounts' roles follow (decision 035). */
  followingMembers: string[];
  /** People to invite to a new account, by ID card number (new members) or member id (known ones). */
  invitations: { row: CheckedRow; memberId: string | null }[];
  /** Existing accounts to link, by the same keys. */
  links: { row: CheckedRow; memberId: string | null; userId: string }[];
}

async function planImport(db: AppDatabase, sheet: SentSheet, season: number): Promise<MemberPlan> {
  const today = clubToday();
  const checked = sheet.rows.map(({ line, cells }) => checkRow(line, cells, sheet.mapping, today));
  const firstLine = new Map<string, CheckedRow>();
  for (const row of checked) {
    if (row.idCardNumber === '') continue;
    const first = firstLine.get(row.idCardNumber);
    if (!first) {
      firstLine.set(row.idCardNumber, row);
      continue;
    }
    row.problems.push({ kind: 'duplicateInFile', field: 'idCardNumber', line: first.line });
    if (!first.problems.some((problem) => problem.kind === 'duplicateInFile'))
      first.problems.push({ kind: 'duplicateInFile', field: 'idCardNumber', line: row.line });
  }
  const firstEmail = new Map<string, CheckedRow>();
  for (const row of checked) {
    if (!row.email) continue;
    const first = firstEmail.get(row.email);
    if (first) row.problems.push({ kind: 'duplicateEmail', field: 'email', line: first.line });
    else firstEmail.set(row.email, row);
  }
  const accounts = new Map(
    (await accountsByEmail(db, [...firstEmail.keys()])).map((account) => [account.email, account]),
  );
  const known = new Map<string, KnownMember>(
    (await membersByIdCard(db, [...firstLine.keys()], season)).map((member) => [member.id_card_number, member]),
  );
  const plan: MemberPlan = {
    rows: [],
    counts: noRowsYet(),
    newMembers: [],
    changedMembers: [],
    newMemberships: [],
    paidMemberships: [],
    followingMembers: [],
    invitations: [],
    links: [],
  };
  for (const row of checked) {
    const member = known.get(row.idCardNumber);
    if (member && nameKey(member.full_name) !== nameKey(row.fullName))
      row.problems.push({
        kind: 'otherPerson',
        field: 'idCardNumber',
        member: { memberNumber: member.member_number, fullName: member.full_name },
      });
    const account = row.email && !member?.user_id ? accounts.get(row.email) : undefined;
    if (account?.member_number && account.full_name)
      row.problems.push({
        kind: 'emailTaken',
        field: 'email',
        member: { memberNumber: account.member_number, fullName: account.full_name },
      });
    // An account is linked only to the person it is: the same name (a typo must not hand anyone a record).
    else if (account && nameKey(account.account_name) !== nameKey(row.fullName))
      row.problems.push({ kind: 'emailOtherName', field: 'email', value: account.account_name });
    if (row.email && member?.has_guardians && !member.user_id)
      row.problems.push({ kind: 'childEmail', field: 'email' });
    const joining = row.email && !member?.user_id ? (account ? 'link' : 'invite') : null;
    const changed = row.problems.length ? 'invalid' : member ? changesOf(plan, row, member) : 'create';
    // An account made or linked is a change of a member the portal has as the file says otherwise.
    const action = joining && changed === 'unchanged' ? 'update' : changed;
    if (action !== 'invalid' && joining === 'invite') plan.invitations.push({ row, memberId: member?.id ?? null });
    if (action !== 'invalid' && account) plan.links.push({ row, memberId: member?.id ?? null, userId: account.id });
    if (action === 'create') {
      plan.newMembers.push(row);
      if (row.plan) plan.newMemberships.push({ row, memberId: null });
    }
    plan.counts[action] += 1;
    plan.rows.push({
      line: row.line,
      action,
      fullName: row.fullName,
      idCardNumber: row.idCardNumber,
      memberNumber: member?.member_number ?? null,
      membership: row.plan ? { plan: row.plan, paid: row.paid } : null,
      account: action === 'invalid' ? null : joining,
      about: null,
      problems: row.problems,
    });
  }
  return plan;
}

/** What a row changes of a member the portal has: their details, and their season's membership or its payment. */
function changesOf(plan: MemberPlan, row: CheckedRow, member: KnownMember): MemberImportAction {
  let changed = false;
  if (
    (row.dateOfBirth !== null && row.dateOfBirth !== member.date_of_birth) ||
    row.atollIsland !== member.atoll_island ||
    row.mobileNumber !== member.mobile_number
  ) {
    plan.changedMembers.push({
      id: member.id,
      dateOfBirth: row.dateOfBirth,
      atollIsland: row.atollIsland,
      mobileNumber: row.mobileNumber,
    });
    changed = true;
  }
  if (row.plan && !member.membership_id) {
    plan.newMemberships.push({ row, memberId: member.id });
    plan.followingMembers.push(member.id);
    changed = true;
  } else if (row.paid && member.membership_id && member.membership_status === 'pending_payment') {
    plan.paidMemberships.push(member.membership_id);
    plan.followingMembers.push(member.id);
    changed = true;
  }
  return changed ? 'update' : 'unchanged';
}

const HISTORICAL_NOTE = "Paid before the club's portal: brought in with the club's member spreadsheet";

/**
 * The member spreadsheet (members:create), for the current season: imported in one transaction named for the admin,
 * read again under the import lock: every row, or none when any row has a problem. A row the portal holds as the
 * file says writes nothing, so importing the same file again changes nothing.
 */
export function memberSheet(deps: MemberDeps): SheetImport<MemberPlan> {
  const season = currentSeason(deps.settings);
  return {
    spec: MEMBERS,
    season: season.label,
    plan: (db, sheet) => planImport(db, sheet, season.season),
    write: (tx, plan, actor) => writeMembers(deps, actor, tx, plan, season),
  };
}

/** The members, memberships, payments before the portal, accounts and invitations the plan says. */
async function writeMembers(
  deps: MemberDeps,
  actor: Viewer,
  tx: Transaction,
  plan: MemberPlan,
  season: { season: number; startsOn: string; endsOn: string },
) {
  const created = await insertMembers(tx, plan.newMembers);
  await updateMembers(tx, plan.changedMembers);
  const prices = new Map<Plan, string>();
  for (const { row } of plan.newMemberships)
    if (row.plan && !prices.has(row.plan)) prices.set(row.plan, await planAmount(tx, row.plan));
  const memberships = plan.newMemberships.flatMap(({ row, memberId }) => {
    const id = memberId ?? created.get(row.idCardNumber);
    return row.plan && id
      ? [{ memberId: id, plan: row.plan, amount: prices.get(row.plan) ?? '0.00', paid: row.paid }]
      : [];
  });
  const added = await insertMemberships(tx, season, memberships);
  const paid = memberships.flatMap((each) => (each.paid ? [added.get(each.memberId) ?? ''] : []));
  await recordHistoricalPayments(tx, [...paid.filter(Boolean), ...plan.paidMemberships], HISTORICAL_NOTE);
  const memberOf = ({ row, memberId }: { row: CheckedRow; memberId: string | null }) =>
    memberId ?? created.get(row.idCardNumber) ?? '';
  const invited = await inviteAccounts(
    tx,
    deps,
    { actor, role: { id: roleIdByName('guest'), name: 'guest' }, language: await accountLanguage(tx, actor.userId) },
    plan.invitations.map(({ row }) => ({ fullName: row.fullName, email: row.email ?? '' })),
  );
  const links = [
    ...plan.invitations.map((each) => ({
      memberId: memberOf(each),
      userId: invited.get(each.row.email ?? '') ?? '',
    })),
    ...plan.links.map((each) => ({ memberId: memberOf(each), userId: each.userId })),
  ];
  await linkMemberAccounts(tx, links);
  // The role follows the membership (decision 035): an account linked to a paid season is a member's.
  const following = [...new Set([...plan.followingMembers, ...links.map((link) => link.memberId)])];
  if (following.length) await rolesFollowMembership(tx, deps.settings, actor, following);
}
