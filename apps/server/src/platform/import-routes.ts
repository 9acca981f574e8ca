import {
  type Action,
  type MemberImportDone,
  type MemberImportPreview,
  type ModuleId,
  memberImportDoneSchema,
  memberImportPreviewSchema,
} from '@club/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer, type Viewer } from './access';

/** A whole spreadsheet read per request: a few a minute is what an admin moving in needs. */
const rateLimit = { max: 30, timeWindow: '10 minutes' };

/** One kind of spreadsheet import as its module offers it: where, to whom, and what its two steps do. */
export interface ImportRoutes {
  /** The import's address: the preview answers at `${path}/preview`. */
  path: string;
  tags: string[];
  right: { module: ModuleId; action: Action };
  summaries: { preview: string; import: string };
  preview: (request: FastifyRequest) => Promise<MemberImportPreview>;
  run: (actor: Viewer, request: FastifyRequest) => Promise<MemberImportDone>;
}

/**
 * The two routes of a spreadsheet import (members, guardians, players): the preview, which writes nothing, and the
 * import itself, both for whoever holds the kind's right and at the same pace.
 */
export function importRoutes(app: FastifyInstance, { path, tags, right, summaries, preview, run }: ImportRoutes) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${path}/preview`,
    {
      config: { access: right, rateLimit },
      schema: { tags, summary: summaries.preview, response: { 200: memberImportPreviewSchema } },
    },
    async (request) => {
      await requireViewer(request);
      return preview(request);
    },
  );
  r.post(
    path,
    {
      config: { access: right, rateLimit },
      schema: { tags, summary: summaries.import, response: { 200: memberImportDoneSchema } },
    },
    async (request) => run(await requireViewer(request), request),
  );
}
