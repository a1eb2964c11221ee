/** A promise marked the way React's use() reads it: once fulfilled, use() returns its value without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` with its state as it settles, the way React's use() reads it. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = promise;
  tracked.status = 'pending';
  // the handlers return nothing: returning the promise itself would make a second, unhandled rejection
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/** An already settled promise use() reads at once: for a render that has nothing to wait for. */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/**
 * Loads each key once and keeps its promise, tracked. Components then call use() on every render, not
 * only while loading: a use() skipped on the render after a suspension, with hooks after it, makes React
 * throw error 467 ("Update hook called on initial render") and fall back to client rendering.
 */
export function loadOnce<K, T>(load: (key: K) => Promise<T>) {
  const promises = new Map<K, Tracked<T>>();
  return {
    load(key: K): Promise<T> {
      let promise = promises.get(key);
      if (!promise) promises.set(key, (promise = track(load(key))));
      return promise;
    },
    /** The value for `key` once it has loaded. */
    loaded(key: K): T | undefined {
      const promise = promises.get(key);
      return promise?.status === 'fulfilled' ? promise.value : undefined;
    },
  };
}
