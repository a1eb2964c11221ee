// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkInThread } from './link-thread.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function made() {
  dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  const from = path.join(dir, 'live');
  mkdirSync(path.join(from, '_data'), { recursive: true });
  writeFileSync(path.join(from, 'a.html'), 'a');
  writeFileSync(path.join(from, 'a.html.br'), 'a compressed');
  writeFileSync(path.join(from, '_data', 'a.json'), '{}');
  return { from, to: path.join(dir, 'new') };
}

describe('linkInThread', () => {
  it('links each file and its compressed copies into folders it makes, and names those folders', async () => {
    const { from, to } = made();
    const done = await linkInThread([
      { from: path.join(from, 'a.html'), to: path.join(to, 'a.html') },
      { from: path.join(from, '_data', 'a.json'), to: path.join(to, '_data', 'a.json') },
      { from: path.join(from, '.main', 'a.json'), to: path.join(to, '.main', 'a.json'), optional: true },
    ]);
    expect(statSync(path.join(to, 'a.html')).ino).toBe(statSync(path.join(from, 'a.html')).ino);
    expect(readFileSync(path.join(to, 'a.html.br'), 'utf8')).toBe('a compressed');
    expect(existsSync(path.join(to, '_data', 'a.json.br'))).toBe(false);
    expect(existsSync(path.join(to, '.main', 'a.json'))).toBe(false);
    expect(done.folders.sort()).toEqual([to, path.join(to, '.main'), path.join(to, '_data')].sort());
  });

  it('fails with ENOENT when a page is missing from the live release, as the publish describes it', async () => {
    const { from, to } = made();
    const links = [{ from: path.join(from, 'gone.html'), to: path.join(to, 'gone.html') }];
    await expect(linkInThread(links)).rejects.toMatchObject({ code: 'ENOENT', message: `${path.join(from, 'gone.html')} is missing from the live release` });
  });
});
