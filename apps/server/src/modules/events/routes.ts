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
import { notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { presentEvent } from './presenter';

/** The News & Events and Events screens manage the same records: either module's right is enough. */
const EVENT_MODULES = ['events', 'news-events'] as const;

import { addEvent, changeEvent, eventsPage, publicEvent, publicEventsPage, removeEvent } from './service';

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
      const { items, total } = await publicEventsPage(db, { search, page, pageSize });
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
      const { items, total, stats } = await eventsPage(db, { search, page, pageSize });
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
      const row = await addEvent(db, viewer, toValues(request.body), mayPublish);
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
      if (!(await removeEvent(db, await requireViewer(request), request.params.id))) throw notFound('Event not found.');
      return reply.status(204).send(null);
    },
  );
}
