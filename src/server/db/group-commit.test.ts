// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

describe('group commit', () => {
  it('writes the items of one event-loop turn in one batch, each settling with its own result', async () => {
    const batches: string[][] = [];
    const group = new GroupCommit<string, string>({ commit: async (items) => (batches.push(items), items.map((item) => item.toUpperCase())), canRetryAlone: () => true });
    expect(await Promise.all(['a', 'b', 'c'].map((item) => group.add(item)))).toEqual(['A', 'B', 'C']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('retries the items of a failed batch alone and in their order, so one bad item fails alone', async () => {
    const written: string[] = [];
    const group = new GroupCommit<string, number>({
      commit: async (items) => {
        if (items.includes('bad')) throw new Error('refused');
        // an item written alone later resolves sooner: only the retry's order can keep the arrival order
        await new Promise((resolve) => setTimeout(resolve, items[0] === 'first' ? 20 : 0));
        written.push(...items);
        return items.map(() => written.length);
      },
      canRetryAlone: () => true,
    });
    const results = await Promise.allSettled(['first', 'bad', 'last'].map((item) => group.add(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(written).toEqual(['first', 'last']);
  });

  it('fails the whole batch when it may have written part of it', async () => {
    const group = new GroupCommit<string, number>({
      commit: async () => {
        throw new Error('connection lost during commit');
      },
      canRetryAlone: () => false,
    });
    const results = await Promise.allSettled(['a', 'b'].map((item) => group.add(item)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
