// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, documentHeaders, securityHeaders } from './security-headers';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows only the own origin when the operator lists no script origin', () => {
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

  it('adds the origins the operator lists (SCRIPT_ORIGINS)', () => {
    const csp = directives(contentSecurityPolicy({ scriptOrigins: ['https://embed.chat.example'] }));
    expect(csp['script-src']).toEqual(["'self'", 'https://embed.chat.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://embed.chat.example']);
    expect(csp['frame-src']).toEqual(['https://embed.chat.example']);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it("leaves them out of the pages answered at the editor's own host (EDITOR_HOST)", () => {
    const headersFor = documentHeaders({ scriptOrigins: ['https://embed.chat.example'], editorHost: 'edit.example.com' });
    expect(directives(headersFor('edit.example.com')['content-security-policy']!)['script-src']).toEqual(["'self'"]);
    expect(directives(headersFor('EDIT.example.com')['content-security-policy']!)['script-src']).toEqual(["'self'"]);
    expect(directives(headersFor('www.example.com')['content-security-policy']!)['script-src']).toEqual(["'self'", 'https://embed.chat.example']);
    expect(directives(headersFor(undefined)['content-security-policy']!)['script-src']).toEqual(["'self'", 'https://embed.chat.example']);
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
