import path from 'node:path';
import { clientDirIn } from '../../src/server/build-manifest.ts';
import { root } from '../../src/server/content/paths.ts';

export { root, schemaDir, siteSchemaFile, siteRefsFile, ownSiteFile, siteFile, publicDir } from '../../src/server/content/paths.ts';
export const generatedTypesFile = path.join(root, 'src/generated/site.ts');
// DIST_DIR lets tests build into a temporary folder without touching the real one.
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
export const clientDir = clientDirIn(distDir);
