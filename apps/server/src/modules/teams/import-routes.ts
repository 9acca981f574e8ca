import type { FastifyInstance } from 'fastify';
import { importRoutes } from '../../platform/import-routes';
import { type PlayerImportDeps, playerSheet } from './player-import';

/** The club's players brought in from its spreadsheet, with their teams: previewed row by row, then imported whole. */
export function playerImportRoutes(app: FastifyInstance, deps: PlayerImportDeps) {
  importRoutes(app, {
    path: '/api/admin/teams/players/import',
    tags: ['teams'],
    right: { module: 'teams', action: 'create' },
    summaries: {
      preview:
        "What importing a players' spreadsheet would do (multipart as the member import; one row per player and team, the team by its name), row by row; nothing is written",
      import:
        "Import a players' spreadsheet: new players added to their teams, known ones (by member, else by name) updated; every row or none",
    },
    deps,
    sheet: playerSheet,
  });
}
