import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@club/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from './errors';
import { addRouteGuard, takesWrites } from './route-hooks';

const MAX_DEPTH = 32;

/** The paths of strings (keys included) Postgres could not store as given, e.g. `body.fullName`. */
export function unstorableTextPaths(value: unknown, path: string, found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push(path);
  } else if (value && typeof value === 'object' && depth < MAX_DEPTH && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = `${path}.${key}`;
      if (!isStorableText(key)) found.push(itemPath);
      else unstorableTextPaths(item, itemPath, found, depth + 1);
    }
  }
  return found;
}

export function assertStorableText(value: unknown, path: string) {
  const paths = unstorableTextPaths(value, path);
  if (paths.length === 0) return;
  const fieldErrors = Object.fromEntries(
    paths.map((p) => [p.split('.').slice(1).join('.') || '_', [UNSTORABLE_TEXT_MESSAGE]]),
  );
  throw badRequest('Some text contains characters that cannot be stored (such as NUL).', fieldErrors);
}

const hasQuerySchema = (route: RouteOptions) =>
  route.schema?.querystring !== undefined || (route.schema as { query?: unknown } | undefined)?.query !== undefined;

/**
 * Every route, present and future, that takes input: text that Postgres cannot store (NUL, lone surrogates) in
 * the path, query or JSON body is refused with 400 before validation. A GET with no path parameters and no
 * query schema reads no input, and skips the check. Multipart fields go through `readMultipartForm`, which
 * applies the same rule.
 */
export function registerInputGuard(app: FastifyInstance) {
  const guard = async (request: FastifyRequest) => {
    assertStorableText(request.params, 'params');
    assertStorableText(request.query, 'query');
    assertStorableText(request.body, 'body');
  };
  app.addHook('onRoute', (route) => {
    const readsInput = takesWrites(route) || /[:*]/.test(route.url) || hasQuerySchema(route);
    if (readsInput) addRouteGuard(route, 'preValidation', guard);
  });
}
