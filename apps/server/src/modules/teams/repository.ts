import { and, asc, count, countDistinct, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern, type PageQuery, pageOf } from '../../db/client';
import { members, teamPlayers, teams } from '../../db/schema';

export type TeamValues = Omit<typeof teams.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PlayerValues = Omit<typeof teamPlayers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

// Qualified by hand: drizzle leaves single-table column names unqualified, which a subquery would rebind.
const playerCount =
  sql<number>`(select count(*) from "team_players" where "team_players"."team_id" = "teams"."id")`.mapWith(Number);

export function listTeams(db: AppDatabase, options: { activeOnly: boolean }) {
  return db
    .select({ team: teams, playerCount })
    .from(teams)
    .where(options.activeOnly ? eq(teams.isActive, true) : undefined)
    .orderBy(...(options.activeOnly ? [asc(teams.sport), asc(teams.name)] : [desc(teams.createdAt)]));
}

/** A page of all teams, newest first, optionally those whose name or sport matches `search`. */
export async function listTeamsPage(db: AppDatabase, { page, pageSize, search }: PageQuery) {
  const where = search
    ? or(ilike(teams.name, likePattern(search)), ilike(teams.sport, likePattern(search)))
    : undefined;
  return pageOf(
    db,
    db.select({ team: teams, playerCount }).from(teams).where(where).orderBy(desc(teams.createdAt), desc(teams.id)),
    { table: teams, where },
    { page, pageSize },
  );
}

export async function teamStats(db: AppDatabase) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${teams.isActive})`.mapWith(Number),
      senior: sql<number>`count(*) filter (where ${teams.category} = 'senior')`.mapWith(Number),
      sports: countDistinct(teams.sport),
    })
    .from(teams);
  return row ?? { total: 0, active: 0, senior: 0, sports: 0 };
}

export async function findTeam(db: AppDatabase, id: string) {
  const [row] = await db.select({ team: teams, playerCount }).from(teams).where(eq(teams.id, id)).limit(1);
  return row ?? null;
}

export async function insertTeam(db: AppDatabase, values: TeamValues) {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateTeam(db: AppDatabase, id: string, values: TeamValues) {
  const rows = await db
    .update(teams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teams.id, id))
    .returning({ id: teams.id });
  return rows.length > 0;
}

export async function deleteTeam(db: AppDatabase, id: string) {
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows.length > 0;
}

/** A team's players by jersey number, players without a number last. */
export function listPlayers(db: AppDatabase, teamId: string, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), options.activeOnly ? eq(teamPlayers.isActive, true) : undefined))
    .orderBy(sql`${teamPlayers.jerseyNumber} asc nulls last`, asc(teamPlayers.playerName));
}

export async function insertPlayer(db: AppDatabase, values: PlayerValues) {
  const [row] = await db.insert(teamPlayers).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updatePlayer(db: AppDatabase, teamId: string, id: string, values: Partial<PlayerValues>) {
  const [row] = await db
    .update(teamPlayers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teamPlayers.id, id), eq(teamPlayers.teamId, teamId)))
    .returning();
  return row ?? null;
}

export async function deletePlayer(db: AppDatabase, teamId: string, id: string) {
  const rows = await db
    .delete(teamPlayers)
    .where(and(eq(teamPlayers.id, id), eq(teamPlayers.teamId, teamId)))
    .returning({ id: teamPlayers.id });
  return rows.length > 0;
}

export async function memberExists(db: AppDatabase, memberId: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return Boolean(row);
}

/** Members a player can be: by name or member number, 20 at most, names first. */
export function memberOptions(db: AppDatabase, search: string) {
  return db
    .select({ memberId: members.id, fullName: members.fullName, memberNumber: members.memberNumber })
    .from(members)
    .where(
      search
        ? or(ilike(members.fullName, likePattern(search)), ilike(members.memberNumber, likePattern(search)))
        : undefined,
    )
    .orderBy(sql`lower(${members.fullName})`, members.id)
    .limit(20);
}
