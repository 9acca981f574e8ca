import { confirmSetupStepParams, setupChecklistSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { noStore } from '../../platform/no-store';
import { confirmSetupStep, type SetupDeps, sendTestMail, setupChecklist } from './service';

const tags = ['setup'];

/** The first admin's checklist of what a club sets before it opens the doors. */
export function setupRoutes(app: FastifyInstance, deps: SetupDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { module: 'settings', action: 'edit' } as const;

  r.get(
    '/api/admin/setup',
    {
      config: { access },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'The first-start checklist: each step done or not (most tick themselves from what is saved)',
        response: { 200: setupChecklistSchema },
      },
    },
    async () => setupChecklist(deps),
  );

  r.post(
    '/api/admin/setup/:step/confirm',
    {
      config: { access },
      schema: {
        tags,
        summary: "Tick a step the portal cannot see by itself: the backup key copied away, the season's start checked",
        params: confirmSetupStepParams,
        response: { 200: setupChecklistSchema },
      },
    },
    async (request) => confirmSetupStep(deps, await requireViewer(request), request.params.step),
  );

  r.post(
    '/api/admin/setup/test-mail',
    {
      config: { access, rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "Send a test mail to the admin's own address (and tick the mail step)",
        response: { 200: setupChecklistSchema },
      },
    },
    async (request) => sendTestMail(deps, await requireViewer(request)),
  );
}
