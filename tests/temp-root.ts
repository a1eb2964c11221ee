import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for the whole run, as TMPDIR for every test file and what it starts (servers,
 * Chromium, builds), removed at the end: a test that leaves its temporary files behind leaves them here.
 */
export default function setup() {
  // every project inherits this setup; the first one makes the folder
  if (process.env.SITE_TESTS_TMPDIR) return undefined;
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(path.join(tmpdir(), 'site-tests-'));
  // others may pass through, not list: the PostgreSQL tests run initdb as an unprivileged user in a folder here
  chmodSync(dir, 0o711);
  process.env.TMPDIR = dir;
  process.env.SITE_TESTS_TMPDIR = dir;
  return () => {
    delete process.env.SITE_TESTS_TMPDIR;
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}
