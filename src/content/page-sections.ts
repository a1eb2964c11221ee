import { use } from 'react';
import type { Block } from '@/generated/site';
import { sectionLoaders } from './site';

const loaded = new Map<string, Block[]>();
const pending = new Map<string, Promise<Block[]>>();

/** Loads the sections of the page at `path` (a chunk of their own) once. */
export function loadSections(path: string): Promise<Block[]> {
  const ready = loaded.get(path);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(path);
  if (!promise) {
    const loader = sectionLoaders[path];
    if (!loader) return Promise.reject(new Error(`No page at ${path}`));
    promise = loader().then((module) => {
      loaded.set(path, module.default);
      return module.default;
    });
    pending.set(path, promise);
  }
  return promise;
}

/** The sections of the page at `path` when they have loaded. */
export function loadedSections(path: string): Block[] | undefined {
  return loaded.get(path);
}

/** The sections of a page, suspending (React Suspense) until their chunk has loaded. */
export function useSections(path: string): Block[] {
  return loaded.get(path) ?? use(loadSections(path));
}
