import type { ConfigEnv, UserConfig, UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@cairn/shared/securityHeaders';
import config from '../vite.config.ts';

// The config as the dev server reads it: read for a build, it would set this process's NODE_ENV.
const env: ConfigEnv = { command: 'serve', mode: 'development' };
const { build, server, preview }: UserConfig = (config as UserConfigFnObject)(env);

describe('the web build', () => {
  it('writes no source maps, hidden or not', () => {
    expect(build?.sourcemap).toBe(false);
  });

  it('previews under the production policy, and the dev server still refuses to be framed', () => {
    expect(preview?.headers?.['content-security-policy']).toBe(contentSecurityPolicy());
    expect(preview?.headers?.['x-frame-options']).toBe('DENY');
    expect(server?.headers?.['x-frame-options']).toBe('DENY');
    expect(server?.headers?.['x-content-type-options']).toBe('nosniff');
  });
});
