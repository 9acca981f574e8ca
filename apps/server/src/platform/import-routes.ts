import { type Action, type ModuleId, memberImportDoneSchema, memberImportPreviewSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../db/client';
import { requireViewer } from './access';
import type { PermissionStore } from './permissions';
import { type ImportPlan, importSheet, previewImport, type SheetImport } from './spreadsheet-import';

/** A whole spreadsheet read per request: a few a minute is what an admin moving in needs. */
const rateLimit = { max: 30, timeWindow: '10 minutes' };

/** One kind of spreadsheet import as its module offers it: where, to whom, and what its two steps do. */
export interface ImportRoutes<P extends ImportPlan> {
  /** The import's address: the preview answers at `${path}/preview`. */
  path: string;
  tags: string[];
  right: { module: ModuleId; action: Action };
  summaries: { preview: string; import: string };
  deps: { db: AppDatabase; permissions: PermissionStore };
  /** The kind's sheet, as it stands when the request comes (the member import's season is the current one). */
  sheet: () => SheetImport<P>;
}

/**
 * The two routes of a spreadsheet import (members, guardians, players): the preview, which writes nothing, and the
 * import itself, both for whoever holds the kind's right and at the same pace.
 */
export function importRoutes<P extends ImportPlan>(
  app: FastifyInstance,
  { path, tags, right, summaries, deps, sheet }: ImportRoutes<P>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${path}/preview`,
    {
      config: { access: right, rateLimit },
      schema: { tags, summary: summaries.preview, response: { 200: memberImportPreviewSchema } },
    },
    async (request) => {
      await requireViewer(request);
      return previewImport(deps.db, request, sheet());
    },
  );
  r.post(
    path,
    {
      config: { access: right, rateLimit },
      schema: { tags, summary: summaries.import, response: { 200: memberImportDoneSchema } },
    },
    async (request) => importSheet(deps, await requireViewer(request), request, right, sheet()),
  );
}
