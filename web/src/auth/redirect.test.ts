import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of the application', () => {
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/resources?tab=methodology')).toBe('/resources?tab=methodology');
  });

  it('drops anything that could leave the application or loop back to sign-in', () => {
    for (const value of ['https://example.org/', '//example.org', '/\\example.org', 'javascript:alert(1)', '/\nx', '/login', '/login?redirect=%2F', '/register?token=a', 42, undefined]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });
});
