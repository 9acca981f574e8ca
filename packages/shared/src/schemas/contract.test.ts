import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index';

/**
 * The contract between a form and its route: a form validates with a shared schema and sends what the
 * schema gave it (react-hook-form's resolver hands over the parsed output, as JSON); the route validates
 * that body with the same schema. So every shared schema must accept its own output, and give it back
 * unchanged. One that turned a blank description into null and then refused null kept a whole form
 * from being sent.
 *
 * No fixtures: inputs are drawn from each schema's own structure (the blank and everyday values a form
 * sends), every one the schema accepts is parsed, sent through JSON and parsed again.
 */

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const STRINGS = [
  '',
  '   ',
  'Aishath Nadha',
  'Malé',
  'ދިވެހި',
  'member@club.test',
  '+960 777 1234',
  '7771234',
  '150',
  '150.50',
  '0',
  '2026-03-14',
  '2026-03-14T09:30:00+05:00',
  // A later moment and time of day: a schema whose end must come after its start accepts a pair.
  '2026-03-14T11:00:00+05:00',
  '09:30',
  '11:00',
  'https://example.com/photo.png',
  '/files/gallery/photo.png',
  '3f1c2b9a-6d4e-4c1a-9b2f-7e8d5a6c4b3a',
  '/files/gallery/3f1c2b9a-6d4e-4c1a-9b2f-7e8d5a6c4b3a.png',
  'A08123456',
  // A code of an authenticator app, and a backup archive's name.
  '123456',
  'club-backup-2026-11-26T10-00-00Z.clubbackup',
  // A browser's push keys (RFC 8291's example): its P-256 public key and its authentication secret.
  'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  'BTBZMqHH6r4Tts7J_aSIgg',
];
const NUMBERS = [0, 1, 2, 150, 150.5, 2026];

/** Candidate inputs for a schema: blanks first (a form with only its required fields), then everyday values. */
function inputsFor(schema: z.ZodType, depth = 0): unknown[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return [undefined, ...inputsFor(def.innerType as z.ZodType, depth + 1)];
    case 'nullable':
      return [null, ...inputsFor(def.innerType as z.ZodType, depth + 1)];
    case 'default':
    case 'prefault':
      return [undefined, ...inputsFor(def.innerType as z.ZodType, depth + 1)];
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inputsFor(def.innerType as z.ZodType, depth + 1);
    case 'pipe':
      return inputsFor(def.in as z.ZodType, depth + 1);
    case 'lazy':
      return inputsFor((def.getter as () => z.ZodType)(), depth + 1);
    case 'string':
      return STRINGS;
    case 'number':
    case 'int':
      return NUMBERS;
    case 'boolean':
      return [false, true];
    case 'null':
      return [null];
    case 'unknown':
    case 'any':
      return [null, 'text', { key: 'value' }];
    case 'literal':
      return def.values ?? [];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'union':
      return (def.options ?? []).flatMap((option) => inputsFor(option, depth + 1));
    case 'intersection':
      return [];
    case 'array': {
      const elements = accepted(def.element as z.ZodType, depth + 1);
      // Pairs too: some lists need two that fit together (a journal entry's debit and credit lines).
      const few = elements.slice(0, 12);
      const pairs = few.flatMap((first, i) => few.slice(i + 1).map((second) => [first, second]));
      return [[], ...few.slice(0, 3).map((element) => [element]), ...pairs];
    }
    case 'record': {
      const keys = accepted(def.keyType as z.ZodType, depth + 1).filter((key) => typeof key === 'string');
      const values = accepted(def.valueType as z.ZodType, depth + 1);
      if (values.length === 0) return [{}];
      const everyKey = Object.fromEntries(keys.map((key) => [key, values.at(-1)]));
      return [{}, everyKey, ...values.map((value) => Object.fromEntries(keys.map((key) => [key, value])))];
    }
    case 'object':
      return objectInputs(def.shape ?? {}, depth);
    default:
      return [];
  }
}

const accepted = (schema: z.ZodType, depth: number) =>
  inputsFor(schema, depth).filter((input) => schema.safeParse(input).success);

/** The smallest object each field accepts, then that object with one field at a time set to each value it takes. */
function objectInputs(shape: Record<string, z.ZodType>, depth: number): Record<string, unknown>[] {
  const fieldInputs = Object.entries(shape).map(([key, field]) => [key, accepted(field, depth + 1)] as const);
  const smallest: Record<string, unknown> = {};
  for (const [key, inputs] of fieldInputs) if (inputs.length > 0) smallest[key] = inputs[0];
  const variants = fieldInputs.flatMap(([key, inputs]) =>
    inputs.slice(1).map((input) => ({ ...smallest, [key]: input })),
  );
  return [smallest, ...variants];
}

const exportedSchemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('every shared schema accepts its own output', () => {
  it('finds the schemas, and an input each of them accepts', () => {
    expect(exportedSchemas.length).toBeGreaterThan(100);
    const unexercised = exportedSchemas.filter(([, schema]) => accepted(schema, 0).length === 0);
    expect(unexercised.map(([name]) => name)).toEqual([]);
  });

  it.each(exportedSchemas)('%s', (_name, schema) => {
    const refused: string[] = [];
    for (const input of inputsFor(schema)) {
      const first = schema.safeParse(input);
      if (!first.success) continue;
      const sent = first.data === undefined ? undefined : JSON.parse(JSON.stringify(first.data));
      const again = schema.safeParse(sent);
      if (!again.success) {
        const issues = again.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
        refused.push(`${JSON.stringify(input)} -> ${JSON.stringify(sent)} refused: ${issues.join('; ')}`);
      } else if (JSON.stringify(again.data) !== JSON.stringify(first.data)) {
        refused.push(`${JSON.stringify(input)} -> ${JSON.stringify(sent)} -> ${JSON.stringify(again.data)} (changed)`);
      }
    }
    expect(refused).toEqual([]);
  });
});
