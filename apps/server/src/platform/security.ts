import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from './errors';
import { addRouteGuard, isWriteMethod, takesWrites } from './route-hooks';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet would set with these options: the same on every response, so worked out once. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers with a CSP that fits the SPA (everything from our own origin, no inline scripts) and
 * the request id, on every response. One synchronous hook with headers computed at start: running helmet
 * per request cost a fifth of a cached public read.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}

/**
 * Rejects state-changing requests sent by pages of another origin (CSRF defence on top of the
 * SameSite session cookie), on every route that takes one (see `addRouteGuard`). Requests without Origin
 * (curl, server-to-server) carry no ambient cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const trusted = new URL(publicUrl).origin;
  const checkOrigin = async (request: FastifyRequest) => {
    if (!isWriteMethod(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin === trusted) return;
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        host = null;
      }
      if (host !== null && host === request.host) return;
      throw forbidden('Requests from other websites are not allowed.');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Requests from other websites are not allowed.');
    }
  };
  app.addHook('onRoute', (route) => {
    if (takesWrites(route)) addRouteGuard(route, 'onRequest', checkOrigin);
  });
}
