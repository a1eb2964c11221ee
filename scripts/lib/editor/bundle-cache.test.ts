import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOnce, sourceHash } from './bundle-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

// a build that writes its marker last, after `wait` resolves
const fakeBuild = (log: string[], wait: Promise<void> = Promise.resolve()) => async (outDir: string) => {
  log.push(outDir);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'app.js'), 'built');
  await wait;
  writeFileSync(path.join(outDir, 'done'), '');
};

describe('sourceHash', () => {
  it('changes with a source file or its name, and not with tests, notes or what is generated from site.json', () => {
    write('src/a.ts', 'export const a = 1;');
    write('schema/site.schema.json', '{}');
    const first = sourceHash(dir);
    write('src/a.test.ts', 'test');
    write('src/editor/README.md', '# notes');
    write('schema/generated/site-refs.schema.json', '{"enum":["/new"]}');
    expect(sourceHash(dir)).toBe(first);
    write('src/a.ts', 'export const a = 2;');
    const second = sourceHash(dir);
    expect(second).not.toBe(first);
    rmSync(path.join(dir, 'src/a.ts'));
    write('src/b.ts', 'export const a = 2;');
    expect(sourceHash(dir)).not.toBe(second);
  });
});

describe('buildOnce', () => {
  const cacheDir = () => path.join(dir, 'cache');

  it('builds a key once, however many ask at the same time, and then reuses it', async () => {
    const builds: string[] = [];
    let finish = () => {};
    const wait = new Promise<void>((resolve) => (finish = resolve));
    const options = { cacheDir: cacheDir(), key: 'abc1', marker: 'done', build: fakeBuild(builds, wait) };
    const both = Promise.all([buildOnce(options), buildOnce(options)]);
    // the second waits on the first one's lock, and no half-built folder is in place meanwhile
    await expect.poll(() => builds.length).toBe(1);
    expect(existsSync(path.join(cacheDir(), 'abc1'))).toBe(false);
    finish();
    const results = await both;
    expect(results.map((result) => result.built).sort()).toEqual([false, true]);
    expect(builds).toHaveLength(1);
    expect(readFileSync(path.join(cacheDir(), 'abc1/app.js'), 'utf8')).toBe('built');
    expect(await buildOnce(options)).toEqual({ dir: path.join(cacheDir(), 'abc1'), built: false });
    expect(builds).toHaveLength(1);
    expect(readdirSync(cacheDir())).toEqual(['abc1']);
  });

  it('leaves nothing behind when a build fails, and the next call builds again', async () => {
    const options = { cacheDir: cacheDir(), key: 'abc2', marker: 'done' };
    await expect(
      buildOnce({
        ...options,
        build: async (outDir) => {
          mkdirSync(outDir);
          throw new Error('syntax error in src/a.ts');
        },
      }),
    ).rejects.toThrow('syntax error in src/a.ts');
    expect(readdirSync(cacheDir())).toEqual([]);
    const builds: string[] = [];
    expect((await buildOnce({ ...options, build: fakeBuild(builds) })).built).toBe(true);
  });

  it('refuses a build that did not finish (no marker)', async () => {
    await expect(buildOnce({ cacheDir: cacheDir(), key: 'abc3', marker: 'done', build: async (outDir) => mkdirSync(outDir) })).rejects.toThrow('the build wrote no done');
    expect(readdirSync(cacheDir())).toEqual([]);
  });

  it('takes over the lock and removes the folder of a build whose process was killed', async () => {
    // a process that has exited: its pid is free
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    mkdirSync(path.join(cacheDir(), 'abc4.lock'), { recursive: true });
    writeFileSync(path.join(cacheDir(), 'abc4.lock/pid'), dead);
    mkdirSync(path.join(cacheDir(), `abc4.tmp-${dead}`));
    const builds: string[] = [];
    expect((await buildOnce({ cacheDir: cacheDir(), key: 'abc4', marker: 'done', build: fakeBuild(builds) })).built).toBe(true);
    expect(readdirSync(cacheDir())).toEqual(['abc4']);
  });

  it('keeps the newest builds besides the current one, by when they were last used', async () => {
    const builds: string[] = [];
    for (const [index, key] of ['aaa1', 'aaa2', 'aaa3'].entries()) {
      await buildOnce({ cacheDir: cacheDir(), key, marker: 'done', build: fakeBuild(builds) });
      const used = new Date(Date.now() - (10 - index) * 60_000);
      utimesSync(path.join(cacheDir(), key), used, used);
    }
    // aaa1 used again: newer than aaa2
    await buildOnce({ cacheDir: cacheDir(), key: 'aaa1', marker: 'done', build: fakeBuild(builds) });
    await buildOnce({ cacheDir: cacheDir(), key: 'aaa4', marker: 'done', build: fakeBuild(builds), keep: 2 });
    expect(readdirSync(cacheDir()).sort()).toEqual(['aaa1', 'aaa3', 'aaa4']);
  });
});
