import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's `preHandler` for answers no cache may keep (someone's own data, staff screens): the answer carries
 * `cache-control: no-store`, set once the request has passed its guard and validation, as the handler begins.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** The same for what belongs to the signed-in person alone (their session, their places): `private, no-store`. */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}
