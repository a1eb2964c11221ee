import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Role } from '../../../shared/live-editor.ts';
import { publishBundleFile } from '../../config/build-manifest.ts';

/** The version a request is checked against, by hash; its text only when the worker said it does not hold it. */
export interface BaseRef {
  hash: string;
  baseVersion: number | null;
  text?: string;
}

export type DraftRequest =
  /** POST /edit/api/validate's body, as text */
  | { kind: 'validate'; body: string; base: BaseRef }
  /** POST /edit/api/site's body, as text; `live` is the live version's id */
  | { kind: 'save'; body: string; base: BaseRef; live: number | null; role: Role }
  /** the block and shared schemas of the editor's forms, with base's routes and ids as enums */
  | { kind: 'schemas'; base: BaseRef }
  /** the pages of base that show each uploaded image: JSON `{ usage: { [src]: pages } }` */
  | { kind: 'media-usage'; base: BaseRef }
  /** what publishing base over the live version `live` would do to the redirects: JSON `{ hash, added, removed }` */
  | { kind: 'redirects'; base: BaseRef; live: BaseRef };

/** An answer's status and its JSON body as UTF-8 bytes (made in the worker: 100,000 warnings are 30 MB to stringify). */
export interface EncodedAnswer {
  status: number;
  json: Uint8Array;
}

/** A save's new draft, to store if the draft is still `expectedHash`. */
export interface NewDraft {
  text: string;
  /** the text as UTF-8 bytes, for the answers that send it */
  utf8: Uint8Array;
  hash: string;
  baseVersion: number | null;
  expectedHash: string;
}

export type DraftReply = { missing: true } | (EncodedAnswer & { hash?: string; store?: NewDraft });

export interface DraftChecker {
  /** the worker's reply; rejects with a TimeLimitError when the worker took longer than the time limit */
  ask(request: DraftRequest): Promise<DraftReply>;
  close(): Promise<void>;
}

export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`the draft worker took longer than ${limitMs} ms`);
  }
}

/** The worker script of the code build in `distDir` (scripts/finish-build.ts bundles it beside the publish worker). */
export const draftWorkerFile = (distDir: string) => publishBundleFile(distDir, 'draft-worker');

export interface DraftCheckerOptions {
  distDir: string;
  /** one request's time in the worker; past it the worker is stopped and started again */
  timeLimitMs: number;
  /** SCRIPT_ORIGINS: a save may bring in a script from these origins only */
  scriptOrigins?: readonly string[];
  /** DATA_DIR/media: the uploaded images a draft may show */
  mediaDirectory?: string;
}

/**
 * The editor's checks in one worker thread, started on first use: parsing, validating and editing whole sites
 * never runs on the event loop that answers visitors. One request at a time, in order, each within the time
 * limit (the wait in the queue does not count); a worker past it is terminated, and the next request starts a
 * new one, which asks for the texts it no longer holds.
 */
export function startDraftChecker({ distDir, timeLimitMs, scriptOrigins = [], mediaDirectory }: DraftCheckerOptions): DraftChecker {
  const workerData = { schemaDirectory: path.join(distDir, 'schema'), publicDirectory: path.join(distDir, 'client'), mediaDirectory, scriptOrigins };
  let worker: Worker | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const start = () => {
    const file = draftWorkerFile(distDir);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build.`);
    const started = new Worker(file, { workerData });
    started.on('exit', () => {
      if (worker === started) worker = undefined;
    });
    return started;
  };

  /** one request in the worker, answered, failed or out of time */
  const run = (request: DraftRequest) =>
    new Promise<DraftReply>((resolve, reject) => {
      const current = (worker ??= start());
      const done = () => {
        clearTimeout(timer);
        current.off('message', answered).off('error', failed).off('exit', stopped);
        // an idle worker does not keep the process alive
        current.unref();
      };
      const answered = ({ reply, error }: { reply?: DraftReply; error?: string }) => {
        done();
        if (error !== undefined) reject(new Error(error));
        else resolve(reply!);
      };
      const failed = (error: Error) => {
        done();
        reject(error);
      };
      const stopped = (code: number) => failed(new Error(`the draft worker stopped (exit code ${code})`));
      const timer = setTimeout(() => {
        done();
        if (worker === current) worker = undefined;
        void current.terminate();
        reject(new TimeLimitError(timeLimitMs));
      }, timeLimitMs);
      current.on('message', answered).on('error', failed).on('exit', stopped);
      current.ref();
      current.postMessage(request);
    });

  return {
    ask(request) {
      const answer = queue.then(() => run(request));
      queue = answer.catch(() => undefined);
      return answer;
    },
    async close() {
      const running = worker;
      worker = undefined;
      await running?.terminate();
    },
  };
}
