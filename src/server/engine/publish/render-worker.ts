// A helper thread of a large publish (src/server/engine/publish/render-pool.ts): renders the pages it is sent with the
// same code build as the publishing thread.
import { parentPort, workerData } from 'node:worker_threads';
import { loadRenderer } from './renderer.ts';
import type { RenderJob } from './render-pool.ts';

const renderer = loadRenderer((workerData as { distDir: string }).distDir);
parentPort!.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  renderer
    .then(({ renderDocument }) => renderDocument(job.data, job.json, job.url, job.head))
    .then(
      (rendered) => parentPort!.postMessage({ id, reply: rendered }),
      (error: Error) => parentPort!.postMessage({ id, error: error.message }),
    );
});
