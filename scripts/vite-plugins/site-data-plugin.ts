import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Site } from '../../src/generated/site.ts';
import type { PageData } from '../../src/content/site-types.ts';
import { formatProblem, validateSiteText } from '../../src/model/validate-site.ts';
import { pageDataSource } from '../../src/model/page-data.ts';
import { referenceKeysOf } from '../../src/model/references.ts';
import { dataScript } from '../../src/server/engine/publish/renderer.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { pathOfDataUrl } from '../../src/shared/page-data-url.ts';
import { pagePath } from '../../src/shared/page-path.ts';
import { devMediaDir, schemaDir, siteFile, siteRefsFile } from '../lib/paths.ts';
import { refreshSiteRefs } from '../../src/model/site-refs.ts';
import { isEditorSave } from '../../src/model/save-site.ts';

// A save can reach the watcher as a truncation then a write, and the second event can be lost:
// validate what the file settles on, not an empty or half-written file.
async function settled(file: string): Promise<void> {
  let last = readFileSync(file, 'utf8');
  for (let tries = 0; tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = readFileSync(file, 'utf8');
    if (now === last && now.trim() !== '') return;
    last = now;
  }
}

/** In dev the build id is this word: the client then never takes a page's data for another build's. */
const devBuild = 'dev';

/**
 * site.json as the dev server shows it: the last version that passed validation, so a bad edit reports its
 * problems and the last good page stays. Checked again when the file's time or size changes.
 */
function devSite() {
  let stamp = '';
  let referenceKeys = referenceKeysOf(schemaDir);
  let good: { site: Site; dataOf: (path: string) => PageData } | undefined;
  const accept = (site: Site) => {
    const pages = pageDataSource(site, devBuild, referenceKeys);
    const byPath = new Map(site.pages.map((page) => [page.path, page]));
    good = { site, dataOf: (path) => pages.dataOf(byPath.get(path) ?? null) };
  };
  let problems: string | undefined;
  return {
    /** Reads the file again if it changed; `trusted`: the editor validated these very bytes before writing them. */
    refresh(trusted = false, schemaChanged = false): string | undefined {
      const { mtimeMs, size } = statSync(siteFile);
      const now = `${mtimeMs}:${size}`;
      if (now === stamp && !schemaChanged) return problems;
      if (schemaChanged) referenceKeys = referenceKeysOf(schemaDir);
      stamp = now;
      const text = readFileSync(siteFile, 'utf8');
      if (trusted) {
        accept(JSON.parse(text) as Site);
        return (problems = undefined);
      }
      // the dev editor saves drafts here before they are translated: shown, as the live site's draft preview shows them
      const result = validateSiteText(text, { file: path.relative(process.cwd(), siteFile), mediaDirectory: devMediaDir, translations: 'list' });
      problems = result.ok ? undefined : result.problems.map(formatProblem).join('\n');
      if (result.ok) accept(result.data as Site);
      return problems;
    },
    current() {
      this.refresh();
      if (!good) throw new Error(`site.json is invalid:\n${problems}`);
      return good;
    },
  };
}

const SHELL = 'virtual:site';

/**
 * The dev server's content: each page's data in its HTML (as a release's page carries it) and at /_data/…
 * for navigations, from the last valid site.json; a change is validated, shown in the overlay when invalid,
 * and otherwise sent to the open pages, which load their data again. Builds hold no content: the catalog
 * and the tests import the whole site as `virtual:site`.
 */
export function siteJsonPlugin(): Plugin {
  const site = devSite();
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'site-json',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (id === SHELL) return `\0${id}`;
    },
    load(id) {
      if (id !== `\0${SHELL}`) return;
      this.addWatchFile(siteFile);
      const { pages, $schema, ...shell } = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
      return `export const site = ${JSON.stringify(shell)};\n`;
    },
    buildStart() {
      if (command === 'serve') refreshSiteRefs(siteFile);
    },
    configureServer(server) {
      // the pages fetch their data: no module imports site.json, so Vite would not watch it (a test's copy lives elsewhere)
      server.watcher.add(siteFile);
      server.middlewares.use((request, response, next) => {
        const route = pathOfDataUrl((request.url ?? '').split('?')[0] ?? '');
        if (route === undefined) return next();
        const data = site.current().dataOf(route);
        response.statusCode = data.page ? 200 : 404;
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(JSON.stringify(data));
      });
    },
    transformIndexHtml(html, context) {
      if (command === 'build') return html;
      const { site: content, dataOf } = site.current();
      const data = dataOf(pagePath((context.originalUrl ?? context.path).split('?')[0]!));
      return html
        // functions as replacements, and escaped: the site name is the editor's text
        .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(content.settings.language)}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(content.settings.siteName)}</title>`)
        .replace('<!--app-data-->', () => dataScript(JSON.stringify(data)));
    },
    async handleHotUpdate({ file, server }) {
      const isSite = path.resolve(file) === siteFile;
      // the refs file is written just below, from site.json: its change needs no second validation
      if (path.resolve(file) === siteRefsFile) return;
      if (!isSite && !path.resolve(file).startsWith(schemaDir)) return;
      if (isSite) await settled(siteFile);
      if (isSite && refreshSiteRefs(siteFile)) server.config.logger.info('updated the routes and ids for the editor', { timestamp: true });
      const problems = site.refresh(isSite && isEditorSave(siteFile), !isSite);
      if (!problems) {
        server.config.logger.info('site.json is valid', { timestamp: true });
        server.ws.send({ type: 'custom', event: 'site-data:changed' });
        if (!isSite) return;
        // the catalog imports the site whole; the site's pages took the event above
        const shell = server.moduleGraph.getModuleById(`\0${SHELL}`);
        return shell ? [shell] : [];
      }
      server.config.logger.error(`site.json is invalid:\n${problems}`, { timestamp: true });
      server.ws.send({ type: 'error', err: { message: `site.json is invalid:\n${problems}`, stack: '', plugin: 'site-json', id: siteFile } });
      return [];
    },
  };
}
