import { readFile } from 'node:fs/promises';

/**
 * Files of releases kept in memory, least recently used out first, up to `maxBytes`. Keys are content hashes
 * (ETags), so a page carried over into a new release stays cached, and a key never names other bytes.
 */
export function fileCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Buffer | null>();
  let bytes = 0;

  function remember(key: string, value: Buffer | null) {
    entries.set(key, value);
    bytes += value?.length ?? 0;
    for (const [oldest, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old?.length ?? 0;
    }
  }

  return {
    /** Keeps `value` under `key`, as if it had been read (a compressed copy just made). */
    remember(key: string, value: Buffer): void {
      if (entries.has(key)) {
        bytes -= entries.get(key)?.length ?? 0;
        entries.delete(key);
      }
      remember(key, value);
    },
    /** The file's bytes, or null when it does not exist (a text too small to be worth compressing has no copies). */
    async read(key: string, file: string): Promise<Buffer | null> {
      const known = entries.get(key);
      if (known !== undefined) {
        // most recently used: to the end of the map's order
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const value = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      remember(key, value);
      return value;
    },
  };
}

export type FileCache = ReturnType<typeof fileCache>;
