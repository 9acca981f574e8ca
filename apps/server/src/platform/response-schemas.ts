import { z } from 'zod';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/**
 * Where in a schema a transform sits (its path), if anywhere. A response schema with one fails every
 * response with a 500 (a transform runs one way: input to output), so routes may not declare such.
 */
export function transformIn(schema: z.ZodType, path = '$'): string | null {
  const def = defOf(schema);
  if (!def) return null;
  const children: [string, unknown][] = [];
  switch (def.type) {
    case 'transform':
      return path;
    case 'pipe':
      if (defOf(def.out)?.type === 'transform') return path;
      children.push([path, def.in], [path, def.out]);
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        children.push([`${path}.${key}`, value]);
      break;
    case 'array':
      children.push([`${path}[]`, def.element]);
      break;
    case 'union':
      for (const option of def.options as unknown[]) children.push([path, option]);
      break;
    case 'record':
      children.push([`${path}{}`, def.valueType]);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      children.push([path, def.innerType]);
      break;
  }
  for (const [childPath, child] of children) {
    const found = transformIn(child as z.ZodType, childPath);
    if (found) return found;
  }
  return null;
}

/** Refuses, when the route is registered, a response schema that would make every answer a 500. */
export function assertSerializableResponses(route: {
  method: string | string[];
  url: string;
  schema?: { response?: unknown };
}) {
  for (const [status, schema] of Object.entries((route.schema?.response ?? {}) as Record<string, z.ZodType>)) {
    const at = transformIn(schema);
    if (at) {
      throw new Error(
        `${String(route.method)} ${route.url}: the ${status} response schema transforms at ${at}; describe the output with plain types`,
      );
    }
  }
}

const fileBody = z.any().meta({ type: 'string', format: 'binary' });

/**
 * A file answered as it is (a PDF, a CSV, a picture, a calendar, a stream of events), described for the API
 * document by its content types: Fastify sends bytes and text without serializing them.
 */
export const fileResponse = (description: string, ...contentTypes: [string, ...string[]]) => ({
  200: { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: fileBody }])) },
});

/** Refuses, when the route is registered, a route the API document could not describe: every route says what it answers. */
export function assertResponseDeclared(route: { method: string | string[]; url: string; schema?: unknown }) {
  const schema = route.schema as { response?: unknown; hide?: boolean } | undefined;
  if (!schema?.hide && !schema?.response)
    throw new Error(`${String(route.method)} ${route.url}: declare its response schema (fileResponse for a file)`);
}

/** A transfer slip as the payer uploaded it: a photo or a PDF. */
export const slipResponse = fileResponse(
  'The transfer slip as uploaded',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
);
