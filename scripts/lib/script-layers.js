import path from 'node:path';

/**
 * ESLint rule `layers/scripts`: what the developer tools of scripts/ may import, by the longest folder of `layers`
 * a file and its import lie in. A Vite plugin answers requests beside the server's http layer, so it may use what
 * http uses but never the commands above it; nothing of scripts/lib reaches up into the plugins or the commands.
 * Options: `{ root, layers: { [folder]: allowed folders or files[] } }`, paths from the repo's root.
 */
export const scriptLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports from scripts/ go only the way the layers allow' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, layers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: { notAllowed: "{{from}} may not import {{to}} ('{{source}}'); the allowed directions are listed in eslint.config.js" },
  },
  create(context) {
    const { root, layers } = context.options[0];
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const from = layerOf(Object.keys(layers), file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : undefined;
      if (!source?.startsWith('.')) return;
      const target = path.posix.join(path.posix.dirname(file), source);
      if (target.startsWith('../') || target.startsWith('node_modules/')) return;
      if (target.startsWith(`${from}/`) && layerOf(Object.keys(layers), target) === from) return;
      if (layers[from].some((allowed) => target === allowed || target.startsWith(`${allowed}/`) || target.replace(/\.(tsx?|jsx?)$/, '') === allowed)) return;
      const to = layerOf(Object.keys(layers), target) ?? target.split('/').slice(0, 3).join('/');
      context.report({ node, messageId: 'notAllowed', data: { from, to, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The longest folder of `folders` that holds `file`. */
function layerOf(folders, file) {
  return folders.filter((folder) => file.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0];
}
