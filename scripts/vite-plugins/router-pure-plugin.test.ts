import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { routerPurePlugin } from './router-pure-plugin.ts';
import { root } from '../lib/paths.ts';

// what the site's pages take from React Router, as a module of its own
const entry: Plugin = {
  name: 'entry',
  resolveId: (id) => (id === 'entry' ? '\0entry' : undefined),
  load: (id) =>
    id === '\0entry' ? `import { BrowserRouter, useHref, useLinkClickHandler, useLocation } from 'react-router-dom';\nglobalThis.router = [BrowserRouter, useHref, useLinkClickHandler, useLocation];` : undefined,
};

async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({ configFile: false, root, logLevel: 'silent', plugins: [entry, ...plugins], build: { write: false, minify: false, rolldownOptions: { input: 'entry' } } })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('routerPurePlugin', () => {
  // a React Router whose files read otherwise would bring the ~6 KB back unnoticed: this fails instead
  it("drops the components of React Router the site does not use from the client's bundle", async () => {
    const [as, trimmed] = await Promise.all([bundle([]), bundle([routerPurePlugin()])]);
    for (const unused of ['function LinkWithRef', 'fetcherKey', 'function PrefetchPageLinks']) {
      expect(as).toContain(unused);
      expect(trimmed).not.toContain(unused);
    }
    expect(trimmed).toContain('function BrowserRouter');
  }, 60_000);
});
