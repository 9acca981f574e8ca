import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route takes any method that may change something (POST, PUT, PATCH, DELETE). */
export const takesWrites = (route: RouteOptions) => [route.method].flat().some((method) => !SAFE_METHODS.has(method));

/**
 * Adds a hook to one route as it is declared (call it from an `onRoute` hook, registered before any route):
 * a check that only some routes need then costs the others nothing, where a global hook runs on every
 * request. The hooks run in the order they were added, after the global ones. Always a new array: the HEAD
 * route Fastify adds beside a GET starts from the GET's options and gets its own hooks.
 */
export function addRouteHook(route: RouteOptions, name: RouteHookName, hook: (...args: never[]) => unknown) {
  const existing = route[name];
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as Record<RouteHookName, unknown>)[name] = [...hooks, hook];
}
