import type { EventEmitter } from 'node:events';
import {
  accountOptionSchema,
  adminTeamsPageSchema,
  idParams,
  memberOptionSchema,
  paginationQuery,
  playerInputSchema,
  playerSchema,
  teamInputSchema,
  teamRosterSchema,
  teamSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { explainUniqueViolation, notFound } from '../../platform/errors';
import { cachedList, sendFromCache } from '../../platform/expiring-cache';
import { findPeople } from '../profiles/service';
import { presentPlayer, presentPublicPlayer, presentTeam } from './presenter';
import {
  activeTeams,
  addPlayer,
  addTeam,
  changePlayer,
  changeTeam,
  memberOptions,
  playersOfTeam,
  removePlayer,
  removeTeam,
  teamRoster,
  teamsPage,
} from './service';

const tags = ['teams'];
const playerParams = z.object({ id: z.uuid('Not a valid id'), playerId: z.uuid('Not a valid id') });

explainUniqueViolation(
  'team_players_active_jersey_unique',
  'jerseyNumber',
  'This jersey number is already worn by an active player in this team',
);

export function teamRoutes(app: FastifyInstance, { db, changes }: { db: AppDatabase; changes: EventEmitter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const activeList = cachedList(changes, ['teams', 'team_players'], z.array(teamSchema), () => activeTeams(db));

  r.get(
    '/api/teams',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Active teams, by sport then name', response: { 200: z.array(teamSchema) } },
    },
    (_request, reply) => sendFromCache(reply, activeList),
  );

  r.get(
    '/api/teams/:id/players',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'An active team with its active players by jersey number (no contact details)',
        params: idParams,
        response: { 200: teamRosterSchema },
      },
    },
    async (request) => {
      const roster = await teamRoster(db, request.params.id);
      if (!roster) throw notFound('Team not found.');
      return { team: presentTeam(roster.team), players: roster.players.map(presentPublicPlayer) };
    },
  );

  r.get(
    '/api/admin/teams',
    {
      config: { access: { module: 'teams', action: 'view' } },
      schema: {
        tags,
        summary: 'Teams, newest first, a page at a time (search by name or sport), with the stat-card counts',
        querystring: paginationQuery,
        response: {
          200: adminTeamsPageSchema,
        },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const { rows, total, stats } = await teamsPage(db, { page, pageSize, search });
      return { items: rows.map(presentTeam), total, page, pageSize, stats };
    },
  );

  r.post(
    '/api/teams',
    {
      config: { access: { module: 'teams', action: 'create' } },
      schema: { tags, summary: 'Create a team', body: teamInputSchema, response: { 201: teamSchema } },
    },
    async (request, reply) => {
      const created = await addTeam(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentTeam(created));
    },
  );

  r.put(
    '/api/teams/:id',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Update a team',
        params: idParams,
        body: teamInputSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => {
      const updated = await changeTeam(db, await requireViewer(request), request.params.id, request.body);
      if (!updated) throw notFound('Team not found.');
      return presentTeam(updated);
    },
  );

  r.delete(
    '/api/teams/:id',
    {
      config: { access: { module: 'teams', action: 'delete' } },
      schema: { tags, summary: 'Delete a team and its players', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await removeTeam(db, await requireViewer(request), request.params.id))) throw notFound('Team not found.');
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/teams/:id/players',
    {
      // Phone numbers, emergency contacts and dates of birth: for those who may edit players, not for
      // everyone who holds the view right that the public pages rely on.
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'All players of a team with their private details',
        params: idParams,
        response: { 200: z.array(playerSchema) },
      },
    },
    async (request) => {
      const players = await playersOfTeam(db, request.params.id);
      if (!players) throw notFound('Team not found.');
      return players.map(presentPlayer);
    },
  );

  r.post(
    '/api/teams/:id/players',
    {
      config: { access: { module: 'teams', action: 'create' } },
      schema: {
        tags,
        summary: 'Add a player to a team',
        params: idParams,
        body: playerInputSchema,
        response: { 201: playerSchema },
      },
    },
    async (request, reply) => {
      const row = await addPlayer(db, await requireViewer(request), request.params.id, request.body);
      if (!row) throw notFound('Team not found.');
      return reply.status(201).send(presentPlayer(row));
    },
  );

  r.put(
    '/api/teams/:id/players/:playerId',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Update a player',
        params: playerParams,
        body: playerInputSchema,
        response: { 200: playerSchema },
      },
    },
    async (request) => {
      const { id, playerId } = request.params;
      const row = await changePlayer(db, await requireViewer(request), id, playerId, request.body);
      if (!row) throw notFound('Player not found.');
      return presentPlayer(row);
    },
  );

  r.delete(
    '/api/teams/:id/players/:playerId',
    {
      config: { access: { module: 'teams', action: 'delete' } },
      schema: { tags, summary: 'Remove a player', params: playerParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { id, playerId } = request.params;
      if (!(await removePlayer(db, await requireViewer(request), id, playerId))) throw notFound('Player not found.');
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/teams/accounts',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Member accounts a player can be linked to (search by name or email, 20 at most)',
        querystring: z.object({ search: z.string().trim().max(100).default('') }),
        response: { 200: z.array(accountOptionSchema) },
      },
    },
    async (request) => findPeople(db, request.query.search),
  );

  r.get(
    '/api/admin/teams/members',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Club members a player can be (search by name or member number, 20 at most): their guardians answer for them',
        querystring: z.object({ search: z.string().trim().max(100).default('') }),
        response: { 200: z.array(memberOptionSchema) },
      },
    },
    async (request) => memberOptions(db, request.query.search),
  );
}
