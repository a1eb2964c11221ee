import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { buildEnv } from '../ensure-build.ts';
import { root } from '../paths.ts';
import { buildOnce, sourceHash } from './bundle-cache.ts';
import { editorEntries, type EditorEntry } from './editor-entries.ts';

/** Where the dev server serves the editor's bundle: `${editorBundleBase}${hash}/assets/…`. */
export const editorBundleBase = '/__editor/bundle/';
const manifestFile = '.vite/manifest.json';

/** What a page of the editor loads from the bundle. */
export interface BundlePage {
  script: string;
  /** its style sheets, and the modules its script imports at once (fetched beside it rather than after it) */
  css: string[];
  preload: string[];
}

export interface EditorBundle {
  hash: string;
  pages: Record<EditorEntry, BundlePage>;
}

export interface EditorBundler {
  /** the bundle of the sources as they are now, built first when there is none */
  current(): Promise<EditorBundle>;
  /** the file a URL under editorBundleBase names, when it is in a finished bundle */
  file(pathname: string): string | undefined;
  /** a source may have changed: the next current() hashes them again */
  invalidate(): void;
}

/** The pages' scripts, style sheets and static imports, from the manifest `vite build` wrote into `dir`. */
export function bundlePages(dir: string, base: string): Record<EditorEntry, BundlePage> {
  const manifest = JSON.parse(readFileSync(path.join(dir, manifestFile), 'utf8')) as Manifest;
  const page = (key: string): BundlePage => {
    const css = new Set<string>();
    const preload = new Set<string>();
    const visit = (chunkKey: string, isEntry: boolean) => {
      const chunk = manifest[chunkKey];
      if (!chunk) throw new Error(`the editor's bundle has no ${chunkKey}`);
      if (!isEntry) {
        if (preload.has(base + chunk.file)) return;
        preload.add(base + chunk.file);
      }
      for (const sheet of chunk.css ?? []) css.add(base + sheet);
      for (const imported of chunk.imports ?? []) visit(imported, false);
    };
    visit(key, true);
    return { script: base + manifest[key]!.file, css: [...css], preload: [...preload] };
  };
  return Object.fromEntries(Object.entries(editorEntries).map(([name, file]) => [name, page(file)])) as Record<EditorEntry, BundlePage>;
}

/** `vite build` with the editor's settings (editor-bundle.config.ts) in a process of its own, in production mode. */
export function viteBuild(outDir: string, base: string, projectRoot = root): Promise<void> {
  const vite = path.join(projectRoot, 'node_modules/vite/bin/vite.js');
  const config = path.join(projectRoot, 'scripts/lib/editor/editor-bundle.config.ts');
  const env = buildEnv({ NODE_ENV: 'production', EDITOR_BUNDLE_OUT: outDir, EDITOR_BUNDLE_BASE: base });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', config, '--logLevel', 'warn'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build of the editor exited with ${code}:\n${output.trim()}`))));
  });
}

export interface BundlerOptions {
  projectRoot?: string;
  /** shared by every dev server of the repo (and the test files' servers): a bundle is built once per source */
  cacheDir?: string;
  build?: (outDir: string, base: string) => Promise<void>;
  log?: (line: string) => void;
}

/** The editor's bundle for a dev server: built when the sources change and a page of the editor is asked for. */
export function createEditorBundler({
  projectRoot = root,
  cacheDir = process.env.EDITOR_BUNDLE_CACHE ?? path.join(projectRoot, 'node_modules/.cache/site-editor'),
  build = (outDir, base) => viteBuild(outDir, base, projectRoot),
  log = () => {},
}: BundlerOptions = {}): EditorBundler {
  let hash: string | undefined;
  let pending: { hash: string; bundle: Promise<EditorBundle> } | undefined;

  const make = async (key: string): Promise<EditorBundle> => {
    const started = performance.now();
    const base = `${editorBundleBase}${key}/`;
    const { dir, built } = await buildOnce({
      cacheDir,
      key,
      marker: manifestFile,
      build: (outDir) => {
        log(`building the editor's bundle (once per change of its sources; EDITOR_DEV=1 serves them unbundled)…`);
        return build(outDir, base);
      },
    });
    if (built) log(`the editor's bundle is built, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { hash: key, pages: bundlePages(dir, base) };
  };

  return {
    current() {
      hash ??= sourceHash(projectRoot);
      if (pending?.hash !== hash) {
        const bundle = make(hash);
        pending = { hash, bundle };
        // a failed build is tried again on the next request, not remembered
        bundle.catch(() => {
          if (pending?.bundle === bundle) pending = undefined;
        });
      }
      return pending.bundle;
    },
    file(pathname) {
      const match = /^([0-9a-f]+)\/(.+)$/.exec(pathname.startsWith(editorBundleBase) ? pathname.slice(editorBundleBase.length) : '');
      if (!match) return undefined;
      const dir = path.join(cacheDir, match[1]!);
      let file: string;
      try {
        file = path.resolve(dir, decodeURIComponent(match[2]!));
      } catch {
        return undefined;
      }
      // only a finished bundle's own files: no way out of its folder, and not its manifest
      if (!file.startsWith(dir + path.sep) || file.includes(`${path.sep}.vite${path.sep}`) || !existsSync(path.join(dir, manifestFile))) return undefined;
      return existsSync(file) && statSync(file).isFile() ? file : undefined;
    },
    invalidate() {
      hash = undefined;
    },
  };
}
