import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importRule, importsOf } from './import-cycles.js';

/**
 * ESLint rule `layers/no-folder-cycle`: no two folders of `root` may import each other, through whichever files.
 * `layers/no-cycle` sees a circle of files; two folders can still lean on each other by different files
 * (a.ts → B, B's c.ts → A's d.ts), and then neither can be read or moved alone. Tests and test helpers are left
 * out: they may reach anywhere. Options: `{ root }`.
 */
export const folderCycles = importRule(
  'No import cycle between two folders, through any files',
  'Folders import each other: {{circle}}. Move what both need below both, or let the folder above compose them.',
  (root, file, target) => {
    if (path.dirname(target) === path.dirname(file)) return undefined;
    const back = folderPathBack(root, path.dirname(target), path.dirname(file));
    if (!back) return undefined;
    const name = (folder) => path.relative(root, folder) || '.';
    // each folder, then the import by which it reaches the next
    const hops = [{ folder: path.dirname(file), by: `${path.basename(file)} → ${path.basename(target)}` }, { folder: path.dirname(target), by: back[0].by }];
    for (let i = 1; i < back.length; i += 1) hops.push({ folder: back[i - 1].folder, by: back[i].by });
    return [...hops.map(({ folder, by }) => `${name(folder)} (${by})`), name(path.dirname(file))].join(' → ');
  },
);

const isTest = (file) => /\.test\.[jt]sx?$/.test(file) || /(^|\/)test\//.test(file);

/** root → { graph: folder → Map(folder it imports → the import that does), builtAt } */
const graphs = new Map();

/** Every folder's imports of other folders, from the files' text; built again after a second (an editor lints as you type). */
function folderGraph(root) {
  const known = graphs.get(root);
  if (known && Date.now() - known.builtAt < 1000) return known.graph;
  const graph = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|jsx?)$/.test(entry.name) && !isTest(path.relative(root, full))) {
        for (const target of importsOf(root, full)) {
          if (isTest(path.relative(root, target)) || path.dirname(target) === dir) continue;
          if (!graph.has(dir)) graph.set(dir, new Map());
          const edges = graph.get(dir);
          if (!edges.has(path.dirname(target))) edges.set(path.dirname(target), `${entry.name} → ${path.basename(target)}`);
        }
      }
    }
  };
  walk(root);
  graphs.set(root, { graph, builtAt: Date.now() });
  return graph;
}

/** The folders from `start` that lead back to `goal`, each with the import that reaches it; undefined when none does. */
function folderPathBack(root, start, goal) {
  const edges = folderGraph(root);
  const seen = new Set([start]);
  const queue = [[start, []]];
  while (queue.length > 0) {
    const [folder, trail] = queue.shift();
    for (const [next, by] of edges.get(folder) ?? []) {
      if (next === goal) return [...trail, { folder: goal, by }];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([next, [...trail, { folder: next, by }]]);
    }
  }
  return undefined;
}
