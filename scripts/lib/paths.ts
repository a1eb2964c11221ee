import path from 'node:path';
import { clientDirIn } from '../../src/server/config/build-manifest.ts';
import { distDir, publicDir, root } from '../../src/model/paths.ts';

export { root, schemaDir, siteSchemaFile, siteRefsFile, translatedSchemaDir, ownSiteFile, siteFile, publicDir, distDir } from '../../src/model/paths.ts';
export const generatedTypesFile = path.join(root, 'src/generated/site.ts');
export const clientDir = clientDirIn(distDir);
// Where `npm run edit` keeps uploads: public/media, to be committed with site.json; MEDIA_DIR lets tests use a temporary folder.
export const devMediaDir = process.env.MEDIA_DIR ? path.resolve(process.env.MEDIA_DIR) : path.join(publicDir, 'media');
