/** What is counted in memory, added to a store by `add` in batches: every `everyMs`, on `flush`, and at `close`. */
export interface Batches {
  /** adds what was counted so far now (after the batch under way, if any) */
  flush(): Promise<void>;
  /** the timer stopped, the last batch added */
  close(): Promise<void>;
}

/** One batch at a time: a slow database makes the batches larger, never more numerous. */
export function inBatches(add: () => Promise<void>, everyMs: number): Batches {
  let adding: Promise<void> | undefined;
  const flush = async () => {
    while (adding) await adding;
    adding = add().finally(() => (adding = undefined));
    return adding;
  };
  const timer = setInterval(() => void (adding ?? flush()), everyMs);
  timer.unref();
  return {
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
