import { useEffect, useState } from 'react';

export interface LoadQueue {
  /** Calls `start` once fewer than the limit are loading; the function returned ends the load, or withdraws the request. */
  enqueue(start: () => void): () => void;
}

/** Lets at most `limit` loads run at once, the others starting in the order they asked. */
export function createLoadQueue(limit: number): LoadQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const startNext = () => {
    const next = waiting.shift();
    if (next) next();
  };
  return {
    enqueue(start) {
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      const run = () => {
        state = 'running';
        running += 1;
        start();
      };
      if (running < limit) run();
      else waiting.push(run);
      return () => {
        if (state === 'waiting') waiting.splice(waiting.indexOf(run), 1);
        if (state === 'running') {
          running -= 1;
          startNext();
        }
        state = 'done';
      };
    },
  };
}

/**
 * Whether this loader's turn has come: it asks `queue` once `wanted`, and gives its place back once
 * `done` (or when it goes away). True from its turn on.
 */
export function useLoadTurn(queue: LoadQueue, wanted: boolean, done: boolean): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!wanted || done) return;
    return queue.enqueue(() => setTurn(true));
  }, [queue, wanted, done]);
  return turn;
}
