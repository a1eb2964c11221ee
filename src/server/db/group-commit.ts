interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<T, R> {
  /** writes the items in one transaction; resolves with one result per item, in order, once committed */
  commit(items: T[]): Promise<R[]>;
  /** whether a failed batch certainly wrote nothing, so each item may be tried on its own (one bad item must not sink the rest) */
  canRetryAlone(error: unknown): boolean;
  /** batches committing at once; while that many are in flight the next one keeps growing. Default: no limit */
  maxInFlight?: number;
}

/**
 * Group commit: the items added within one event-loop turn are written in one transaction, so one disk sync
 * serves them all. Each item's promise settles only after its transaction committed (or failed).
 */
export class GroupCommit<T, R> {
  private queue: Pending<T, R>[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  /** commits what is queued and waits for every batch in flight */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight.size > 0) {
      this.flush(true);
      await Promise.allSettled([...this.inFlight]);
    }
  }

  private flush(force = false): void {
    if (this.queue.length === 0) return;
    if (!force && this.inFlight.size >= (this.options.maxInFlight ?? Infinity)) return;
    const batch = this.queue;
    this.queue = [];
    const run = this.run(batch).finally(() => {
      this.inFlight.delete(run);
      // what queued up meanwhile goes as the next batch
      if (this.queue.length > 0) this.flush();
    });
    this.inFlight.add(run);
  }

  private async run(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await this.options.commit(batch.map((pending) => pending.item));
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1 || !this.options.canRetryAlone(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // one after another, so ids still follow the order the requests arrived in (together, a pool's connections could commit them in any order)
      for (const pending of batch) await this.run([pending]);
    }
  }
}
