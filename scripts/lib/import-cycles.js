import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * ESLint rule `layers/no-cycle`: no file under `root` may import, directly or through others, a file that imports
 * it back when the circle passes through more than one folder. A circle inside one folder (the editor's recursive
 * form fields) is one unit of code; across folders it means neither folder can be read, moved or tested alone.
 * Options: `{ root }`. Imports are read from each file's text (`@/` and relative paths), type-only ones included:
 * they tie the code's structure as much as the others.
 */
export const importCycles = importRule('No import cycle between files of different folders', 'Import cycle across folders: {{circle}}. Move what both need below both, or pass it in.', (root, file, target) => {
  const back = pathBack(root, target, file);
  if (!back) return undefined;
  const circle = [file, ...back];
  if (new Set(circle.map((f) => path.dirname(f))).size < 2) return undefined;
  return circle.map((f) => path.relative(root, f)).join(' → ');
});

/**
 * A rule on each import of a file under `root` (option `{ root }`): `circle(root, file, target)` says the circle the
 * import closes, reported as `{{circle}}` in `message`, or undefined.
 */
export function importRule(description, message, circle) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
      messages: { cycle: message },
    },
    create(context) {
      const { root } = context.options[0];
      const file = context.filename;
      if (path.relative(root, file).startsWith('..')) return {};
      const check = (node) => {
        const source = node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : undefined;
        const target = source && resolveImport(root, file, source);
        const found = target && circle(root, file, target);
        if (found) context.report({ node, messageId: 'cycle', data: { circle: found } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}

const importPattern = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(=])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
/** file → { mtime, imports }: read again when the file changes (an editor's ESLint server lints as you type) */
const readImports = new Map();

/** The files of root that `file` imports, by its text on disk. */
export function importsOf(root, file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = readImports.get(file);
  if (known && known.mtime === mtime) return known.imports;
  const text = readFileSync(file, 'utf8');
  const imports = [];
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(root, file, match[1] ?? match[2] ?? match[3]);
    if (target) imports.push(target);
  }
  readImports.set(file, { mtime, imports });
  return imports;
}

/** The file of root an import names, or undefined (a package, a file elsewhere, a generated one that is missing). */
export function resolveImport(root, file, source) {
  let base;
  if (source.startsWith('@/')) base = path.join(root, source.slice(2));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
  else return undefined;
  if (path.relative(root, base).startsWith('..')) return undefined;
  for (const extension of extensions) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next spelling
    }
  }
  return undefined;
}

/** The files from `start` that lead back to `goal` by imports, `goal` last; undefined when none does. */
function pathBack(root, start, goal) {
  const seen = new Set([start]);
  const stack = [[start, [start]]]; // breadth first: the shortest circle is the one reported
  while (stack.length > 0) {
    const [file, trail] = stack.shift();
    for (const next of importsOf(root, file)) {
      if (next === goal) return [...trail, goal];
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...trail, next]]);
    }
  }
  return undefined;
}
