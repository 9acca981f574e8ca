import {
  clubToday,
  type ImportField,
  JERSEY_RANGE,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportAction,
  type MemberImportProblem,
  type MemberImportRow,
  normalisePhone,
  spreadsheetDate,
} from '@club/shared';
import type { AppDatabase } from '../../db/client';
import type { PermissionStore } from '../../platform/permissions';
import {
  cellReader,
  type ImportSpec,
  nameKey,
  noRowsYet,
  type SentSheet,
  type SheetImport,
} from '../../platform/spreadsheet-import';
import {
  allTeams,
  type ImportedPlayer,
  insertPlayers,
  type KnownPlayer,
  membersByIdCards,
  playersOfTeams,
  updatePlayers,
} from './import-repository';

/** The club's players' sheet, with the headings clubs write for its columns. */
const PLAYERS: ImportSpec = {
  kind: 'players',
  unmapped: MEMBER_IMPORT_MESSAGES.unmappedPlayers,
  headings: {
    team: ['team', 'teamname', 'squad', 'ޓީމް'],
    playerName: ['playername', 'player', 'name', 'fullname', 'ނަން'],
    jerseyNumber: ['jerseynumber', 'jersey', 'jerseyno', 'shirt', 'shirtnumber', 'number', 'no'],
    position: ['position', 'pos', 'role'],
    playerPhone: ['playerphone', 'phone', 'mobile', 'contact', 'mobilenumber'],
    memberIdCardNumber: ['memberidcard', 'idcardnumber', 'idcard', 'idcardno', 'nationalid', 'id'],
  },
};

const LIMITS: Partial<Record<ImportField, number>> = { playerName: 120, position: 60, memberIdCardNumber: 30 };

interface PlayerRow extends ImportedPlayer {
  line: number;
  teamName: string;
  memberIdCard: string;
  problems: MemberImportProblem[];
}

export interface PlayerImportDeps {
  db: AppDatabase;
  permissions: PermissionStore;
}

