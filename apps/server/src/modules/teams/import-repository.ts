import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';

export interface KnownPlayer {
  id: string;
  team_id: string;
  player_name: string;
  jersey_number: number | null;
  position: string | null;
  date_of_birth: string | null;
  contact_phone: string | null;
  member_id: string | null;
  is_active: boolean;
}

/** Every team, by name: a club has a few dozen. */
export const allTeams = (db: AppDatabase) =>
  queryRows<{ id: string; name: string }>(db, sql`select id, name from teams`);

/** The players of these teams, retired ones too. */
export async function playersOfTeams(db: AppDatabase, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return queryRows<KnownPlayer>(
    db,
    sql`select id, team_id, player_name, jersey_number, position, date_of_birth::text, contact_phone, member_id, is_active
      from team_players where team_id in (select (json_array_elements_text(${JSON.stringify(teamIds)}::json))::uuid)`,
  );
}

/** The members holding these ID card numbers (as the members table keys them). */
export async function membersByIdCards(db: AppDatabase, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return queryRows<{ id: string; id_card_number: string; member_number: string }>(
    db,
    sql`select id, id_card_number, member_number from members
      where id_card_number in (select json_array_elements_text(${JSON.stringify(keys)}::json))`,
  );
}

export interface ImportedPlayer {
  teamId: string;
  playerName: string;
  jerseyNumber: number | null;
  position: string | null;
  dateOfBirth: string | null;
  contactPhone: string | null;
  memberId: string | null;
}

/** New players, added by `createdBy`. */
export async function insertPlayers(tx: AppDatabase, players: readonly ImportedPlayer[], createdBy: string) {
  if (players.length === 0) return;
  await tx.execute(
    sql`insert into team_players (team_id, player_name, jersey_number, position, date_of_birth, contact_phone, member_id,
        created_by)
      select x."teamId", x."playerName", x."jerseyNumber", x.position, x."dateOfBirth", x."contactPhone", x."memberId",
        ${createdBy}
      from json_to_recordset(${JSON.stringify(players)}::json) as x("teamId" uuid, "playerName" text, "jerseyNumber" int,
        position text, "dateOfBirth" date, "contactPhone" text, "memberId" uuid)`,
  );
}

/** Known players as the file now gives them (what it leaves blank is kept). */
export async function updatePlayers(tx: AppDatabase, players: readonly (ImportedPlayer & { id: string })[]) {
  if (players.length === 0) return;
  await tx.execute(
    sql`update team_players p set jersey_number = coalesce(x."jerseyNumber", p.jersey_number),
        position = coalesce(x.position, p.position), date_of_birth = coalesce(x."dateOfBirth", p.date_of_birth),
        contact_phone = coalesce(x."contactPhone", p.contact_phone), member_id = coalesce(x."memberId", p.member_id),
        updated_at = now()
      from json_to_recordset(${JSON.stringify(players)}::json) as x(id uuid, "jerseyNumber" int, position text,
        "dateOfBirth" date, "contactPhone" text, "memberId" uuid)
      where p.id = x.id`,
  );
}
