import type { FastifyInstance } from 'fastify';
import { importRoutes } from '../../platform/import-routes';
import { guardianSheet } from './guardian-import';
import { memberSheet } from './import';
import type { MemberDeps } from './standing';

const tags = ['members'];
const right = { module: 'members', action: 'create' } as const;

/** The club's member spreadsheet brought into the portal: previewed row by row, then imported whole or not at all. */
export function memberImportRoutes(app: FastifyInstance, deps: MemberDeps) {
  importRoutes(app, {
    path: '/api/admin/members/import',
    tags,
    right,
    summaries: {
      preview:
        'What importing a member spreadsheet would do (multipart: the CSV or XLSX file in "file", the column mapping as JSON in "mapping", guessed from the headings when left out), row by row with each row\'s problems; nothing is written',
      import:
        'Import a member spreadsheet (as the preview): every row or, when any row has a problem, none; rows the portal already holds as the file says write nothing',
    },
    deps,
    sheet: () => memberSheet(deps),
  });

  importRoutes(app, {
    path: '/api/admin/members/guardians/import',
    tags,
    right,
    summaries: {
      preview:
        "What importing a guardians' spreadsheet would do (multipart as the member import; one row per guardian and child, the child by ID card number, the guardian by email), row by row; nothing is written",
      import:
        "Import a guardians' spreadsheet: each guardian added to their child (an account made and invited for a new email), every row or none",
    },
    deps,
    sheet: () => guardianSheet(deps),
  });
}
