// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Redirect } from '../shared/redirects.ts';
import { parseRedirectsCsv } from '../shared/redirects-csv.ts';
import { pathChanges, redirectFindings, redirectTable, removedRedirectNote, siteRedirectChecks, withImported, withPathRedirects } from './redirects.ts';
import { formatProblem, validateSiteFile, validateSiteText } from './validate-site.ts';
import { ownSiteFile, root } from './paths.ts';

type Loose = Record<string, unknown>;
const site = () => JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Loose & { pages: Loose[]; redirects?: unknown[] };
const hand = (from: string, to: string | undefined, status: Redirect['status'] = 301): Redirect => ({ from, ...(to !== undefined && { to }), status, made: 'hand' });
const pages = ['/', '/about-us', '/contact-us', '/services/web'];
const reserved = (route: string) => (route === '/edit' || route.startsWith('/edit/') ? 'is reserved for the editor (/edit and every path under it)' : undefined);
const findings = (redirects: unknown[]) => redirectFindings(redirects, { pages, reserved, otherLanguages: ['hi'] });
const messages = (redirects: unknown[]) => findings(redirects).problems.map(({ index, field, message }) => `${index} ${field ?? '-'}: ${message}`);

describe('the rules of redirects', () => {
  it('accept redirects to pages, to https:// addresses, and gone ones', () => {
    expect(findings([hand('/old', '/about-us'), hand('/offer', 'https://shop.example.com/offer', 302), hand('/retired', undefined, 410)])).toEqual({ problems: [], warnings: [] });
  });

  it('refuse a redirect to itself', () => {
    expect(messages([hand('/old', '/old')])).toEqual(['0 to: "/old" sends visitors to the address they asked for: choose another page']);
  });

  it('refuse a loop of three, naming it from each of its redirects', () => {
    expect(messages([hand('/a', '/b'), hand('/b', '/c'), hand('/c', '/a')])).toEqual([
      '0 to: sends visitors round a loop ("/a" → "/b" → "/c" → "/a"): send one of them to a page',
      '1 to: sends visitors round a loop ("/b" → "/c" → "/a" → "/b"): send one of them to a page',
      '2 to: sends visitors round a loop ("/c" → "/a" → "/b" → "/c"): send one of them to a page',
    ]);
  });

  it('refuse a redirect into a loop, and name a long loop by its first steps', () => {
    const loop = Array.from({ length: 1000 }, (_, n) => hand(`/l${n}`, `/l${(n + 1) % 1000}`));
    const found = messages([hand('/into', '/l5'), ...loop]);
    expect(found[0]).toBe('0 to: "/l5" is itself redirected, into a loop ("/l5" → "/l6" → "/l7" → … (1,000 redirects) → "/l4" → "/l5"): send this one to a page');
    expect(found).toHaveLength(1001);
  });

  it('refuse a redirect to a redirect: send it to the end of the chain directly', () => {
    expect(messages([hand('/a', '/b'), hand('/b', '/c'), hand('/c', '/about-us'), hand('/d', '/e'), hand('/e', undefined, 410)])).toEqual([
      '0 to: "/b" is itself redirected to "/about-us": send it to "/about-us" directly',
      '1 to: "/c" is itself redirected to "/about-us": send it to "/about-us" directly',
      '3 to: "/e" is itself redirected as gone (410): make this one gone too, or send it to a page',
    ]);
  });

  it('refuse a "to" that is no page, with the likeliest page', () => {
    expect(messages([hand('/old', '/contact-uss')])).toEqual(['0 to: "/contact-uss" is not the path of any page — did you mean "/contact-us"?']);
  });

  it('refuse "/", a reserved route, a path of another language and a "from" twice', () => {
    expect(messages([hand('/', '/about-us'), hand('/edit', '/about-us'), hand('/edit/users', '/about-us'), hand('/hi/old', '/about-us'), hand('/old', '/about-us'), hand('/old', '/contact-us')])).toEqual([
      '0 from: "/" is the home page, which cannot be redirected',
      '1 from: "/edit" is reserved for the editor (/edit and every path under it): it cannot be redirected',
      '2 from: "/edit/users" is reserved for the editor (/edit and every path under it): it cannot be redirected',
      '3 from: "/hi/old" is where the Hindi (hi) pages live: write the default language\'s path ("/old"), which is redirected in every language',
      '5 from: "/old" is redirected twice (first at item 4): keep one of them',
    ]);
  });

  it('refuse javascript:, //evil.test, http:, "..", an encoded slash, a backslash and a control character', () => {
    const bad = ['javascript:alert(1)', '//evil.test', 'http://example.com', '/a/../edit', '/old%2F..%2Fedit', '/a\\b', '/a\nb'];
    const found = messages(bad.map((to, n) => hand(`/x${n}`, to)));
    expect(found).toHaveLength(bad.length);
    found.forEach((message, n) => expect(message).toMatch(new RegExp(`^${n} to: `)));
    for (const from of ['/old%2F..%2Fedit', '/a/../edit', '//evil.test', '/a\\b']) expect(messages([hand(from, '/about-us')])).toEqual([expect.stringMatching(/^0 from: /)]);
  });

  it('want a "to" for 301 and 302, and none for 410', () => {
    expect(messages([hand('/a', undefined, 301), hand('/b', '/about-us', 410)])).toEqual([
      '0 -: has no "to": choose the page of the site, or write the https:// address, to send its visitors to',
      '1 to: a redirect of type 410 (gone) sends nobody anywhere: remove its "to"',
    ]);
  });

  it('warn of a redirect from a page’s path: the page wins', () => {
    expect(findings([hand('/about-us', '/contact-us')])).toEqual({ problems: [], warnings: [{ index: 0, field: 'from', message: '"/about-us" is the path of a page: the page wins, and this redirect is removed at the next publish' }] });
  });

  it('leave values of the wrong type to the schema', () => {
    expect(findings([null, 3, { from: 7, to: [], status: 'x' }, { from: '/ok', to: 5, status: 301 }])).toEqual({ problems: [], warnings: [] });
  });

  // a bound against a walk that grows with the square of the list (a loop of 10,000 named whole took a minute), not a timing
  it('check 10,000 redirects, and a chain of 10,000, in linear time', () => {
    const many = Array.from({ length: 10_000 }, (_, n) => hand(`/old/page-${n}`, n % 2 ? '/services/web' : 'https://example.com/page'));
    const chain = Array.from({ length: 10_000 }, (_, n) => hand(`/c${n}`, n === 9_999 ? '/about-us' : `/c${n + 1}`));
    const started = performance.now();
    expect(findings(many).problems).toEqual([]);
    expect(findings(chain).problems).toHaveLength(9_999);
    expect(findings(chain.map((redirect, n) => (n === 9_999 ? hand(redirect.from, '/c0') : redirect))).problems).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('page ids', () => {
  it('refuse an id two pages have, and warn of a page without one', () => {
    const copy = site();
    copy.pages[3]!.id = 'home';
    delete copy.pages[4]!.id;
    expect(siteRedirectChecks(copy)).toEqual({
      problems: [{ pointer: '/pages/3/id', message: '"home" is already the id of the page "/": each page needs an id of its own' }],
      warnings: [{ pointer: '/pages/4', message: `page "${String(copy.pages[4]!.path)}" has no id: a change of its path will not send its visitors to the new one` }],
    });
  });

  it('are checked when only a page changed since a text found valid (a publish validates only that page)', () => {
    const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    const { basis } = validateSiteText(text(site()), { file: 'site.json', keepBasis: true });
    const copy = site();
    copy.pages[3]!.id = 'home';
    const result = validateSiteText(text(copy), { file: 'site.json', basis });
    expect(result.problems.map(({ pointer, message }) => `${pointer} ${message}`)).toEqual(['/pages/3/id "home" is already the id of the page "/": each page needs an id of its own']);
    delete copy.pages[3]!.id;
    const quick = validateSiteText(text(copy), { file: 'site.json', basis });
    expect(quick.validated).toEqual([3]);
    expect(quick.warnings.map(({ pointer }) => pointer)).toEqual(['/pages/3']);
  });

  it('are in site.json, each the slug of its path', () => {
    expect(site().pages.map((page) => [page.id, page.path === '/' ? 'home' : String(page.path).slice(1).replaceAll('/', '-')])).toEqual(site().pages.map((page) => [page.id, page.id]));
    expect(siteRedirectChecks(site())).toEqual({ problems: [], warnings: [] });
  });
});

describe('npm run validate', () => {
  // the copy's redirects, each with the field a problem is expected at
  const redirects: [Redirect, 'from' | 'to' | null, string][] = [
    [hand('/old-offer', '/contact-us'), null, ''],
    [hand('/self', '/self'), 'to', 'sends visitors to the address they asked for'],
    [hand('/loop-a', '/loop-b'), 'to', 'round a loop ("/loop-a" → "/loop-b" → "/loop-c" → "/loop-a")'],
    [hand('/loop-b', '/loop-c'), 'to', 'round a loop'],
    [hand('/loop-c', '/loop-a'), 'to', 'round a loop'],
    [hand('/edit', '/faq'), 'from', 'is reserved for the editor'],
    [hand('/healthz', '/faq'), 'from', 'is reserved for the health check'],
    [hand('/js', 'javascript:alert(1)'), 'to', 'is neither a path of this site'],
    [hand('/proto', '//evil.test', 302), 'to', 'starts with "//"'],
    [hand('/up', '/faq/../edit'), 'to', 'holds "." or ".."'],
    [hand('/encoded', '/old%2F..%2Fedit'), 'to', 'holds an encoded slash'],
  ];

  function copyWith(list: unknown[]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'redirects-validate-'));
    const file = path.join(dir, 'site.json');
    const text = `${JSON.stringify({ ...site(), redirects: list }, null, 2)}\n`;
    writeFileSync(file, text);
    return { file, text };
  }

  /** Where the value of `field` of the redirect from `from` starts in `text`, 1-based. */
  function positionOf(text: string, from: string, field: 'from' | 'to') {
    const start = text.indexOf(`"from": ${JSON.stringify(from)}`);
    const at = text.indexOf(`"${field}": `, field === 'from' ? start : start + 1) + `"${field}": `.length;
    const before = text.slice(0, at).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  }

  it('reports each problem of the redirects at its line, column and pointer', () => {
    const { file, text } = copyWith(redirects.map(([redirect]) => redirect));
    const result = validateSiteFile(file);
    const expected = redirects.flatMap(([redirect, field, words], index) => (field ? [{ ...positionOf(text, redirect.from, field), pointer: `/redirects/${index}/${field}`, words }] : []));
    expect(result.problems).toHaveLength(expected.length);
    expected.forEach(({ line, column, pointer, words }, n) => {
      const problem = result.problems[n]!;
      expect(problem).toMatchObject({ line, column, pointer });
      expect(problem.message).toContain(words);
      expect(formatProblem(problem)).toMatch(new RegExp(`:${line}:${column} {2}${pointer.replaceAll('/', '\\/')} {2}`));
    });
  });

  it('warns of a redirect from a live page’s path at its line, and stays valid', () => {
    const { file, text } = copyWith([hand('/faq', '/about-us')]);
    const result = validateSiteFile(file);
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([expect.objectContaining({ ...positionOf(text, '/faq', 'from'), pointer: '/redirects/0/from', message: '"/faq" is the path of a page: the page wins, and this redirect is removed at the next publish' })]);
  });

  it('prints them as the command does, and fails', () => {
    const { file, text } = copyWith([hand('/old-offer', '/contact-us'), hand('/a', '/b'), hand('/b', '/c'), hand('/c', '/a')]);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', file], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    const { line, column } = positionOf(text, '/a', 'to');
    expect(run.stderr).toContain(`:${line}:${column}  /redirects/1/to  sends visitors round a loop ("/a" → "/b" → "/c" → "/a"): send one of them to a page`);
    expect(run.stderr).toContain('3 problems in');
  });
});

describe('path changes', () => {
  const live = { pages: [{ id: 'home', path: '/' }, { id: 'web', path: '/web-development' }, { id: 'about', path: '/about-us' }, { path: '/no-id' }] };
  const moved = (changes: Record<string, string>, extra: Loose[] = []) => ({ pages: [...live.pages.map((page) => ({ ...page, path: changes[page.path] ?? page.path })), ...extra] });

  it('are the pages of the same id at another path', () => {
    expect(pathChanges(live, moved({ '/web-development': '/services/web', '/no-id': '/elsewhere' }))).toEqual([{ from: '/web-development', to: '/services/web' }]);
    expect(pathChanges(live, live)).toEqual([]);
  });

  it('add a 301 from the old path to the new one, stamped', () => {
    const next = { ...moved({ '/web-development': '/services/web' }), redirects: [hand('/kept', 'https://example.com')] };
    const made = { from: '/web-development', to: '/services/web', status: 301, made: 'path-change', by: 'ann@example.com', at: '2026-12-07T10:00:00.000Z' };
    expect(withPathRedirects(next, live, { by: 'ann@example.com', at: '2026-12-07T10:00:00.000Z' })).toEqual({ redirects: [hand('/kept', 'https://example.com'), made], added: [made], removed: [] });
  });

  it('collapse chains: A→B with the page moving from B to C gives A→C and B→C', () => {
    const before = { ...live, redirects: [hand('/a', '/web-development')] };
    const next = { ...moved({ '/web-development': '/services/web' }), redirects: before.redirects };
    const { redirects } = withPathRedirects(next, before);
    expect(redirects.map(({ from, to }) => `${from}→${to}`)).toEqual(['/a→/services/web', '/web-development→/services/web']);
    // and again: the page moves on, both follow
    const again = withPathRedirects({ ...moved({ '/web-development': '/web' }), redirects }, next);
    expect(again.redirects.map(({ from, to }) => `${from}→${to}`)).toEqual(['/a→/web', '/web-development→/web', '/services/web→/web']);
  });

  it('remove a redirect whose address a page now answers, and say so', () => {
    const before = { ...live, redirects: [hand('/old-offer', '/about-us'), hand('/x', '/about-us')] };
    const next = { ...live, pages: [...live.pages, { id: 'offer', path: '/old-offer' }], redirects: before.redirects };
    const result = withPathRedirects(next, before);
    expect(result.redirects).toEqual([hand('/x', '/about-us')]);
    expect(result.removed).toEqual([hand('/old-offer', '/about-us')]);
    expect(result.removed.map(removedRedirectNote)).toEqual(['the page /old-offer now answers /old-offer: its redirect to /about-us was removed']);
  });

  it('make none for two pages that swap paths, and none back to a path a page moved back to', () => {
    const swapped = { pages: [live.pages[0]!, { id: 'web', path: '/about-us' }, { id: 'about', path: '/web-development' }] };
    expect(withPathRedirects(swapped, live)).toEqual({ redirects: [], added: [], removed: [] });
    const away = withPathRedirects(moved({ '/about-us': '/team' }), live);
    const back = withPathRedirects({ ...live, redirects: away.redirects }, moved({ '/about-us': '/team' }));
    expect(back.redirects.map(({ from, to }) => `${from}→${to}`)).toEqual(['/team→/about-us']);
    expect(back.removed.map(removedRedirectNote)).toEqual(['the page /about-us now answers /about-us: its redirect to /team was removed']);
  });
});

describe('the redirect table', () => {
  it('has every language’s paths, targets in the same language, addresses as they are, null for gone', () => {
    expect(redirectTable([hand('/web-development', '/services/web'), hand('/old-home', '/', 302), hand('/shop', 'https://shop.example.com'), hand('/retired', undefined, 410)], ['en', 'hi'])).toEqual({
      '/web-development': { to: '/services/web', status: 301 },
      '/hi/web-development': { to: '/hi/services/web', status: 301 },
      '/old-home': { to: '/', status: 302 },
      '/hi/old-home': { to: '/hi/', status: 302 },
      '/shop': { to: 'https://shop.example.com', status: 301 },
      '/hi/shop': { to: 'https://shop.example.com', status: 301 },
      '/retired': { to: null, status: 410 },
      '/hi/retired': { to: null, status: 410 },
    });
    expect(redirectTable([hand('/a', '/b')], [])).toEqual({});
  });
});

describe('a CSV import', () => {
  it('names the line of a loop the site’s rules find, with the redirects already there', () => {
    const existing = [hand('/c', '/a')];
    const check = (imported: Redirect[]) => {
      const { redirects, indexes } = withImported(existing, imported);
      const at = new Map(indexes.map((index, n) => [index, n]));
      return findings(redirects).problems.flatMap((problem) => (at.has(problem.index) ? [{ ...problem, index: at.get(problem.index)! }] : []));
    };
    const read = parseRedirectsCsv('from,to,status\n/old,/about-us,301\n/a,/b,301\n/b,/c,301\n', { check });
    expect(read.ok ? [] : read.problems).toEqual([
      { line: 3, message: 'to: sends visitors round a loop ("/a" → "/b" → "/c" → "/a"): send one of them to a page' },
      { line: 4, message: 'to: sends visitors round a loop ("/b" → "/c" → "/a" → "/b"): send one of them to a page' },
    ]);
  });

  it('replaces a redirect of the same address', () => {
    expect(withImported([hand('/a', '/b'), hand('/c', '/d')], [hand('/a', '/e')])).toEqual({ redirects: [hand('/c', '/d'), hand('/a', '/e')], indexes: [1] });
  });
});
