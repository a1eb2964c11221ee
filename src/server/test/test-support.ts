import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import { clientDirIn, writeCodeBuild } from '../config/build-manifest.ts';
import type { SiteFacts } from '../../model/site-manifest.ts';
import type { Site } from '../../generated/site.ts';
import { root } from '../../model/paths.ts';
import { dataFile, notFoundDataFile, notFoundFile, pageFile } from '../engine/releases/release-files.ts';
import { manifestName, summaryName, type ReleaseManifest, type ReleasePage } from '../engine/releases/release-manifest.ts';
import { newReleaseId, releaseDir, switchRelease } from '../engine/releases/release-store.ts';
import { SqliteStorage } from '../db/sqlite/sqlite-requests-store.ts';
import type { StoredRequest } from '../db/requests-store.ts';

// Paths unlike the real site's, so a test passes only when the server takes them from the release.
export const testSite: SiteFacts = {
  routes: ['/', '/write-to-us', '/request-received'],
  noindex: ['/request-received'],
  contactForm: { successPath: '/request-received', formPath: '/write-to-us' },
  liveChatOrigin: null,
  siteHost: null,
};

/** The heading of each page of tempBuild(). */
export const pageHeading = (route: string) => `Page ${route}`;

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

function writeFile(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A file of a release with the .br and .gz copies the publish writes beside it. */
function writeWithCopies(file: string, text: string) {
  writeFile(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * A release as `npm run publish` leaves one, made live: a page per route (its heading `heading(route)`), the
 * not-found page, each one's data, the manifest. Returns its id.
 */
export function writeTestRelease(dataDir: string, site: SiteFacts = testSite, heading = pageHeading): string {
  const id = newReleaseId();
  const dir = releaseDir(dataDir, id);
  const place = (htmlFile: string, jsonFile: string, title: string, h1: string): ReleasePage => {
    const html = `<!doctype html><title>${title}</title><div id="root"><h1>${h1}</h1></div>`;
    const json = JSON.stringify({ build: 'test', heading: h1 });
    writeWithCopies(htmlFile, html);
    writeWithCopies(jsonFile, json);
    return { inputs: hash(html + json), html: hash(html), data: hash(json) };
  };
  const routes = Object.fromEntries(site.routes.map((route) => [route, place(pageFile(dir, route), dataFile(dir, route), route, heading(route))]));
  const notFound = place(notFoundFile(dir), notFoundDataFile(dir), 'Not found', 'We can’t find the page');
  const summary = { id, created: new Date().toISOString(), source: 'a test', build: 'test', content: hash(JSON.stringify(site)), pages: site.routes.length, changed: site.routes, removed: [] };
  const manifest: ReleaseManifest = { ...summary, previous: null, routes, notFound, noindex: site.noindex, contactForm: site.contactForm, liveChatOrigin: site.liveChatOrigin };
  writeFile(path.join(dir, summaryName), JSON.stringify(summary));
  writeFile(path.join(dir, manifestName), JSON.stringify(manifest));
  switchRelease(dataDir, id);
  return id;
}

/** A code build as `npm run build` leaves it (a script and build.json), and a data folder with a live release of `site`. */
export function tempBuild(site: SiteFacts = testSite, dataDir = tempDataDir()): { distDir: string; clientDir: string; dataDir: string } {
  const distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const clientDir = clientDirIn(distDir);
  writeFile(path.join(clientDir, 'assets/main-abc123.js'), 'console.log(1)');
  writeCodeBuild(distDir, { id: 'test', built: new Date().toISOString() });
  writeTestRelease(dataDir, site);
  return { distDir, clientDir, dataDir };
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


/** Starts the real server (src/server/cli/serve.ts) as a child process; resolves with its URL. */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // node itself, not the tsx wrapper: a SIGKILL to the wrapper would leave the server running as an orphan
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/cli/serve.ts')], {
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

/** `site` as site.json's text, with `edit` applied to a copy. */
export function editedText(site: Site, edit: (draft: Site) => void): string {
  const draft = structuredClone(site);
  edit(draft);
  return `${JSON.stringify(draft, null, 2)}\n`;
}

const dayMs = 24 * 3600 * 1000;

/**
 * The first of May to September soonest at least two days away, plus `extra` days (under 20), as YYYY-MM-DD: well
 * within the year a schedule may be ahead whenever the test runs, and on summer time in Europe/Berlin (UTC+2).
 */
export function summerDay(extra = 0, now = new Date()): string {
  const year = now.getUTCFullYear();
  const firsts = [year, year + 1].flatMap((candidate) => [4, 5, 6, 7, 8].map((month) => Date.UTC(candidate, month, 1)));
  const first = firsts.find((time) => time >= now.getTime() + 2 * dayMs)!;
  return new Date(first + extra * dayMs).toISOString().slice(0, 10);
}

/** The hour next spring that Europe/Berlin's clocks skip (02:00–03:00 on March's last Sunday), as YYYY-MM-DDT02:30. */
export function berlinSpringGap(now = new Date()): string {
  const year = now.getUTCFullYear() + 1;
  const lastSunday = 31 - new Date(Date.UTC(year, 2, 31)).getUTCDay();
  return `${year}-03-${lastSunday}T02:30`;
}
