// @vitest-environment node
// The editor is a bundle of its own: a visitor's pages load none of it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../../model/paths.ts';
import { editorBundleBase } from '../../../shared/server-paths.ts';

describe("the code build's editor", () => {
  const pages = JSON.parse(readFileSync(path.join(distDir, 'editor/pages.json'), 'utf8')) as Record<string, { script: string; css: string[]; preload: string[] }>;

  it('is built into dist/editor, every file of its pages under /edit/bundle/', () => {
    expect(Object.keys(pages).sort()).toEqual(['blockPreview', 'editor', 'insights', 'leads', 'preview']);
    for (const page of Object.values(pages)) {
      for (const url of [page.script, ...page.css, ...page.preload]) {
        expect(url.startsWith(editorBundleBase)).toBe(true);
        expect(readFileSync(path.join(distDir, 'editor', url.slice(editorBundleBase.length))).length).toBeGreaterThan(0);
      }
    }
  });

  it("is in none of the site's scripts", () => {
    const assets = path.join(distDir, 'client/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    // words only the editor's code holds
    const markers = ['editor-config', 'Published versions', 'Preview draft', 'Restore version'];
    const leaks = scripts.flatMap((name) => markers.filter((marker) => readFileSync(path.join(assets, name), 'utf8').includes(marker)).map((marker) => `${name}: ${marker}`));
    expect(scripts.length).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
    // and the check can see them: the editor's own bundle holds each
    const editorDir = path.join(distDir, 'editor/assets');
    const editorCode = readdirSync(editorDir).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(editorDir, name), 'utf8')).join('\n');
    for (const marker of markers) expect([marker, editorCode.includes(marker)]).toEqual([marker, true]);
  });
});
