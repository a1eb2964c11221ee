// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../model/paths.ts';
import { readReleaseManifest } from '../engine/releases/release-manifest.ts';
import { listReleases, liveReleaseId, releaseDir } from '../engine/releases/release-store.ts';
import { acquirePublishLock, PublishBusyError } from '../db/publish-lock.ts';
import { publish } from '../engine/publish/publish.ts';
import { distDir } from '../../../scripts/lib/paths.ts';
import { publishCli } from '../test/test-cli.ts';

const original = readFileSync(path.join(root, 'site.json'), 'utf8');
const withHeading = (heading: string) => original.replace('"heading": "A software partner for the long run"', `"heading": ${JSON.stringify(heading)}`);

function siteFileWith(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-')), 'site.json');
  writeFileSync(file, text);
  return file;
}

describe('npm run publish, as a person uses it', () => {
  it('publishes, lists releases newest first (id first, the live one marked), refuses bad input and rolls back', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const first = await publishCli(dataDir, [siteFileWith(original)]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Published release \S+ from .*site\.json \(sha256 [0-9a-f]{8}\) in \d+ ms: 22 pages rendered/m);
    const second = await publishCli(dataDir, [siteFileWith(withHeading('Partners for the long run'))]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/1 page rendered \(\/about-us\), 21 carried over\./);

    const [newest, oldest] = listReleases(dataDir);
    const list = await publishCli(dataDir, ['--list']);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual([newest!.id, oldest!.id]);
    expect(lines[0]).toMatch(/ 1 page changed {2}\(live\)$/);
    expect(lines[1]).toMatch(/ \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC {2}.*site\.json \(sha256 [0-9a-f]{8}\) {2}22 pages changed$/);

    const invalid = await publishCli(dataDir, [siteFileWith(original.replace('"preloaderMs": 700', '"preloaderMs": -1'))]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^\S*site\.json:\d+:\d+ {2}\/settings\/ui\/preloaderMs {2}\S/m);
    expect(invalid.stderr).toContain('nothing was published, the live release is unchanged');
    expect(liveReleaseId(dataDir)).toBe(newest!.id);

    // a file that cannot be read is reported, and changes nothing
    const missing = await publishCli(dataDir, [path.join(dataDir, 'no-such-site.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`ENOENT: no such file or directory, open '${path.join(dataDir, 'no-such-site.json')}'`);
    expect(liveReleaseId(dataDir)).toBe(newest!.id);

    const unknown = await publishCli(dataDir, ['--rollback', '20200101-000000000-0000']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no release "20200101-000000000-0000"');
    expect(liveReleaseId(dataDir)).toBe(newest!.id);

    const back = await publishCli(dataDir, ['--rollback', oldest!.id]);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toMatch(new RegExp(`^Release ${oldest!.id} is live again \\(\\d+ ms, nothing rendered\\)\\.`));
    expect(liveReleaseId(dataDir)).toBe(oldest!.id);

    // without an id: the release the live one replaced, as an undo of the last publish
    expect((await publishCli(dataDir, ['--rollback', newest!.id])).code).toBe(0);
    const undo = await publishCli(dataDir, ['--rollback']);
    expect(undo.code, undo.stderr).toBe(0);
    expect(liveReleaseId(dataDir)).toBe(oldest!.id);
    const further = await publishCli(dataDir, ['--rollback']);
    expect(further.code).toBe(1);
    expect(further.stderr).toContain('There is no earlier release to go back to');
    expect(liveReleaseId(dataDir)).toBe(oldest!.id);
  }, 60_000);

  it('runs two publishes one after the other, never interleaved: the second waits and starts from the first', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const results = await Promise.all([publishCli(dataDir, [siteFileWith(withHeading('First of two'))]), publishCli(dataDir, [siteFileWith(withHeading('Second of two'))])]);
    for (const result of results) expect(result.code, result.stderr).toBe(0);
    const [later, earlier] = listReleases(dataDir);
    expect(readReleaseManifest(releaseDir(dataDir, later!.id)).previous).toBe(earlier!.id);
    expect(readReleaseManifest(releaseDir(dataDir, earlier!.id)).previous).toBeNull();
  }, 60_000);

  it("makes the redirect of a page's path change, writes it into site.json and the release's files, and publishes a change of redirects alone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const file = siteFileWith(original);
    expect((await publishCli(dataDir, [file])).code).toBe(0);
    // the page's path and the site's links to it, as the editor changes them
    const movedText = original.replaceAll('"/web-development"', '"/services/web"');
    writeFileSync(file, movedText);
    const moved = await publishCli(dataDir, [file]);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain('Redirect made: /web-development → /services/web (301, in every language)');
    // site.json: the text published, the list added after its last key and nothing else changed
    const written = readFileSync(file, 'utf8');
    const { redirects, ...rest } = JSON.parse(written) as { redirects: unknown[] };
    expect(redirects).toEqual([{ from: '/web-development', to: '/services/web', status: 301, made: 'path-change', by: expect.stringMatching(/^npm run publish \(/), at: expect.any(String) }]);
    expect(rest).toEqual(JSON.parse(movedText));
    expect(written.startsWith(movedText.trimEnd().replace(/\n}$/, ''))).toBe(true);
    const dir = releaseDir(dataDir, liveReleaseId(dataDir)!);
    expect(readFileSync(path.join(dir, 'content.json'), 'utf8')).toBe(written);
    const inRelease = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    expect(JSON.parse(inRelease('redirects.json'))).toEqual({ '/web-development': { to: '/services/web', status: 301 }, '/hi/web-development': { to: '/hi/services/web', status: 301 } });
    expect(inRelease('nginx-redirects.map')).toContain('"/hi/web-development" "301 /hi/services/web";');
    expect(inRelease('_redirects')).toContain('/web-development /services/web 301');
    expect(inRelease('sitemap.xml')).not.toContain('/web-development<');
    expect(inRelease('sitemap.xml')).toContain('/services/web<');

    // published again as it is: nothing made, nothing to publish
    const again = await publishCli(dataDir, [file]);
    expect(again.stdout).toMatch(/^Nothing to publish/);
    expect(again.stdout).not.toContain('Redirect');
    // a redirect added by hand and nothing else: a new release, every page carried over
    const releases = listReleases(dataDir).length;
    writeFileSync(file, written.replace(/"redirects": \[/, '"redirects": [\n    { "from": "/old-offer", "to": "/contact-us", "status": 302, "made": "hand" },'));
    const byHand = await publishCli(dataDir, [file]);
    expect(byHand.code, byHand.stderr).toBe(0);
    expect(byHand.stdout).toMatch(/0 pages rendered, 22 carried over\./);
    expect(listReleases(dataDir)).toHaveLength(releases + 1);
    expect(JSON.parse(readFileSync(path.join(releaseDir(dataDir, liveReleaseId(dataDir)!), 'redirects.json'), 'utf8'))).toMatchObject({ '/old-offer': { to: '/contact-us', status: 302 } });
  }, 90_000);

  it('refuses a publish while another holds the lock past the wait, changing nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const lock = acquirePublishLock(dataDir);
    try {
      await expect(publish({ dataDir, distDir, text: original, file: 'site.json', source: 'a test', lockWaitMs: 200 })).rejects.toThrow(PublishBusyError);
      await expect(publish({ dataDir, distDir, text: original, file: 'site.json', source: 'a test', lockWaitMs: 200 })).rejects.toThrow(`Another publish is running (process ${process.pid},`);
    } finally {
      lock.release();
    }
    expect(liveReleaseId(dataDir)).toBeUndefined();
    expect(listReleases(dataDir)).toEqual([]);
  });
});
