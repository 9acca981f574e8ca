import type { FastifyServerOptions } from 'fastify';

/**
 * Pino options for the server. Logs say what happened, never whose data it was: no cookies or
 * authorization headers, no query strings (one-time tokens, searched names), no bodies; errors go
 * through `loggableError`, which drops the values a database error quotes.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
  };
}
