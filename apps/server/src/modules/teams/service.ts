import type { playerInputSchema, teamInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase, PageQuery } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { assertClubPeople } from '../profiles/service';
import { presentTeam } from './presenter';
import {
  deletePlayer,
  deleteTeam,
  findTeam,
  insertPlayer,
  insertTeam,
  listPlayers,
  listTeams,
  listTeamsPage,
  memberExists,
  teamStats,
  updatePlayer,
  updateTeam,
} from './repository';

export { scheduleSessionReminders } from './reminders';
export { memberOptions } from './repository';

/** The active teams with their player counts, by name: the teams page and the home page. */
export const activeTeams = async (db: AppDatabase) => (await listTeams(db, { activeOnly: true })).map(presentTeam);

/** An active team with its active players by jersey number; null when there is no such active team. */
export async function teamRoster(db: AppDatabase, teamId: string) {
  const team = await findTeam(db, teamId);
  if (!team?.team.isActive) return null;
  return { team, players: await listPlayers(db, team.team.id, { activeOnly: true }) };
}

/** A page of all teams, newest first (searched by name or sport), with the stat-card counts. */
export async function teamsPage(db: AppDatabase, query: PageQuery) {
  const [{ rows, total }, stats] = await Promise.all([listTeamsPage(db, query), teamStats(db)]);
  return { rows, total, stats };
}

type TeamBody = z.output<typeof teamInputSchema>;
const teamValues = (body: TeamBody) => ({
  ...body,
  description: body.description ?? null,
  establishedYear: body.establishedYear ?? null,
  coachName: body.coachName ?? null,
  coachPhone: body.coachPhone ?? null,
  teamImageUrl: body.teamImageUrl ?? null,
});

export async function addTeam(db: AppDatabase, actor: Viewer, body: TeamBody) {
  const id = await asActor(db, actor, (tx) => insertTeam(tx, teamValues(body)));
  const created = await findTeam(db, id);
  if (!created) throw new Error('created team not found');
  return created;
}

/** The team as changed; null when there is no such team. */
export async function changeTeam(db: AppDatabase, actor: Viewer, id: string, body: TeamBody) {
  if (!(await asActor(db, actor, (tx) => updateTeam(tx, id, teamValues(body))))) return null;
  return findTeam(db, id);
}

/** False when there is no such team; its players go with it. */
export const removeTeam = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteTeam(tx, id));

/** All players of a team with their private details; null when there is no such team. */
export async function playersOfTeam(db: AppDatabase, teamId: string) {
  if (!(await findTeam(db, teamId))) return null;
  return listPlayers(db, teamId, { activeOnly: false });
}

type PlayerBody = z.output<typeof playerInputSchema>;
async function playerValues(db: AppDatabase, body: PlayerBody) {
  if (body.userId)
    await assertClubPeople(db, [body.userId], 'userId', 'Choose an existing member account.', 'Unknown account');
  if (body.memberId && !(await memberExists(db, body.memberId)))
    throw badRequest('Unknown member', { memberId: ['Choose a member of the club.'] });
  return {
    ...body,
    userId: body.userId ?? null,
    memberId: body.memberId ?? null,
    position: body.position ?? null,
    bio: body.bio ?? null,
    contactPhone: body.contactPhone ?? null,
    emergencyContact: body.emergencyContact ?? null,
    profileImageUrl: body.profileImageUrl ?? null,
  };
}

/** The player added to the team; null when there is no such team. */
export async function addPlayer(db: AppDatabase, actor: Viewer, teamId: string, body: PlayerBody) {
  if (!(await findTeam(db, teamId))) return null;
  const values = { ...(await playerValues(db, body)), teamId, createdBy: actor.userId };
  return asActor(db, actor, (tx) => insertPlayer(tx, values));
}

/** The player as changed; null when the team has no such player. */
export async function changePlayer(db: AppDatabase, actor: Viewer, teamId: string, playerId: string, body: PlayerBody) {
  const values = await playerValues(db, body);
  return asActor(db, actor, (tx) => updatePlayer(tx, teamId, playerId, values));
}

/** False when the team has no such player. */
export const removePlayer = (db: AppDatabase, actor: Viewer, teamId: string, playerId: string) =>
  asActor(db, actor, (tx) => deletePlayer(tx, teamId, playerId));
