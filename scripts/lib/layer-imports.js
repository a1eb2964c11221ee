import path from 'node:path';

/**
 * ESLint rule `layers/imports`: a file under `root` may import its own layer and the layers its entry
 * in `layers` lists, nothing else of `root`. Options: `{ root, layers: { [layer]: allowed[] } }`.
 * A layer is the first folder under root ('entry' for the files directly in it); under `blocks/` each
 * block's folder is a layer of its own, and so is each folder of `server/`, so a block never reaches into another. An allowed entry is a
 * layer ('content') or one module of it ('render/block-components'). Both `@/x` and relative paths are
 * resolved, so `../../layout/x` is caught like `@/layout/x`.
 */
export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between the folders of src/ go only the way the layers allow' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, layers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      notAllowed: "{{from}} may not import {{to}} ('{{source}}'); the allowed directions are listed in eslint.config.js",
      unknownLayer: '{{from}} is not a layer listed in eslint.config.js',
    },
  },
  create(context) {
    const { root, layers } = context.options[0];
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file.startsWith('../') || path.isAbsolute(file)) return {};
    const from = unitOf(file);
    const allowed = layers[from.layer];

    function check(node) {
      const source = node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : undefined;
      const target = source && resolve(file, source);
      if (!target) return;
      const to = unitOf(target);
      if (to.unit === from.unit) return;
      if (!allowed) return context.report({ node, messageId: 'unknownLayer', data: { from: from.unit } });
      const module = target.replace(/\.(tsx?|jsx?|json)$/, '');
      if (allowed.some((entry) => entry === to.layer || entry === to.unit || entry === module)) return;
      context.report({ node, messageId: 'notAllowed', data: { from: from.unit, to: to.unit, source } });
    }

    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * `blocks/hero/hero.tsx` → layer 'blocks', unit 'blocks/hero'; `render/x.ts` → 'render'; `main.tsx` → 'entry';
 * `server/http/app.ts` → 'server/http': the server's folders are layers of their own; `editor/state/x.ts` →
 * 'editor/state', `editor/features/leads/x.tsx` → layer 'editor/features', unit 'editor/features/leads'.
 */
function unitOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return { layer: 'entry', unit: 'entry' };
  if (parts[0] === 'server' && parts.length > 2) return { layer: `server/${parts[1]}`, unit: `server/${parts[1]}` };
  if (parts[0] === 'editor') {
    if (parts.length === 2) return { layer: 'editor', unit: 'editor' };
    // each feature is a unit of its own, so one feature never reaches into another: the shell composes them
    if (parts[1] === 'features' && parts.length > 3) return { layer: 'editor/features', unit: `editor/features/${parts[2]}` };
    return { layer: `editor/${parts[1]}`, unit: `editor/${parts[1]}` };
  }
  const layer = parts[0];
  return { layer, unit: layer === 'blocks' && parts.length > 2 ? `blocks/${parts[1]}` : layer };
}

/** The import's path relative to root, or undefined for a package or a file outside root. */
function resolve(file, source) {
  let target;
  if (source.startsWith('@/')) target = source.slice(2);
  else if (source.startsWith('.')) target = path.posix.join(path.posix.dirname(file), source);
  else return undefined;
  return target.startsWith('../') ? undefined : target;
}
