import { describe, expect, it } from 'vitest';
import siteSchema from '../../schema/site.schema.json';
import { fromProblem, pagePathPattern, toProblem } from './redirect-addresses.ts';

describe("a redirect's addresses", () => {
  it("take a page's path as the schema has it", () => {
    expect(pagePathPattern).toBe(siteSchema.$defs.page.properties.path.pattern);
  });

  it('accept a path of the site, a page of it, or an https:// address', () => {
    for (const from of ['/web-development', '/old/offer-2024', '/a']) expect(fromProblem(from), from).toBeUndefined();
    for (const to of ['/', '/services/web', 'https://example.com', 'https://shop.example.com/path?q=1#top', 'https://xn--bcher-kva.example/']) expect(toProblem(to), to).toBeUndefined();
  });

  it.each([
    ['/', /"\/" is the home page/],
    ['', /is empty/],
    ['old-offer', /is not a path of this site/],
    ['https://example.com/x', /is not a path of this site/],
    ['/a/../edit', /"\.\."/],
    ['/old%2F..%2Fedit', /holds "\.\."|encoded slash/],
    ['/old%2fedit', /encoded slash/],
    ['//evil.test', /starts with "\/\/"/],
    ['/a//b', /holds "\/\/"/],
    ['/a\\b', /backslash/],
    ['/a\u0000b', /invisible control character/],
    ['/a\r\nLocation: https://evil.test', /invisible control character/],
    ['/Old-Page', /lowercase words and hyphens/],
    ['/old-page/', /lowercase words and hyphens/],
    [`/${'a'.repeat(2001)}`, /is 2002 characters long: at most 2000/],
  ])('refuse the "from" %j', (from, message) => {
    expect(fromProblem(from)).toMatch(message);
  });

  it.each([
    ['javascript:alert(1)', /neither a path of this site .* nor an address starting with https:\/\//],
    ['JavaScript:alert(1)', /neither a path/],
    ['data:text/html,<script>alert(1)</script>', /neither a path/],
    ['//evil.test', /starts with "\/\/", which browsers read as the address of another site/],
    ['http://example.com', /is not secure: write it with https:\/\//],
    ['https://', /not a whole address|no site's name/],
    ['https://localhost', /no site's name/],
    ['https://user:secret@example.com', /name or password/],
    ['https://example.com/a b', /space/],
    ['https://evil.test\\@example.com', /backslash/],
    ['https://example.com/\u202egnp.exe', /invisible/],
    ['/services/../edit', /"\.\."/],
    ['/old%2F..%2Fedit', /encoded slash|"\.\."/],
    ['/a\\b', /backslash/],
  ])('refuse the "to" %j', (to, message) => {
    expect(toProblem(to)).toMatch(message);
  });

  it('show an invisible character written out, and cut a long address', () => {
    expect(fromProblem('/a\u001bb')).toContain('"/a\\u001bb"');
    expect(toProblem(`javascript:${'x'.repeat(500)}`)).toMatch(/"javascript:x+…" is neither/);
  });
});
