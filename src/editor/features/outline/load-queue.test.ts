// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLoadQueue } from './load-queue';

describe('createLoadQueue', () => {
  it('runs at most `limit` loads at once, the others in the order they asked', () => {
    const queue = createLoadQueue(2);
    const started: string[] = [];
    const done = Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [name, queue.enqueue(() => started.push(name))]));
    expect(started).toEqual(['a', 'b']);
    done.b!();
    expect(started).toEqual(['a', 'b', 'c']);
    done.b!(); // ending twice frees no second place
    expect(started).toEqual(['a', 'b', 'c']);
    done.a!();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('forgets a request withdrawn before its turn', () => {
    const queue = createLoadQueue(1);
    const started: string[] = [];
    const endA = queue.enqueue(() => started.push('a'));
    const withdrawB = queue.enqueue(() => started.push('b'));
    queue.enqueue(() => started.push('c'));
    withdrawB();
    endA();
    expect(started).toEqual(['a', 'c']);
  });
});
