import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The nearest folder above `from` with a package.json: the repository, from its sources or from dist/. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** The repository: its schema/, public/ and site.json. */
export const root = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const schemaDir = path.join(root, 'schema');
export const siteSchemaFile = path.join(schemaDir, 'site.schema.json');
// The routes and ids of the repo's own site.json as enums for editors; rewritten from site.json, never by hand.
export const siteRefsFile = path.join(schemaDir, 'generated/site-refs.schema.json');
/** schema/ with its derived translations, for code editors (scripts/lib/translated-schemas.ts); not read by the validator */
export const translatedFolder = 'generated/with-translations';
export const translatedSchemaDir = path.join(schemaDir, translatedFolder);
export const ownSiteFile = path.join(root, 'site.json');
// SITE_JSON lets tests validate, publish or serve a temporary copy of the site without touching the real one.
export const siteFile = process.env.SITE_JSON ? path.resolve(process.env.SITE_JSON) : ownSiteFile;
export const publicDir = path.join(root, 'public');
/** The public folder of a checkout's site.json: the one beside it, else the repository's. */
export const publicDirOf = (siteJson: string): string => {
  const beside = path.join(path.dirname(siteJson), 'public');
  return existsSync(beside) ? beside : publicDir;
};
// DIST_DIR lets tests build into a temporary folder without touching the real one.
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
