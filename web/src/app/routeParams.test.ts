import { describe, expect, it } from 'vitest';
import { uuidParam } from './routeParams.ts';

const valid = '3f2b8c1e-6d4a-4e7b-9c2d-5a1f0e8b7c64';

describe('uuid path parameters', () => {
  it('keeps a uuid and refuses anything else', () => {
    expect(uuidParam(valid)).toBe(valid);
    for (const value of ['not-a-uuid', '', `${valid}x`, '3f2b8c1e6d4a4e7b9c2d5a1f0e8b7c64', undefined, 42, '../etc']) {
      expect(uuidParam(value), String(value)).toBeNull();
    }
  });
});
