import {
  adminEventsPageSchema,
  eventInputSchema,
  eventSchema,
  eventsPageSchema,
  idParams,
  paginationQuery,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { auditedChange } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { presentEvent } from './presenter';
import { deleteEvent, eventStats, insertEvent, listEvents } from './repository';

/** The News & Events and Events screens manage the same records: either module's right is enough. */
const EVENT_MODULES = ['events', 'news-events'] as const;

import { changeEvent, publicEvent } from './service';

const tags = ['events'];

type EventBody = z.output<typeof eventInputSchema>;
const toValues = (body: EventBody) => ({
  ...body,
  eventDate: new Date(body.eventDate),
  endDate: body.endDate ? new Date(body.endDate) : null,
  location: body.location ?? null,
  eventImageUrl: body.eventImageUrl ?? null,
});

export function eventRoutes(
  app: FastifyInstance,
  { db, mailer, publicUrl }: { db: AppDatabase; mailer: Mailer; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/events',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Public events, latest date first',
        querystring: paginationQuery,
        response: { 200: eventsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const { items, total } = await listEvents(db, { publicOnly: true, search, page, pageSize });
      return { items: items.map(presentEvent), total, page, pageSize };
    },
  );

  r.get(
    '/api/events/:id',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'One public event', params: idParams, response: { 200: eventSchema } },
    },
    async (request) => {
      const event = await publicEvent(db, request.params.id);
      if (!event) throw notFound('Event not found.');
      return event;
    },
  );

  r.get(
    '/api/admin/events',
    {
      config: { access: { module: EVENT_MODULES, action: 'view' } },
      schema: {
        tags,
        summary: 'All events including private ones, with the stat-card counts',
        querystring: paginationQuery,
        response: {
          200: adminEventsPageSchema,
        },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const [{ items, total }, stats] = await Promise.all([
        listEvents(db, { publicOnly: false, search, page, pageSize }),
        eventStats(db),
      ]);
      return { items: items.map(presentEvent), total, page, pageSize, stats };
    },
  );

  r.post(
    '/api/events',
    {
      config: { access: { module: EVENT_MODULES, action: 'create' } },
      schema: {
        tags,
        summary: 'Create an event (defaults: upcoming, public); without events:approve it is saved private for review',
        body: eventInputSchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const mayPublish = await request.holds(EVENT_MODULES, 'approve');
      const row = await auditedChange(request, db, (tx) =>
        insertEvent(tx, {
          ...toValues(request.body),
          // Without the approve right an event waits for review before the public sees it.
          ...(mayPublish ? {} : { isPublic: false }),
          organizerId: viewer.userId,
        }),
      );
      return reply.status(201).send(presentEvent(row));
    },
  );

  r.put(
    '/api/events/:id',
    {
      config: { access: { module: EVENT_MODULES, action: 'edit' } },
      schema: {
        tags,
        summary: 'Update an event; only holders of events:approve change whether it is public',
        params: idParams,
        body: eventInputSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const { isPublic, ...values } = toValues(request.body);
      const mayPublish = await request.holds(EVENT_MODULES, 'approve');
      const row = await changeEvent(
        { db, mailer, publicUrl },
        await requireViewer(request),
        request.params.id,
        mayPublish ? { ...values, isPublic } : values,
      );
      if (!row) throw notFound('Event not found.');
      return presentEvent(row);
    },
  );

  r.delete(
    '/api/events/:id',
    {
      config: { access: { module: EVENT_MODULES, action: 'delete' } },
      schema: { tags, summary: 'Delete an event', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await auditedChange(request, db, (tx) => deleteEvent(tx, request.params.id))))
        throw notFound('Event not found.');
      return reply.status(204).send(null);
    },
  );
}
