// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalUrl, routePath } from './normal-url.ts';

describe('normalUrl', () => {
  it.each([
    ['/edit/%61pi/audit', '/edit/api/audit'],
    ['/%65%64%69%74/%41%50%49', '/edit/API'],
    ['/edit//api///audit', '/edit/api/audit'],
    ['//edit/api/audit', '/edit/api/audit'],
    ['/edit/./api/audit', '/edit/api/audit'],
    ['/edit/x/../api/audit', '/edit/api/audit'],
    ['/edit/x/%2e%2e/api/audit', '/edit/api/audit'],
    ['/edit/x/.%2E/api/audit', '/edit/api/audit'],
    ['/../../edit', '/edit'],
    ['/edit/api/..', '/edit/'],
    ['/edit/api/.', '/edit/api/'],
    ['/edit/api/audit?next=/x/../y&a=%61', '/edit/api/audit?next=/x/../y&a=%61'],
    ['/edit/%2e%2e/x?q', '/x?q'],
    ['http://example.com:8080/edit/%61pi?x', '/edit/api?x'],
    ['https://example.com', '/'],
  ])('reads %s as %s', (url, normal) => {
    expect(normalUrl(url)).toBe(normal);
  });

  it.each(['/', '/about-us', '/edit/api%2Faudit', '/caf%C3%A9', '/%25', '/.well-known/x', '/a..b/c.', '/%zz', '*'])('keeps %s as it is', (url) => {
    expect(normalUrl(url)).toBe(url);
  });
});

describe('routePath', () => {
  it('is the path without query, trailing slash or case', () => {
    expect(routePath('/__Editor//%73ite/?x=1')).toBe('/__editor/site');
    expect(routePath('/')).toBe('/');
  });
});
