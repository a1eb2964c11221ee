import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { clientDirIn, writeManifest, type BuildManifest } from './build-manifest.ts';
import { notFoundFile, pageFile } from './page-files.ts';
import { SqliteStorage } from './storage/sqlite-storage.ts';
import type { StoredRequest } from './storage/storage.ts';

// Paths unlike the real site's, so a test passes only when the server takes them from the manifest.
export const testManifest: BuildManifest = {
  routes: ['/', '/write-to-us', '/request-received'],
  noindex: ['/request-received'],
  contactForm: { successPath: '/request-received', formPath: '/write-to-us' },
  liveChatOrigin: null,
};

/** The heading of each page of tempBuild(). */
export const pageHeading = (route: string) => `Page ${route}`;

/** A build folder as `npm run build` leaves it: manifest.json, and client/ with a page per route and the not-found page. */
export function tempBuild(manifest: BuildManifest = testManifest): { distDir: string; clientDir: string; manifest: BuildManifest } {
  const distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const clientDir = clientDirIn(distDir);
  for (const route of manifest.routes) {
    const file = pageFile(clientDir, route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `<!doctype html><title>${route}</title><h1>${pageHeading(route)}</h1>`);
  }
  writeFileSync(notFoundFile(clientDir), '<!doctype html><title>Not found</title><h1>Not found</h1>');
  writeManifest(distDir, manifest);
  return { distDir, clientDir, manifest };
}

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'contact-data-'));

/** What the SQLite database in `dataDir` holds now, read through a connection of its own. */
export function storedRows(dataDir: string): StoredRequest[] {
  const storage = SqliteStorage.openExisting(dataDir);
  if (!storage) return [];
  try {
    return storage.rows();
  } finally {
    void storage.close();
  }
}

/** A log destination that keeps every line written to it. */
export function logCollector(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, lines };
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' };
export const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json' };

export const validRequest = { name: 'Asha Verma', email: 'asha@example.in', phone: '+91 98765 43210', message: 'We need an app for our drivers.' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the real server (src/server/serve.ts) as a child process; resolves with its URL. */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // node itself, not the tsx wrapper: a SIGKILL to the wrapper would leave the server running as an orphan
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/serve.ts')], {
    cwd: root,
    env: { ...process.env, RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

export const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
