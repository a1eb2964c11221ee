import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemaDir = path.join(root, 'schema');
export const siteSchemaFile = path.join(schemaDir, 'site.schema.json');
export const siteFile = path.join(root, 'site.json');
export const publicDir = path.join(root, 'public');
export const generatedTypesFile = path.join(root, 'src/generated/site.ts');
export const distDir = path.join(root, 'dist');
