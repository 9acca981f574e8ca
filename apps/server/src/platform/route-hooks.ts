import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend';
type RouteHook = (...args: never[]) => unknown;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const guards = new WeakSet<RouteHook>();

/** Whether a request method may change something (POST, PUT, PATCH, DELETE): anything but GET, HEAD, OPTIONS. */
export const isWriteMethod = (method: string) => !SAFE_METHODS.has(method);

/** Whether a route takes any method that may change something. */
export const takesWrites = (route: RouteOptions) => [route.method].flat().some(isWriteMethod);

/** A route's hooks of one kind, as an array. */
export function routeHooks(route: RouteOptions, name: RouteHookName): RouteHook[] {
  const hooks = route[name] as RouteHook | RouteHook[] | undefined;
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Adds a hook to one route as it is declared (call it from an `onRoute` hook, registered before any route):
 * a check that only some routes need then costs the others nothing, where a global hook runs on every
 * request. It runs after the route's other hooks of that kind. Always a new array: the HEAD route Fastify
 * adds beside a GET starts from the GET's options and gets its own hooks.
 */
export function addRouteHook(route: RouteOptions, name: RouteHookName, hook: RouteHook) {
  (route as Record<RouteHookName, unknown>)[name] = [...routeHooks(route, name), hook];
}

/**
 * As `addRouteHook`, for a guard: it runs before the route's own hooks of that kind (and after the guards
 * added before it), so nothing of the route runs for a request the guard refuses.
 */
export function addRouteGuard(route: RouteOptions, name: RouteHookName, guard: RouteHook) {
  guards.add(guard);
  const hooks = routeHooks(route, name);
  const firstOwn = hooks.findIndex((hook) => !guards.has(hook));
  const at = firstOwn === -1 ? hooks.length : firstOwn;
  (route as Record<RouteHookName, unknown>)[name] = [...hooks.slice(0, at), guard, ...hooks.slice(at)];
}
