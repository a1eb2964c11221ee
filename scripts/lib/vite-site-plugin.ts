import path from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem, validateSiteFile } from './validate-site';
import { schemaDir, siteFile } from './paths';

function report(): string | undefined {
  const result = validateSiteFile(siteFile);
  if (result.ok) return undefined;
  return result.problems.map(formatProblem).join('\n');
}

/** Refuses to build an invalid site.json; in dev, shows the problems in the overlay and keeps the last good page. */
export function siteJsonPlugin(): Plugin {
  return {
    name: 'site-json',
    buildStart() {
      const problems = report();
      if (problems) this.error(`site.json is invalid:\n${problems}`);
    },
    handleHotUpdate({ file, server }) {
      const isSite = path.resolve(file) === siteFile;
      if (!isSite && !path.resolve(file).startsWith(schemaDir)) return;
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
