import path from 'node:path';
import { clientDirIn } from '../../src/server/build-manifest.ts';
import { distDir, root } from '../../src/server/content/paths.ts';

export { root, schemaDir, siteSchemaFile, siteRefsFile, ownSiteFile, siteFile, publicDir, distDir } from '../../src/server/content/paths.ts';
export const generatedTypesFile = path.join(root, 'src/generated/site.ts');
export const clientDir = clientDirIn(distDir);
