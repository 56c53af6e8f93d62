import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './securityHeaders.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows scripts of the own origin only, and no framing, plugins or foreign forms', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('adds the websocket origin to connect-src only', () => {
    const policy = contentSecurityPolicy({ websocketOrigin: 'ws://localhost:3000' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' ws://localhost:3000");
    expect(policy.match(/ws:\/\/localhost:3000/g)).toHaveLength(1);
    expect(directive(contentSecurityPolicy({ websocketOrigin: 'wss://cairn.example' }), 'connect-src')).toBe("connect-src 'self' wss://cairn.example");
  });

  it('adds the files bucket origin to connect-src, for uploads by signed link', () => {
    const policy = contentSecurityPolicy({ websocketOrigin: 'wss://cairn.example', fileOrigin: 'https://files.s3.eu-west-3.amazonaws.com' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' wss://cairn.example https://files.s3.eu-west-3.amazonaws.com");
    expect(directive(contentSecurityPolicy({ fileOrigin: 'http://127.0.0.1:4569' }), 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4569");
    for (const fileOrigin of ["https://a.test; script-src *", 'ws://a.test', 'https://a.test/path', 'https://*', '']) {
      expect(directive(contentSecurityPolicy({ fileOrigin }), 'connect-src'), fileOrigin).toBe("connect-src 'self'");
    }
  });

  it('leaves out anything that is not a plain websocket origin', () => {
    for (const websocketOrigin of ["ws://evil.test; script-src 'unsafe-inline'", 'https://cairn.example', 'ws://a b', 'ws://host/path', 'ws://*', '']) {
      expect(directive(contentSecurityPolicy({ websocketOrigin }), 'connect-src'), websocketOrigin).toBe("connect-src 'self'");
    }
  });
});
