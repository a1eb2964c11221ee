import type { Worker } from 'node:worker_threads';

/** A worker's answer to a call: the call's id, and its reply or the message of the error it threw. */
export interface WorkerAnswer {
  id: number;
  reply?: unknown;
  error?: string;
  /** the thrown error was an AccountExistsError (the store's one error its callers tell apart) */
  exists?: boolean;
}

export interface WorkerCalls {
  /** posts `message` with an id of its own and resolves with the reply the worker sends for that id */
  call(message: object): Promise<unknown>;
  /** whether the worker failed or exited: no call is answered any more */
  stopped(): boolean;
}

/**
 * Calls into one worker thread, any number in flight, each answered by id (src/server/engine/publish/publish-worker.ts,
 * src/server/db/sqlite/sqlite-store-worker.ts). A worker at work keeps the process alive, an idle one does not;
 * once it fails or exits, the calls in flight and every later one are refused with `name` and why.
 */
export function workerCalls(worker: Worker, name: string, errorOf: (answer: WorkerAnswer) => Error = ({ error }) => new Error(error)): WorkerCalls {
  let next = 0;
  let stopped: Error | undefined;
  const waiting = new Map<number, { resolve: (reply: unknown) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: WorkerAnswer) => {
    const entry = waiting.get(answer.id);
    // a message without a call's id (a worker saying it is ready) answers nothing
    if (!entry) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if (answer.error === undefined) entry.resolve(answer.reply);
    else entry.reject(errorOf(answer));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`${name} stopped (exit code ${code})`)));
  worker.unref();
  return {
    call: (message) =>
      new Promise((resolve, reject) => {
        if (stopped) return reject(stopped);
        const id = ++next;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ ...message, id });
      }),
    stopped: () => stopped !== undefined,
  };
}
