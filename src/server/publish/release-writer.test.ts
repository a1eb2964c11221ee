// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseWriter } from './release-writer.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A live release of `count` pages, each with its data and a compressed copy of its HTML. */
function liveRelease(count: number) {
  dir = mkdtempSync(path.join(tmpdir(), 'writer-'));
  const live = path.join(dir, 'live');
  mkdirSync(path.join(live, '_data'), { recursive: true });
  for (let page = 0; page < count; page += 1) {
    writeFileSync(path.join(live, `p${page}.html`), `page ${page}`);
    writeFileSync(path.join(live, `p${page}.html.br`), `page ${page} compressed`);
    writeFileSync(path.join(live, '_data', `p${page}.json`), `{"page":${page}}`);
  }
  const links = (to: string) => Array.from({ length: count }, (_unused, page) => [`p${page}.html`, `_data/p${page}.json`]).flat().map((name) => ({ from: path.join(live, name), to: path.join(to, name) }));
  return { live, links };
}

describe('releaseWriter: many links in a thread of their own', () => {
  it('makes them while pages are written, and flush() waits for them and names their folders', async () => {
    const { live, links } = liveRelease(40);
    const to = path.join(dir, 'new');
    const files = releaseWriter(to, { linksInThreadFrom: 10 });
    files.carryAll(links(to));
    files.write(path.join(to, 'p40.html'), 'a new page');
    await files.flush();
    for (let page = 0; page < 40; page += 1) {
      expect(statSync(path.join(to, `p${page}.html`)).ino).toBe(statSync(path.join(live, `p${page}.html`)).ino);
      expect(readFileSync(path.join(to, `p${page}.html.br`), 'utf8')).toBe(`page ${page} compressed`);
    }
    expect(files.folders()).toContain(path.join(to, '_data'));
    expect(files.written()).toEqual([path.join(to, 'p40.html')]);
  });

  it('reports a page missing from the live release at flush(), and discard() removes what was linked', async () => {
    const { live, links } = liveRelease(20);
    rmSync(path.join(live, 'p7.html'));
    const to = path.join(dir, 'new');
    const files = releaseWriter(to, { linksInThreadFrom: 10 });
    files.carryAll(links(to));
    await expect(files.flush()).rejects.toMatchObject({ code: 'ENOENT' });
    await files.discard();
    expect(existsSync(to)).toBe(false);
  });

  it('makes a few links here, at once', () => {
    const { live, links } = liveRelease(3);
    const to = path.join(dir, 'new');
    releaseWriter(to, { linksInThreadFrom: 10 }).carryAll(links(to));
    expect(statSync(path.join(to, 'p2.html')).ino).toBe(statSync(path.join(live, 'p2.html')).ino);
  });
});
