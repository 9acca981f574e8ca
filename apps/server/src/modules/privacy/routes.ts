import {
  closureRequestInputSchema,
  closureRequestListSchema,
  idParams,
  myClosureSchema,
  okMessageSchema,
  PRIVACY_MESSAGES,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { noStore } from '../../platform/no-store';
import { fileResponse } from '../../platform/response-schemas';
import {
  confirmClosure,
  exportOwnData,
  type PrivacyDeps,
  pendingClosureOf,
  pendingClosureRequests,
  requestClosure,
  withdrawClosure,
} from './service';

const tags = ['privacy'];

export function privacyRoutes(app: FastifyInstance, deps: PrivacyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/data-export',
    {
      // Gathering a person's files is heavier than a page: a few a minute is plenty for anyone.
      config: { access: { signedIn: true }, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        response: fileResponse('The own data as a ZIP file', 'application/zip'),
        tags,
        summary:
          'Everything the club holds about the signed-in person as one ZIP: their data as JSON, their ID card scans and transfer slips',
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await exportOwnData(deps, await requireViewer(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  r.get(
    '/api/me/closure',
    {
      config: { access: { signedIn: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary: "The signed-in person's request to close their account, if any",
        response: { 200: myClosureSchema },
      },
    },
    async (request) => {
      const pending = await pendingClosureOf(deps, await requireViewer(request));
      return {
        request: pending
          ? { id: pending.id, requestedAt: new Date(pending.requested_at).toISOString(), reason: pending.reason }
          : null,
      };
    },
  );

  r.post(
    '/api/me/closure',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Ask the club to close your account (staff confirm; money records are kept, personal fields cleared)',
        body: closureRequestInputSchema,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      await requestClosure(deps, await requireViewer(request), request.body);
      return reply.status(201).send(null);
    },
  );

  r.delete(
    '/api/me/closure',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: 'Take back your request to close your account', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await withdrawClosure(deps, await requireViewer(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/closure-requests',
    {
      config: { access: { module: 'users', action: 'delete' } },
      schema: {
        tags,
        summary: 'Requests to close an account, waiting for staff',
        response: { 200: closureRequestListSchema },
      },
    },
    async () => ({
      requests: (await pendingClosureRequests(deps.db)).map((row) => ({
        id: row.id,
        userId: row.user_id,
        fullName: row.full_name ?? '',
        email: row.email ?? '',
        role: row.role,
        reason: row.reason,
        requestedAt: new Date(row.requested_at).toISOString(),
      })),
    }),
  );

  r.post(
    '/api/admin/closure-requests/:id/confirm',
    {
      config: { access: { module: 'users', action: 'delete' } },
      schema: {
        tags,
        summary:
          'Close the account asked for: the login and sessions go, personal fields are cleared, money records keep amounts, numbers and the payer name',
        params: idParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await confirmClosure(deps, await requireViewer(request), request.params.id);
      return { ok: true as const, message: PRIVACY_MESSAGES.closed };
    },
  );
}
