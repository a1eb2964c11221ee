import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Site } from '../../src/generated/site.ts';
import { writeManifest, type BuildManifest } from '../../src/server/build-manifest.ts';
import { formatProblem, validateSiteFile } from '../../src/server/content/validate-site.ts';
import { clientDir, distDir, schemaDir, siteFile, siteRefsFile } from './paths.ts';
import { refreshSiteRefs } from '../../src/server/content/site-refs.ts';
import { manifestOf } from '../../src/server/content/site-manifest.ts';
import { isEditorSave } from '../../src/server/content/save-site.ts';

let cached: { stamp: string; site: Site } | undefined;
// Every page is a module of its own: parsing the file once per module made a 1,000-page build quadratic.
function readSite(): Site {
  const { mtimeMs, size } = statSync(siteFile);
  const stamp = `${mtimeMs}:${size}`;
  if (cached?.stamp !== stamp) cached = { stamp, site: JSON.parse(readFileSync(siteFile, 'utf8')) as Site };
  return cached.site;
}

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

function report(): string | undefined {
  const result = validateSiteFile(siteFile);
  if (result.ok) return undefined;
  return result.problems.map(formatProblem).join('\n');
}

const SHELL = 'virtual:site';
const PAGE = 'virtual:site-page/';

// The client gets the site without its pages, and each page (head texts and sections) as a chunk of
// its own, so a visitor downloads the pages they open, not the whole site.
function shellModule(site: Site): string {
  const { pages, ...shell } = site;
  const loaders = pages.map((page, i) => `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(PAGE + i)}),`);
  return `export const site = ${JSON.stringify(shell)};\nexport const pageLoaders = {\n${loaders.join('\n')}\n};\n`;
}

/** Refuses to build an invalid site.json; in dev, shows the problems in the overlay and keeps the last good page. */
export function siteJsonPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let outDir = '';
  let manifest: BuildManifest | undefined;
  return {
    name: 'site-json',
    configResolved(config) {
      command = config.command;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId(id) {
      if (id === SHELL || id.startsWith(PAGE)) return `\0${id}`;
    },
    load(id) {
      if (id !== `\0${SHELL}` && !id.startsWith(`\0${PAGE}`)) return;
      this.addWatchFile(siteFile);
      const site = readSite();
      if (id === `\0${SHELL}`) return shellModule(site);
      return `export default ${JSON.stringify(site.pages[Number(id.slice(PAGE.length + 1))])};\n`;
    },
    buildStart() {
      refreshSiteRefs(siteFile);
      // In dev the server stays up and the overlay reports problems (handleHotUpdate); a build refuses them.
      if (command !== 'build') return;
      const problems = report();
      if (problems) this.error(`site.json is invalid:\n${problems}`);
      try {
        manifest = manifestOf(readSite());
      } catch (error) {
        this.error(`site.json cannot be built: ${(error as Error).message}`);
      }
    },
    transformIndexHtml(html) {
      const { settings } = readSite();
      return html.replace(/<html lang="[^"]*">/, `<html lang="${settings.language}">`).replace(/<title>[^<]*<\/title>/, `<title>${settings.siteName}</title>`);
    },
    closeBundle() {
      // Once, by the site's client build (not the SSR or catalog builds): what the server and the prerender read.
      if (manifest && outDir === clientDir) writeManifest(distDir, manifest);
    },
    async handleHotUpdate({ file, server }) {
      const isSite = path.resolve(file) === siteFile;
      // the refs file is written just below, from site.json: its change needs no second validation
      if (path.resolve(file) === siteRefsFile) return;
      if (!isSite && !path.resolve(file).startsWith(schemaDir)) return;
      if (isSite) {
        await settled(siteFile);
        cached = undefined;
      }
      if (isSite && refreshSiteRefs(siteFile)) server.config.logger.info('updated the routes and ids for the editor', { timestamp: true });
      // the editor validated these very bytes with the same validator before it wrote them
      const problems = isSite && isEditorSave(siteFile) ? undefined : report();
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
