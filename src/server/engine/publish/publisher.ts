import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Role } from '../../../shared/live-editor.ts';
import type { SiteChanges } from '../../../shared/reviews.ts';
import type { WriteRefusal } from '../../../model/write-rules.ts';
import type { RedirectChanges } from '../../../shared/redirects.ts';
import { workerCalls, type WorkerCalls } from '../../lib/worker-calls.ts';
import { publishBundleFile } from '../../config/build-manifest.ts';

/** Who asks to make a text live through the editor, for the check of who may change what (write-rules.ts). */
export interface WriteBy {
  role: Role;
  action: 'publish' | 'restore';
}

/** Who makes a text live, and when: the redirects its path changes make are stamped with them. */
export interface RedirectStamp {
  by: string;
  /** ISO */
  at: string;
}

export type WorkerRequest =
  /**
   * validates `text` with the build's schema and lists the pages it changes from `previousText`; with `stamp`, the
   * text is made as it goes live over `previousText`: with the redirects its path changes make (publish-redirects.ts)
   */
  | { kind: 'check'; text: string; file: string; previousText: string | null; by?: WriteBy; stamp?: RedirectStamp }
  /** publishes `text` into DATA_DIR as `version` */
  | { kind: 'publish'; text: string; file: string; source: string; version: number | null }
  /** the HTML of the page at `path` of `text` (a valid site), or null when it has no such page */
  | { kind: 'render'; text: string; hash: string; path: string }
  /** what changed from `before` to `after` (two site.json texts), page by page, in every language */
  | { kind: 'changes'; before: string; after: string };

/**
 * `redirects`: what making the text live does to the redirects (none without a stamp); `made`: the text to make live
 * instead of the one checked, when that added or removed any, and its hash.
 */
export type CheckReply =
  | { ok: true; pages: string[]; redirects: RedirectChanges; made?: { text: string; hash: string } }
  | { ok: false; problems: string[] }
  | { ok: false; refusal: WriteRefusal };
export type PublishReply = { ok: true; release: string; unchanged: boolean; rendered: number } | { ok: false; problems: string[] };
export type RenderReply = { html: string | null };
export type ChangesReply = { changes: SiteChanges };
export type WorkerReply = CheckReply | PublishReply | RenderReply | ChangesReply;

export interface Publisher {
  /**
   * validates `text` and lists the pages it changes; with `by`, also refuses what that account may not write; with
   * `stamp`, makes the redirects of its path changes
   */
  check(text: string, previousText: string | null, file?: string, by?: WriteBy, stamp?: RedirectStamp): Promise<CheckReply>;
  publish(options: { text: string; source: string; version: number | null; file?: string }): Promise<PublishReply>;
  render(text: string, hash: string, path: string): Promise<RenderReply>;
  changes(before: string, after: string): Promise<ChangesReply>;
  close(): Promise<void>;
}

/** The worker script of the code build in `distDir`: the publish engine bundled for Node (scripts/finish-build.ts). */
export const workerFile = (distDir: string) => publishBundleFile(distDir, 'worker');

/**
 * The server's publish engine, in one worker thread started on first use: its renderer stays loaded between
 * publishes, and requests are answered one at a time, in order. A worker that dies is started again.
 */
export function startPublisher({ dataDir, distDir, scriptOrigins = [] }: { dataDir: string; distDir: string; scriptOrigins?: readonly string[] }): Publisher {
  let worker: { thread: Worker; calls: WorkerCalls } | undefined;
  const start = () => {
    const file = workerFile(distDir);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build.`);
    const thread = new Worker(file, { workerData: { dataDir, distDir, scriptOrigins } });
    // a worker that died is started again by the next request
    thread.on('exit', () => {
      if (worker?.thread === thread) worker = undefined;
    });
    return { thread, calls: workerCalls(thread, 'the publish worker') };
  };
  const ask = async (request: WorkerRequest) => {
    worker ??= start();
    return (await worker.calls.call({ request })) as WorkerReply;
  };

  return {
    check: (text, previousText, file = 'site.json', by, stamp) => ask({ kind: 'check', text, file, previousText, by, stamp }) as Promise<CheckReply>,
    publish: ({ text, source, version, file = `version ${version ?? ''}`.trim() }) => ask({ kind: 'publish', text, file, source, version }) as Promise<PublishReply>,
    render: (text, hash, path) => ask({ kind: 'render', text, hash, path }) as Promise<RenderReply>,
    changes: (before, after) => ask({ kind: 'changes', before, after }) as Promise<ChangesReply>,
    async close() {
      const running = worker;
      worker = undefined;
      await running?.thread.terminate();
    },
  };
}
