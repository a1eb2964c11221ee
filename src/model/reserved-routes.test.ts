// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteText } from './validate-site.ts';
import { root } from './paths.ts';

const fixture = readFileSync(path.join(root, 'tests/fixtures/minimal-site.json'), 'utf8');
const end = '"sections": []\n    }\n  ]\n}';
let publicDirectory: string;

beforeAll(() => {
  // the code build's public files, as the server's validator sees them in dist/client
  publicDirectory = mkdtempSync(path.join(tmpdir(), 'site-public-'));
  mkdirSync(path.join(publicDirectory, 'images'));
  mkdirSync(path.join(publicDirectory, 'assets'));
  for (const name of ['images/logo.svg', 'images/logo-light.svg', 'favicon.svg', 'assets/app-1a2b3c.js', 'press-kit']) writeFileSync(path.join(publicDirectory, name), 'x');
});

/** The minimal site with a fourth page at `pagePath`; the problems of its validation and where that path's value starts. */
function withPage(pagePath: string) {
  expect(fixture.split(end)).toHaveLength(2);
  const text = fixture.replace(end, `"sections": []\n    },\n    {\n      "path": ${JSON.stringify(pagePath)},\n      "title": "Extra",\n      "sections": []\n    }\n  ]\n}`);
  const before = text.slice(0, text.lastIndexOf(`"path": `) + '"path": '.length).split('\n');
  const result = validateSiteText(text, { file: 'site.json', publicDirectory });
  return { problems: result.problems, line: before.length, column: before.at(-1)!.length + 1 };
}

describe('reserved page paths', () => {
  it.each([
    ['/edit', /^"\/edit" is reserved for the editor \(\/edit and every path under it\): give the page another path$/],
    ['/edit/sign-in', /reserved for the editor/],
    ['/edit/preview', /reserved for the editor/],
    ['/edit/draft/about-us', /reserved for the editor/],
    ['/_data', /reserved for the pages' data/],
    ['/_data/index', /reserved for the pages' data/],
    ['/_fonts', /reserved for the releases' font subsets/],
    ['/_fonts/Ab12.woff2', /reserved for the releases' font subsets/],
    ['/assets', /reserved for the code build's scripts, styles and fonts/],
    ['/assets/app', /reserved for the code build's scripts, styles and fonts/],
    ['/healthz', /reserved for the health check of load balancers/],
    ['/healthz/db', /reserved for the health check/],
    ['/backend/submit.php', /reserved for the contact form/],
    ['/media', /reserved for the uploaded images/],
    ['/Media/3fa2b9c0d1e2f3a4-640x480.jpg', /reserved for the uploaded images/],
    ['/favicon.svg', /^"\/favicon.svg" is a file of the code build \(favicon.svg in its public files\): give the page another path$/],
    ['/images/logo.svg', /is a file of the code build/],
    ['/press-kit', /is a file of the code build/],
    ['/robots.txt', /^"\/robots.txt" is a file of every release \(robots.txt\): give the page another path$/],
    ['/sitemap.xml', /is a file of every release/],
    ['/_404', /^"\/_404" would be written over the not-found page of every release \(_404.html\): give the page another path$/],
    ['/_404.html', /is a file of every release/],
    // the server's paths are matched whatever their case and with a trailing slash
    ['/EDIT', /reserved for the editor/],
    ['/Edit/Sign-In/', /reserved for the editor/],
    ['/edit/', /reserved for the editor/],
    ['/HealthZ', /reserved for the health check/],
    ['/Favicon.SVG', /is a file of the code build/],
    ['/Press-Kit/', /is a file of the code build/],
  ])('refuses %s with line, column and pointer', (pagePath, message) => {
    const { problems, line, column } = withPage(pagePath);
    const problem = problems.find((each) => each.pointer === '/pages/3/path' && message.test(each.message));
    expect(problem, problems.map(formatProblem).join('\n')).toMatchObject({ file: 'site.json', line, column });
    expect(formatProblem(problem!)).toMatch(new RegExp(`^site\\.json:${line}:${column} {2}/pages/3/path {2}`));
  });

  it.each(['/editorial', '/edits', '/assets-guide', '/health', '/data', '/favicon', '/images', '/robots', '/sitemap', '/backend', '/404', '/mediation', '/press/media'])('accepts %s', (pagePath) => {
    expect(withPage(pagePath).problems.map(formatProblem)).toEqual([]);
  });
});