/** What the import would do with each row, read against the teams and players the portal has in `db`. */
async function planPlayers(db: AppDatabase, sheet: SentSheet) {
  const today = clubToday();
  const teams = new Map((await allTeams(db)).map((team) => [nameKey(team.name), team]));
  const checked: PlayerRow[] = sheet.rows.map(({ line, cells }) => {
    const problems: MemberImportProblem[] = [];
    const cell = cellReader(cells, sheet.mapping, problems, LIMITS);
    for (const field of ['team', 'playerName'] as const)
      if (cell(field) === '') problems.push({ kind: 'required', field });
    const teamName = cell('team');
    const team = teams.get(nameKey(teamName));
    if (teamName && !team) problems.push({ kind: 'noSuchTeam', field: 'team', value: teamName });
    const jerseyText = cell('jerseyNumber');
    const jersey = /^\d{1,3}$/.test(jerseyText) ? Number(jerseyText) : null;
    if (jerseyText && (jersey === null || jersey < JERSEY_RANGE.min || jersey > JERSEY_RANGE.max))
      problems.push({ kind: 'badJersey', field: 'jerseyNumber', value: jerseyText });
    const birth = cell('dateOfBirth');
    const dateOfBirth = birth === '' ? null : spreadsheetDate(birth);
    if (birth && !dateOfBirth) problems.push({ kind: 'badDate', field: 'dateOfBirth', value: birth });
    if (dateOfBirth && dateOfBirth > today) problems.push({ kind: 'futureBirth', field: 'dateOfBirth', value: birth });
    const phoneText = cell('playerPhone');
    const phone = phoneText === '' ? null : normalisePhone(phoneText);
    if (phoneText && !phone) problems.push({ kind: 'badPhone', field: 'playerPhone', value: phoneText });
    return {
      line,
      teamId: team?.id ?? '',
      teamName: team?.name ?? teamName,
      playerName: cell('playerName'),
      jerseyNumber: jersey,
      position: cell('position') || null,
      dateOfBirth,
      contactPhone: phone,
      memberIdCard: cell('memberIdCardNumber').replace(/\s/g, '').toUpperCase(),
      memberId: null,
      problems,
    };
  });
  const members = new Map(
    (await membersByIdCards(db, [...new Set(checked.map((row) => row.memberIdCard).filter(Boolean))])).map((member) => [
      member.id_card_number,
      member,
    ]),
  );
  const known = await playersOfTeams(db, [...new Set(checked.map((row) => row.teamId).filter(Boolean))]);
  const jerseys = new Map<string, number>();
  const added: ImportedPlayer[] = [];
  const changed: (ImportedPlayer & { id: string })[] = [];
  const rows: MemberImportRow[] = [];
  const counts = noRowsYet();
  for (const row of checked) {
    const member = row.memberIdCard ? members.get(row.memberIdCard) : undefined;
    if (row.memberIdCard && !member)
      row.problems.push({ kind: 'noSuchMember', field: 'memberIdCardNumber', value: row.memberIdCard });
    row.memberId = member?.id ?? null;
    const player = findPlayer(known, row);
    if (row.jerseyNumber !== null && row.teamId) {
      const key = `${row.teamId} ${row.jerseyNumber}`;
      const first = jerseys.get(key);
      if (first) row.problems.push({ kind: 'duplicateInFile', field: 'jerseyNumber', line: first });
      else jerseys.set(key, row.line);
      const wearer = known.find(
        (other) =>
          other.team_id === row.teamId &&
          other.is_active &&
          other.jersey_number === row.jerseyNumber &&
          other.id !== player?.id,
      );
      if (wearer)
        row.problems.push({
          kind: 'jerseyTaken',
          field: 'jerseyNumber',
          value: `${row.jerseyNumber} ${wearer.player_name}`,
        });
    }
    let action: MemberImportAction = 'create';
    if (row.problems.length) action = 'invalid';
    else if (player) action = differs(player, row) ? 'update' : 'unchanged';
    if (action === 'create') added.push(row);
    if (action === 'update' && player) changed.push({ ...row, id: player.id });
    counts[action] += 1;
    rows.push({
      line: row.line,
      action,
      fullName: row.playerName,
      idCardNumber: row.memberIdCard,
      memberNumber: member?.member_number ?? null,
      membership: null,
      account: null,
      about: row.teamName || null,
      problems: row.problems,
    });
  }
  return { rows, counts, added, changed };
}

/** The team's player the row is: the member they are, else the same name. */
function findPlayer(known: readonly KnownPlayer[], row: PlayerRow) {
  const ofTeam = known.filter((player) => player.team_id === row.teamId);
  return (
    (row.memberId ? ofTeam.find((player) => player.member_id === row.memberId) : undefined) ??
    ofTeam.find((player) => nameKey(player.player_name) === nameKey(row.playerName))
  );
}

/** Whether the row gives the player something they do not hold (what it leaves blank changes nothing). */
const differs = (player: KnownPlayer, row: PlayerRow) =>
  (row.jerseyNumber !== null && row.jerseyNumber !== player.jersey_number) ||
  (row.position !== null && row.position !== player.position) ||
  (row.dateOfBirth !== null && row.dateOfBirth !== player.date_of_birth) ||
  (row.contactPhone !== null && row.contactPhone !== player.contact_phone) ||
  (row.memberId !== null && row.memberId !== player.member_id);

/** The players' spreadsheet (teams:create), imported as the member import is: every row or none. */
export const playerSheet = (): SheetImport<Awaited<ReturnType<typeof planPlayers>>> => ({
  spec: PLAYERS,
  plan: planPlayers,
  async write(tx, plan, actor) {
    // The rows carry more than a player's fields: the statements read only theirs.
    await insertPlayers(tx, plan.added, actor.userId);
    await updatePlayers(tx, plan.changed);
  },
});
