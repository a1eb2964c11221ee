import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollNews } from './use-lead-news';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the news loop', () => {
  it('waits longer after each failure, up to a limit, and never asks more than once a second', async () => {
    const calls: number[] = [];
    const answers: (() => Response)[] = [
      () => answer(404, { message: 'There is no such lead.' }),
      () => answer(500, { message: 'down' }),
      () => answer(200, { newest: null }),
      () => answer(200, { newest: 7 }),
      () => answer(200, { newest: 7 }),
    ];
    vi.stubGlobal('fetch', async () => {
      calls.push(Date.now());
      return (answers.shift() ?? (() => answer(200, { newest: 7 })))();
    });
    const seen: number[] = [];
    const controller = new AbortController();
    const start = Date.now();
    const loop = pollNews(controller.signal, () => 5, async (id) => void seen.push(id));
    await vi.advanceTimersByTimeAsync(20_000);
    controller.abort();
    await loop;
    // 404 → 5 s, 500 → 10 s, then answers at least 1 s apart
    expect(calls.slice(0, 5).map((at) => at - start)).toEqual([0, 5000, 15_000, 16_000, 17_000]);
    expect(seen).toEqual([7]);
  });

  it('asks after the newest lead known, and stops when aborted', async () => {
    const afters: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      afters.push(new URL(url, 'http://localhost').searchParams.get('after')!);
      return new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const controller = new AbortController();
    const loop = pollNews(controller.signal, () => 12, async () => {});
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await loop;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(afters).toEqual(['12']);
  });
});
