// @vitest-environment node
import { use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, settled } from './load-once';

// renderToString cannot wait: it renders the value only when use() can read it at once.
const Read = ({ promise }: { promise: Promise<string> }) => <p>{use(promise)}</p>;

describe('loadOnce', () => {
  it('loads each key once and hands out the same promise', async () => {
    const load = vi.fn(async (key: string) => key.toUpperCase());
    const cache = loadOnce(load);
    expect(cache.load('a')).toBe(cache.load('a'));
    await cache.load('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the value once loaded, and use() reads it without suspending', async () => {
    const cache = loadOnce(async (key: string) => `page ${key}`);
    expect(cache.loaded('a')).toBeUndefined();
    await cache.load('a');
    expect(cache.loaded('a')).toBe('page a');
    expect(renderToString(<Read promise={cache.load('a')} />)).toBe('<p>page a</p>');
    // the same value in a plain resolved promise: use() still suspends once
    expect(() => renderToString(<Read promise={Promise.resolve('page a')} />)).toThrow(/suspended/);
  });

  it('keeps a failed load failed, with its reason', async () => {
    const cache = loadOnce(async (key: string): Promise<string> => Promise.reject(new Error(`no ${key}`)));
    await expect(cache.load('a')).rejects.toThrow('no a');
    expect(cache.loaded('a')).toBeUndefined();
    expect(() => renderToString(<Read promise={cache.load('a')} />)).toThrow('no a');
  });
});

describe('settled', () => {
  it('is read by use() at once', () => {
    expect(renderToString(<Read promise={settled('now')} />)).toBe('<p>now</p>');
  });
});
