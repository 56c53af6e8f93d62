import { describe, expect, it } from 'vitest';
import { upkeepAction } from './upkeep.ts';

describe('token upkeep', () => {
  it('reloads the user with no token or under 200 s left', () => {
    expect(upkeepAction(null, false)).toBe('reload');
    expect(upkeepAction(199, false)).toBe('reload');
    expect(upkeepAction(199, true)).toBe('reload');
  });

  it('refreshes under 12 hours, but never an impersonation session', () => {
    expect(upkeepAction(200, false)).toBe('refresh');
    expect(upkeepAction(12 * 3600 - 1, false)).toBe('refresh');
    expect(upkeepAction(12 * 3600 - 1, true)).toBe('none');
  });

  it('leaves a token with 12 hours or more alone', () => {
    expect(upkeepAction(12 * 3600, false)).toBe('none');
    expect(upkeepAction(24 * 3600, false)).toBe('none');
  });
});
