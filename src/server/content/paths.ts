import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository: its schema/, public/ and site.json. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const schemaDir = path.join(root, 'schema');
export const siteSchemaFile = path.join(schemaDir, 'site.schema.json');
// The routes and ids of the repo's own site.json as enums for editors; rewritten from site.json, never by hand.
export const siteRefsFile = path.join(schemaDir, 'generated/site-refs.schema.json');
export const ownSiteFile = path.join(root, 'site.json');
// SITE_JSON lets tests validate, publish or serve a temporary copy of the site without touching the real one.
export const siteFile = process.env.SITE_JSON ? path.resolve(process.env.SITE_JSON) : ownSiteFile;
export const publicDir = path.join(root, 'public');
