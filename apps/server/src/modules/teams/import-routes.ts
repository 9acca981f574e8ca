import { memberImportDoneSchema, memberImportPreviewSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { importPlayers, type PlayerImportDeps, previewPlayerImport } from './player-import';

const tags = ['teams'];
const rateLimit = { max: 30, timeWindow: '10 minutes' };

/** The club's players brought in from its spreadsheet, with their teams: previewed row by row, then imported whole. */
export function playerImportRoutes(app: FastifyInstance, deps: PlayerImportDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/teams/players/import/preview',
    {
      config: { access: { module: 'teams', action: 'create' }, rateLimit },
      schema: {
        tags,
        summary:
          "What importing a players' spreadsheet would do (multipart as the member import; one row per player and team, the team by its name), row by row; nothing is written",
        response: { 200: memberImportPreviewSchema },
      },
    },
    async (request) => {
      await requireViewer(request);
      return previewPlayerImport(deps, request);
    },
  );

  r.post(
    '/api/admin/teams/players/import',
    {
      config: { access: { module: 'teams', action: 'create' }, rateLimit },
      schema: {
        tags,
        summary:
          "Import a players' spreadsheet: new players added to their teams, known ones (by member, else by name) updated; every row or none",
        response: { 200: memberImportDoneSchema },
      },
    },
    async (request) => importPlayers(deps, await requireViewer(request), request),
  );
}
