import { eventPlacesSchema, eventRegistrationsSchema, idParams } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { submissionLimit } from '../../platform/submission-limit';
import {
  cancelEventRegistration,
  eventPlaces,
  eventRegistrationList,
  type RegistrationDeps,
  registerForEvent,
} from './registrations';

const tags = ['events'];

/** Members sign up for public events (a waiting list when full); organisers see who comes. */
export function eventRegistrationRoutes(app: FastifyInstance, deps: RegistrationDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/events/:id/places',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary:
          "A public event's places: taken, waiting, and (signed in) the viewer's own place or their turn on the waiting list",
        params: idParams,
        response: { 200: eventPlacesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return eventPlaces(deps.db, request.params.id, (await request.viewer())?.userId ?? null);
    },
  );

  r.post(
    '/api/events/:id/places',
    {
      config: { access: { signedIn: true }, rateLimit: submissionLimit(20, ['events', 'news-events']) },
      schema: {
        tags,
        summary:
          'Sign up for a public event: a place while there is one, else the waiting list (signing up again answers the place held)',
        params: idParams,
        response: { 200: eventPlacesSchema },
      },
    },
    async (request) => registerForEvent(deps, await requireViewer(request), request.params.id),
  );

  r.delete(
    '/api/events/:id/places',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'Give up your place (or your turn on the waiting list): the first who waits takes the place and is emailed',
        params: idParams,
        response: { 200: eventPlacesSchema },
      },
    },
    async (request) => cancelEventRegistration(deps, await requireViewer(request), request.params.id),
  );

  r.get(
    '/api/admin/events/:id/registrations',
    {
      config: { access: { module: ['events', 'news-events'], action: 'edit' } },
      schema: {
        tags,
        summary:
          "An event's sign-ups for its organisers (the events' edit right): who has a place and who waits, in queue order",
        params: idParams,
        response: { 200: eventRegistrationsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return eventRegistrationList(deps.db, request.params.id);
    },
  );
}
