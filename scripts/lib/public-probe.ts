// What a visitor waits for while the server does something else: a steady stream of public requests, timed.
import { send } from '../../src/server/test/test-editor-server.ts';
import { percentile } from './figures.ts';

export interface Probe {
  /** stops sending, waits for the answers still out, and gives each URL's latencies in ms */
  stop(): Promise<Map<string, number[]>>;
}

/**
 * GETs `urls` in turn, `perSecond` requests a second on a fixed schedule (open loop: a slow answer does not
 * delay the next request, as visitors do not wait for each other), each timed from its send to its last byte.
 */
export function publicProbe(base: string, urls: readonly string[], perSecond = 20): Probe {
  const latencies = new Map(urls.map((url) => [url, [] as number[]]));
  const out = new Set<Promise<void>>();
  let sent = 0;
  const timer = setInterval(() => {
    const url = urls[sent++ % urls.length]!;
    const started = performance.now();
    const answer = send(`${base}${url}`, { headers: { accept: 'text/html' } }).then((reply) => {
      if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
      latencies.get(url)!.push(performance.now() - started);
    });
    out.add(answer);
    void answer.finally(() => out.delete(answer));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(out);
      return latencies;
    },
  };
}

/** p50 / p95 / p99 / max of `values`, in whole ms. */
export const spread = (values: readonly number[]) => [50, 95, 99, 100].map((p) => percentile(values, p).toFixed(0)).join(' / ');
