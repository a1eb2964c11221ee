import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem, validateSiteFile } from './validate-site.ts';
import { distDir, schemaDir, siteFile, siteRefsFile } from './paths.ts';
import { routesFile } from './build-state.ts';
import { refreshSiteRefs } from './site-refs.ts';

type SiteShape = { settings: { language: string; siteName: string }; pages: { path: string; sections: unknown[] }[] };
let cached: { stamp: string; site: SiteShape } | undefined;
// Every page's sections are a module of their own: parsing the file once per module made a 1,000-page build quadratic.
function readSite(): SiteShape {
  const { mtimeMs, size } = statSync(siteFile);
  const stamp = `${mtimeMs}:${size}`;
  if (cached?.stamp !== stamp) cached = { stamp, site: JSON.parse(readFileSync(siteFile, 'utf8')) as SiteShape };
  return cached.site;
}

function report(): string | undefined {
  const result = validateSiteFile(siteFile);
  if (result.ok) return undefined;
  return result.problems.map(formatProblem).join('\n');
}

const SHELL = 'virtual:site';
const PAGE = 'virtual:site-page/';

// The client gets the site without page sections, and each page's sections as a chunk of its own,
// so a visitor downloads the content of the pages they open, not of the whole site.
function shellModule(site: SiteShape): string {
  const pages = site.pages.map(({ sections: _sections, ...meta }) => meta);
  const loaders = site.pages.map((page, i) => `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(PAGE + i)}),`);
  return `export const site = ${JSON.stringify({ ...site, pages })};\nexport const sectionLoaders = {\n${loaders.join('\n')}\n};\n`;
}

/** Refuses to build an invalid site.json; in dev, shows the problems in the overlay and keeps the last good page. */
export function siteJsonPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'site-json',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (id === SHELL || id.startsWith(PAGE)) return `\0${id}`;
    },
    load(id) {
      if (id !== `\0${SHELL}` && !id.startsWith(`\0${PAGE}`)) return;
      this.addWatchFile(siteFile);
      const site = readSite();
      if (id === `\0${SHELL}`) return shellModule(site);
      const page = site.pages[Number(id.slice(PAGE.length + 1))];
      return `export default ${JSON.stringify(page?.sections ?? [])};\n`;
    },
    buildStart() {
      refreshSiteRefs(siteFile);
      // In dev the server stays up and the overlay reports problems (handleHotUpdate); a build refuses them.
      if (command !== 'build') return;
      const problems = report();
      if (problems) this.error(`site.json is invalid:\n${problems}`);
    },
    transformIndexHtml(html) {
      const { settings } = readSite();
      return html.replace(/<html lang="[^"]*">/, `<html lang="${settings.language}">`).replace(/<title>[^<]*<\/title>/, `<title>${settings.siteName}</title>`);
    },
    closeBundle() {
      // The server answers 200 for these paths and 404 with the not-found page for any other.
      mkdirSync(distDir, { recursive: true });
      writeFileSync(routesFile, JSON.stringify(readSite().pages.map((page) => page.path)));
    },
    handleHotUpdate({ file, server }) {
      const isSite = path.resolve(file) === siteFile;
      // the refs file is written just below, from site.json: its change needs no second validation
      if (path.resolve(file) === siteRefsFile) return;
      if (!isSite && !path.resolve(file).startsWith(schemaDir)) return;
      if (isSite && refreshSiteRefs(siteFile)) server.config.logger.info('updated the routes and ids for the editor', { timestamp: true });
      const problems = report();
      if (!problems) {
        server.config.logger.info('site.json is valid', { timestamp: true });
        return;
      }
      server.config.logger.error(`site.json is invalid:\n${problems}`, { timestamp: true });
      server.ws.send({ type: 'error', err: { message: `site.json is invalid:\n${problems}`, stack: '', plugin: 'site-json', id: siteFile } });
      return [];
    },
  };
}
