import { memberImportDoneSchema, memberImportPreviewSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { importGuardians, previewGuardianImport } from './guardian-import';
import { importMembers, previewMemberImport } from './import';
import type { MemberDeps } from './standing';

const tags = ['members'];
/** A whole spreadsheet read per request: a few a minute is what an admin moving in needs. */
const rateLimit = { max: 30, timeWindow: '10 minutes' };

/** The club's member spreadsheet brought into the portal: previewed row by row, then imported whole or not at all. */
export function memberImportRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/members/import/preview',
    {
      config: { access: { module: 'members', action: 'create' }, rateLimit },
      schema: {
        tags,
        summary:
          'What importing a member spreadsheet would do (multipart: the CSV or XLSX file in "file", the column mapping as JSON in "mapping", guessed from the headings when left out), row by row with each row\'s problems; nothing is written',
        response: { 200: memberImportPreviewSchema },
      },
    },
    async (request) => {
      await requireViewer(request);
      return previewMemberImport(deps, request);
    },
  );

  r.post(
    '/api/admin/members/import',
    {
      config: { access: { module: 'members', action: 'create' }, rateLimit },
      schema: {
        tags,
        summary:
          'Import a member spreadsheet (as the preview): every row or, when any row has a problem, none; rows the portal already holds as the file says write nothing',
        response: { 200: memberImportDoneSchema },
      },
    },
    async (request) => importMembers(deps, await requireViewer(request), request),
  );

  r.post(
    '/api/admin/members/guardians/import/preview',
    {
      config: { access: { module: 'members', action: 'create' }, rateLimit },
      schema: {
        tags,
        summary:
          "What importing a guardians' spreadsheet would do (multipart as the member import; one row per guardian and child, the child by ID card number, the guardian by email), row by row; nothing is written",
        response: { 200: memberImportPreviewSchema },
      },
    },
    async (request) => {
      await requireViewer(request);
      return previewGuardianImport(deps, request);
    },
  );

  r.post(
    '/api/admin/members/guardians/import',
    {
      config: { access: { module: 'members', action: 'create' }, rateLimit },
      schema: {
        tags,
        summary:
          "Import a guardians' spreadsheet: each guardian added to their child (an account made and invited for a new email), every row or none",
        response: { 200: memberImportDoneSchema },
      },
    },
    async (request) => importGuardians(deps, await requireViewer(request), request),
  );
}
