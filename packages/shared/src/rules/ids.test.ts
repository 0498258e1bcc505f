import { describe, expect, it } from 'vitest';
import { idParamSchema, idSchema, MAX_ID } from './ids.ts';

describe('database ids', () => {
  it('accepts a positive whole number that fits an integer column', () => {
    for (const id of [1, 42, MAX_ID]) expect(idSchema.safeParse(id).success, String(id)).toBe(true);
    for (const id of [0, -1, 1.5, MAX_ID + 1, '1'])
      expect(idSchema.safeParse(id).success, String(id)).toBe(false);
  });

  it('reads the same ids from a path or query string', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const text of ['0', '-3', '1.5', 'x', String(MAX_ID + 1)])
      expect(idParamSchema.safeParse(text).success, text).toBe(false);
  });
});
