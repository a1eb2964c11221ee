// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../generated/site.ts';
import { distDir } from '../../../../scripts/lib/paths.ts';
import { ownSiteFile } from '../../../model/paths.ts';
import { redirectsFile } from '../../../shared/redirects.ts';
import { liveReleaseId, releaseDir } from '../releases/release-store.ts';
import { readRedirects } from '../releases/redirect-table.ts';
import { publish } from './publish.ts';
import { netlifyRedirects, netlifyRedirectsFile, nginxRedirects, nginxRedirectsFile, releaseRedirects } from './release-redirects.ts';

const text = readFileSync(ownSiteFile, 'utf8');
const site = JSON.parse(text) as Site;
const withRedirects = (redirects: unknown) => ({ ...site, redirects }) as Site;
const routes = { '/': {}, '/about-us': {}, '/hi': {}, '/hi/about-us': {} };

describe("a release's redirects", () => {
  it('answers each redirect in every language, an external target the same in all, a 410 with none', () => {
    const table = releaseRedirects(
      withRedirects([
        { from: '/web-development', to: '/about-us', status: 301, made: 'path-change' },
        { from: '/offer', to: 'https://partner.example.com/offer?x=1', status: 302, made: 'hand' },
        { from: '/old-news', status: 410, made: 'hand' },
      ]),
      routes,
    );
    expect(table).toEqual({
      '/web-development': { to: '/about-us', status: 301 },
      '/hi/web-development': { to: '/hi/about-us', status: 301 },
      '/offer': { to: 'https://partner.example.com/offer?x=1', status: 302 },
      '/hi/offer': { to: 'https://partner.example.com/offer?x=1', status: 302 },
      '/old-news': { to: null, status: 410 },
      '/hi/old-news': { to: null, status: 410 },
    });
  });

  it("leaves out a redirect from a page's path, in each language: the page wins", () => {
    expect(releaseRedirects(withRedirects([{ from: '/about-us', to: '/', status: 301, made: 'hand' }]), routes)).toEqual({});
    expect(releaseRedirects(site, routes)).toEqual({});
  });

  it('writes an nginx map (each path with and without its trailing slash) and a Netlify _redirects', () => {
    const table = { '/old': { to: '/new', status: 301 as const }, '/x': { to: 'https://a.example/"q"', status: 302 as const }, '/gone': { to: null, status: 410 as const } };
    const map = nginxRedirects(table);
    expect(map).toContain('map $uri $redirect_target');
    expect(map.split('\n').filter((line) => !line.startsWith('#') && line)).toEqual([
      '"/old" "301 /new";',
      '"/old/" "301 /new";',
      '"/x" "302 https://a.example/\\"q\\"";',
      '"/x/" "302 https://a.example/\\"q\\"";',
      '"/gone" "410";',
      '"/gone/" "410";',
    ]);
    expect(netlifyRedirects(table)).toBe('/old /new 301\n/x https://a.example/"q" 302\n/gone /_404.html 410\n');
  });

  it('are written by every publish, beside the pages, and read back by the server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'publish-redirects-'));
    const result = await publish({ dataDir, distDir, text, file: 'site.json', source: 'a test' });
    expect(result.ok).toBe(true);
    const dir = releaseDir(dataDir, liveReleaseId(dataDir)!);
    expect(JSON.parse(readFileSync(path.join(dir, redirectsFile), 'utf8'))).toEqual({});
    expect(existsSync(path.join(dir, nginxRedirectsFile))).toBe(true);
    expect(readFileSync(path.join(dir, netlifyRedirectsFile), 'utf8')).toBe('');
    expect(readRedirects(dir, {}).size).toBe(0);
  }, 60_000);
});
