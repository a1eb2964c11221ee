// @vitest-environment node
// Back into git: what marketers published comes into site.json as a small diff (`npm run content -- pull`), and a
// publish from a site.json that does not hold it is refused (`npm run publish`), unless forced.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteFile } from '../../../model/paths.ts';
import type { EditorStore } from '../../db/editor-store.ts';
import { hashOf } from '../../../model/edit-version.ts';
import { publishCli } from '../../test/test-cli.ts';
import { tempDataDir } from '../../test/test-support.ts';
import { runContent } from '../../cli/content.ts';
import { openDatabase } from '../../db/open/database.ts';

const original = readFileSync(siteFile, 'utf8');
const heading = (text: string) => (JSON.parse(text) as { pages: { sections: { heading?: string }[] }[] }).pages[0]!.sections[0]!.heading;

/** What the editor does on Publish, straight to the store: a version with the home heading changed. */
async function publishFromEditor(store: EditorStore, value: string, author = 'ann@example.com') {
  const live = (await store.liveVersion())!;
  const site = JSON.parse((await store.getVersion(live.id))!.text) as { pages: { sections: { heading?: string }[] }[] };
  site.pages[0]!.sections[0]!.heading = value;
  const text = `${JSON.stringify(site, null, 2)}\n`;
  const result = await store.addLiveVersion({ text, hash: hashOf(text), author, source: 'editor', pages: ['/'], restoredFrom: null, at: new Date() }, { expectedLive: live.id });
  expect(result.ok).toBe(true);
}

describe('site.json and the editor’s versions', () => {
  let dataDir: string;
  let repo: string;
  let file: string;
  let store: EditorStore;
  const lines: string[] = [];
  const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

  // site.json published once from a file by `npm run publish`; each test starts from a copy of that DATA_DIR
  let published: string;
  beforeAll(async () => {
    published = tempDataDir();
    const source = path.join(mkdtempSync(path.join(tmpdir(), 'repo-')), 'site.json');
    writeFileSync(source, original);
    const first = await publishCli(published, [source]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('It is version 1 in the editor');
  });

  beforeEach(async () => {
    dataDir = tempDataDir();
    cpSync(published, dataDir, { recursive: true, verbatimSymlinks: true });
    repo = mkdtempSync(path.join(tmpdir(), 'repo-'));
    file = path.join(repo, 'site.json');
    writeFileSync(file, original);
    git('init', '-q');
    git('-c', 'user.email=dev@example.com', '-c', 'user.name=Dev', 'commit', '-q', '--allow-empty', '-m', 'empty');
    git('add', 'site.json');
    git('-c', 'user.email=dev@example.com', '-c', 'user.name=Dev', 'commit', '-q', '-m', 'site');
    store = await openDatabase({ dataDir }).editor();
    lines.length = 0;
  });
  afterEach(() => store.close());

  it('records each publish from a file as a version, with who ran it', async () => {
    expect(await store.liveVersion()).toMatchObject({ id: 1, source: 'publish' });
    expect((await store.liveVersion())!.author).toMatch(/^npm run publish \(.+@.+\)$/);
  });

  it('pulls a heading published in the editor as a one-line git diff', async () => {
    await publishFromEditor(store, 'Published by marketing');
    expect(await runContent(['pull'], output, { ...process.env, SITE_JSON: file, DATA_DIR: dataDir })).toBe(0);
    expect(lines.join('\n')).toMatch(/now holds version 2 \(published by ann@example.com at .+\): 1 change from the editor/);
    expect(heading(readFileSync(file, 'utf8'))).toBe('Published by marketing');
    const changed = git('diff', '--numstat').trim();
    expect(changed).toBe('1\t1\tsite.json');
    // and a second pull has nothing to do
    lines.length = 0;
    expect(await runContent(['pull'], output, { ...process.env, SITE_JSON: file, DATA_DIR: dataDir })).toBe(0);
    expect(lines.join('\n')).toContain('already holds version 2');
  });

  it('keeps the file’s own changes elsewhere when it pulls', async () => {
    await publishFromEditor(store, 'Published by marketing');
    const site = JSON.parse(original) as { settings: { siteName: string } };
    writeFileSync(file, original.replace(`"siteName": "${site.settings.siteName}"`, '"siteName": "Renamed in git"'));
    expect(await runContent(['pull'], output, { ...process.env, SITE_JSON: file, DATA_DIR: dataDir })).toBe(0);
    const pulled = readFileSync(file, 'utf8');
    expect(heading(pulled)).toBe('Published by marketing');
    expect(pulled).toContain('"siteName": "Renamed in git"');
  });

  it('does not overwrite a place both changed, unless forced', async () => {
    await publishFromEditor(store, 'Published by marketing');
    const mine = JSON.parse(original) as { pages: { sections: { heading?: string }[] }[] };
    mine.pages[0]!.sections[0]!.heading = 'Changed in git';
    writeFileSync(file, `${JSON.stringify(mine, null, 2)}\n`);
    expect(await runContent(['pull'], output, { ...process.env, SITE_JSON: file, DATA_DIR: dataDir })).toBe(1);
    expect(lines.join('\n')).toContain('/pages/0/sections/0/heading');
    expect(heading(readFileSync(file, 'utf8'))).toBe('Changed in git');
    expect(await runContent(['pull', '--force'], output, { ...process.env, SITE_JSON: file, DATA_DIR: dataDir })).toBe(0);
    expect(heading(readFileSync(file, 'utf8'))).toBe('Published by marketing');
  });

  it('refuses to publish a site.json that does not hold the editor’s changes, names the version, and publishes it with --force', async () => {
    await publishFromEditor(store, 'Published by marketing');
    const other = JSON.parse(original) as { settings: { siteName: string } };
    other.settings.siteName = 'A deploy from git';
    writeFileSync(file, `${JSON.stringify(other, null, 2)}\n`);
    const refused = await publishCli(dataDir, [file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not based on the live version: version 2, published from the editor by ann@example.com/);
    expect(refused.stderr).toContain('/pages/0/sections/0/heading');
    expect(refused.stderr).toContain('--force');
    expect((await store.liveVersion())!.id).toBe(2);

    // once pulled, the same deploy goes through
    expect(await runContent(['pull'], output, { ...process.env, SITE_JSON: file, DATA_DIR: dataDir })).toBe(0);
    const pulled = await publishCli(dataDir, [file]);
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(await store.liveVersion()).toMatchObject({ id: 3, source: 'publish' });

    await publishFromEditor(store, 'Marketing again');
    writeFileSync(file, original);
    const forced = await publishCli(dataDir, [file, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await store.liveVersion()).toMatchObject({ id: 5, source: 'publish' });
  });

  it('records a rollback as a restored version, so every instance follows it', async () => {
    const next = JSON.parse(original) as { settings: { siteName: string } };
    next.settings.siteName = 'Second';
    writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
    expect((await publishCli(dataDir, [file])).code).toBe(0);
    const rolled = await publishCli(dataDir, ['--rollback']);
    expect(rolled.code, rolled.stderr).toBe(0);
    expect(await store.liveVersion()).toMatchObject({ id: 3, source: 'restore', restoredFrom: 1, hash: hashOf(original) });
  });
});
