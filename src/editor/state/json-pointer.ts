import { fromPointer } from '@/shared/json-pointer';

/** Whether `pointer` is `ancestor` itself or lies inside it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

type Container = Record<string, unknown> | unknown[];

/**
 * A copy of `root` with `value` at `pointer`; only the containers on the way are copied, so untouched parts keep
 * their identity (memoized fields skip them). `undefined` removes an object's key.
 */
export function setAt(root: unknown, pointer: string, value: unknown): unknown {
  const steps = fromPointer(pointer);
  const put = (node: unknown, depth: number): unknown => {
    if (depth === steps.length) return value;
    const step = steps[depth]!;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(step)] = put(node[Number(step)], depth + 1);
      return copy;
    }
    const copy: Container = { ...(typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {}) };
    const next = put(copy[step], depth + 1);
    if (next === undefined) delete copy[step];
    else copy[step] = next;
    return copy;
  };
  return put(root, 0);
}
