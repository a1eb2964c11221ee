// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows only the own origin when no live chat is configured', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['media-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('adds the origin of the configured live-chat script', () => {
    const csp = directives(contentSecurityPolicy({ liveChatOrigin: 'https://embed.chat.example' }));
    expect(csp['script-src']).toEqual(["'self'", 'https://embed.chat.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://embed.chat.example']);
    expect(csp['frame-src']).toEqual(['https://embed.chat.example']);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('comes with the other security headers', () => {
    expect(securityHeaders()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
    });
  });
});
