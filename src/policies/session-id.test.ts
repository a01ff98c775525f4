import { describe, expect, it } from 'vitest';
import { MAX_SESSION_ID_LENGTH, sessionStoreId } from './session-id.js';

describe('sessionStoreId', () => {
  it('keeps ids up to the limit as they are', () => {
    expect(sessionStoreId('conv-42')).toBe('conv-42');
    const atLimit = 'a'.repeat(MAX_SESSION_ID_LENGTH);
    expect(sessionStoreId(atLimit)).toBe(atLimit);
  });

  it('bounds a long id, deterministically, keeping a readable prefix', () => {
    const long = `user-7:${'x'.repeat(64 * 1024)}`;
    const id = sessionStoreId(long);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(id.startsWith('user-7:xxx')).toBe(true);
    expect(id).toContain(`~${long.length}~`);
    expect(sessionStoreId(long)).toBe(id);
    expect(id).toMatch(/~[0-9a-f]{28}$/);
  });

  it('long ids that differ anywhere get different store ids', () => {
    const base = 's'.repeat(500);
    const variants = [
      base,
      `${base.slice(0, -1)}t`,
      `${base.slice(0, 250)}t${base.slice(251)}`,
      `${base}s`,
      `${'s'.repeat(499)}\u00e9`,
    ];
    expect(new Set(variants.map(sessionStoreId)).size).toBe(variants.length);
    const many = new Set<string>();
    for (let index = 0; index < 5_000; index++) many.add(sessionStoreId(`${base}${index}`));
    expect(many.size).toBe(5_000);
  });
});
