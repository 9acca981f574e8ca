import { optionalPhoneNumber, orderSchema } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/harness';
import { assertSerializableResponses, transformIn } from './response-schemas';

describe('response schemas', () => {
  it('finds a transform however deep it sits', () => {
    expect(transformIn(z.object({ a: z.string() }))).toBeNull();
    expect(transformIn(orderSchema)).toBeNull();
    expect(transformIn(z.object({ contact: z.object({ phone: optionalPhoneNumber() }) }))).toBe('$.contact.phone');
    expect(transformIn(z.array(z.object({ n: z.string().transform(Number) })))).toBe('$[].n');
    expect(transformIn(z.union([z.null(), z.string().transform((v) => v.trim())]))).toBe('$');
  });

  it('refuses such a route when it is registered, naming the route and the field', () => {
    const route = {
      method: 'GET',
      url: '/api/example',
      schema: { response: { 200: z.object({ phone: optionalPhoneNumber() }) } },
    };
    expect(() => assertSerializableResponses(route)).toThrow(
      'GET /api/example: the 200 response schema transforms at $.phone; describe the output with plain types',
    );
  });

  it('holds for every route of the app', async () => {
    const app = await createTestApp();
    await app.close();
  });
});
