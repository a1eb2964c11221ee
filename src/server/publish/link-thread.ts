import { Worker } from 'node:worker_threads';

/** A file to link into the new release: its path in the live release and in the new one. */
export interface Link {
  from: string;
  to: string;
  /** true: a page's main part, which the release can do without when the live release lacks it */
  optional?: boolean;
}

export interface LinksDone {
  /** the folders the links were made in, for the publish to flush */
  folders: string[];
}

// The thread's whole code, plain JavaScript run by `eval`, so that it needs no file of its own in src/ and in the
// code build. It links each file with the .br and .gz copies the server made of it so far (compressed-copies.ts),
// or copies it across file systems, and makes each folder once.
const code = String.raw`
const { parentPort } = require('node:worker_threads');
const { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } = require('node:fs');
const path = require('node:path');
const linkOrCopy = (from, to) => {
  try {
    linkSync(from, to);
  } catch (error) {
    if (error.code === 'ENOENT') return false;
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes(error.code)) throw error;
    copyFileSync(from, to);
  }
  return true;
};
parentPort.once('message', (links) => {
  const made = new Set();
  const names = new Map();
  const has = (file) => {
    const folder = path.dirname(file);
    if (!names.has(folder)) names.set(folder, new Set(existsSync(folder) ? readdirSync(folder) : []));
    return names.get(folder).has(path.basename(file));
  };
  try {
    for (const { from, to, optional } of links) {
      const folder = path.dirname(to);
      if (!made.has(folder)) mkdirSync(folder, { recursive: true });
      made.add(folder);
      if (!linkOrCopy(from, to) && !optional) throw Object.assign(new Error(from + ' is missing from the live release'), { code: 'ENOENT' });
      if (optional) continue;
      for (const suffix of ['.br', '.gz']) if (has(from + suffix)) linkOrCopy(from + suffix, to + suffix);
    }
    parentPort.postMessage({ folders: [...made] });
  } catch (error) {
    parentPort.postMessage({ error: error.message, code: error.code });
  }
});
`;

/**
 * Makes `links` in a thread of its own, beside the publishing thread's validating and rendering: 6,000 links at
 * 1,000 pages a language take ~90 ms, which the publishing thread would otherwise wait for. Resolves when every
 * link is made, or rejects with the first failure (its `code` kept, as the publish describes it).
 */
export function linkInThread(links: Link[]): Promise<LinksDone> {
  const worker = new Worker(code, { eval: true });
  worker.postMessage(links);
  return new Promise<LinksDone>((resolve, reject) => {
    worker.once('message', (answer: LinksDone | { error: string; code?: string }) => {
      if ('error' in answer) reject(Object.assign(new Error(answer.error), { code: answer.code }));
      else resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (exitCode) => reject(new Error(`the thread making the release's links stopped (${exitCode})`)));
  }).finally(() => void worker.terminate());
}
