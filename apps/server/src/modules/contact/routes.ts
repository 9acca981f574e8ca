import {
  CONTACT_MESSAGES_TEXT,
  contactInputSchema,
  contactMessagesPageSchema,
  idParams,
  okMessageSchema,
  paginationQuery,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { contactMessagesPage, markMessage, receiveContactMessage } from './service';

const tags = ['contact'];

/** `recipient` answers where contact mails go now (the club settings' contact email, else CLUB_EMAIL). */
export function contactRoutes(
  app: FastifyInstance,
  deps: { db: AppDatabase; mailer: Mailer; recipient: () => string },
) {
  const { db, mailer, recipient } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact',
    {
      config: { access: { public: true }, rateLimit: { max: 5, timeWindow: '10 minutes' } },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Send a message to the club (stored, and mailed to the club address); 5 per 10 minutes per client',
        body: contactInputSchema,
        response: { 201: okMessageSchema },
      },
    },
    async (request, reply) => {
      await receiveContactMessage({ db, mailer }, recipient(), request.body);
      return reply.status(201).send({ ok: true as const, message: CONTACT_MESSAGES_TEXT.thanks });
    },
  );

  r.get(
    '/api/admin/messages',
    {
      config: { access: { module: 'contact', action: 'view' } },
      schema: {
        tags,
        summary: 'Contact messages, newest first, optionally only new or handled ones',
        querystring: paginationQuery
          .omit({ search: true })
          .extend({ status: z.enum(['all', 'new', 'handled']).default('all') }),
        response: { 200: contactMessagesPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const { rows, total, unhandled } = await contactMessagesPage(db, { status, page, pageSize });
      return {
        items: rows.map(({ message, handledByName }) => ({
          id: message.id,
          name: message.name,
          email: message.email,
          phone: message.phone,
          topic: message.topic,
          message: message.message,
          createdAt: message.createdAt.toISOString(),
          handledAt: message.handledAt?.toISOString() ?? null,
          handledByName,
        })),
        total,
        page,
        pageSize,
        unhandled,
      };
    },
  );

  r.put(
    '/api/admin/messages/:id',
    {
      config: { access: { module: 'contact', action: 'edit' } },
      schema: {
        tags,
        summary: 'Mark a message handled (or new again)',
        params: idParams,
        body: z.object({ handled: z.boolean() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const found = await markMessage(db, await requireViewer(request), request.params.id, request.body.handled);
      if (!found) throw notFound('Message not found.');
      return reply.status(204).send(null);
    },
  );
}
