import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SerializedJson } from './expiring-cache';

describe('bodies serialised ahead of time', () => {
  it('go through the response schema as the serializer would: unknown keys dropped, a wrong shape refused', () => {
    const schema = z.array(z.object({ id: z.string(), name: z.string() }));
    const rows = [{ id: '1', name: 'Club Eagles', createdBy: 'secret-user-id' }];
    expect(SerializedJson.of(schema, rows).text).toBe('[{"id":"1","name":"Club Eagles"}]');
    expect(() => SerializedJson.of(schema, [{ id: 1 }] as never)).toThrow();
  });
});
