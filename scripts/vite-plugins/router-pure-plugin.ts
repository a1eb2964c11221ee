import type { Plugin } from 'vite';

// React Router's own top-level components and contexts: `var Form = React10.forwardRef(`, `React.createContext(`, `React3.memo(`.
const componentCall = /= (React\d*)\.(createContext|forwardRef|memo)\(/g;
// `Form.displayName = "Form";`: for React's developer tools only, and it keeps an unused component in the bundle
const displayName = /^\w+\.displayName = "[^"]*";$/gm;

/**
 * Lets the client's build drop what the site does not use of React Router (its data router, forms, prefetching:
 * ~6 KB brotli of every page's first script). Its files do not mark those calls pure, so the bundler keeps every
 * component they create, used or not. The server's build keeps the files as they are.
 */
export function routerPurePlugin(): Plugin {
  return {
    name: 'router-pure',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler: (code) => ({ code: code.replace(componentCall, '= /* @__PURE__ */ $1.$2(').replace(displayName, ''), map: null }),
    },
  };
}
