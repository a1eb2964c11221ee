import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageData } from '../../../content/site-types.ts';
import { workerCalls, type WorkerCalls } from '../../lib/worker-calls.ts';
import type { RenderedDocument, Renderer } from './renderer.ts';
import { publishBundleFile } from '../../config/build-manifest.ts';

export interface RenderJob {
  data: PageData;
  json: string;
  url: string;
  head: string;
}

/** The helper threads a publish may start: one per core beside the publishing thread, at most 3 (RENDER_THREADS). */
export function helperThreads(): number {
  const set = Number(process.env.RENDER_THREADS);
  if (Number.isInteger(set) && set >= 0) return set;
  return Math.min(3, availableParallelism() - 1);
}

/** Renders this thread does before helpers start. */
const startAfter = 16;

/**
 * Shares a publish's renders between the publishing thread and `helpers` worker threads of the same code build.
 * The helpers start after the publishing thread's first `startAfter` renders, so a publish of a few pages starts
 * none; then a helper takes a page while it has fewer than two, this thread when it is free. `close()` ends them.
 */
export function renderPool(renderer: Renderer, distDir: string, helpers: number) {
  const file = publishBundleFile(distDir, 'render-worker');
  const threads: { calls: WorkerCalls; worker: Worker; waiting: number }[] = [];
  let local = 0;
  let renderedHere = 0;
  const start = () => {
    const worker = new Worker(file, { workerData: { distDir } });
    const thread = { calls: workerCalls(worker, 'a render thread of the publish'), worker, waiting: 0 };
    threads.push(thread);
    return thread;
  };
  return {
    /** how many renders to have under way for every thread to stay busy */
    parallel: helpers > 0 ? (helpers + 1) * 2 : 1,
    async renderPage(job: RenderJob): Promise<RenderedDocument> {
      // the helpers' answers are events: take them in before counting what each has waiting
      if (threads.length > 0) await new Promise((resolve) => setImmediate(resolve));
      // a helper with less than two renders waiting takes the page (one to work on, one queued); else this thread, when free
      const least = threads.reduce<(typeof threads)[number] | undefined>((best, thread) => (best && best.waiting <= thread.waiting ? best : thread), undefined);
      const busy = !least || least.waiting >= 2;
      // a publish of a few pages renders them here: a helper costs ~0.5 s to start
      const few = renderedHere < startAfter;
      if (helpers === 0 || few || (busy && local === 0 && threads.length === helpers)) {
        local += 1;
        renderedHere += 1;
        try {
          return await renderer.renderDocument(job.data, job.json, job.url, job.head);
        } finally {
          local -= 1;
        }
      }
      const thread = threads.length < helpers ? start() : least!;
      thread.waiting += 1;
      try {
        return (await thread.calls.call({ job })) as RenderedDocument;
      } finally {
        thread.waiting -= 1;
      }
    },
    async close(): Promise<void> {
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}

export type RenderPool = ReturnType<typeof renderPool>;
