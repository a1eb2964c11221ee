import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { schemaDir } from './paths.ts';

export interface SchemaFile {
  file: string;
  /** file:// URL, the base against which the file's relative $refs resolve */
  id: string;
  schema: Record<string, unknown>;
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listJson(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

/** Every schema file under schema/, parsed, each with the URL its refs resolve against. */
export function loadSchemaFiles(dir = schemaDir): SchemaFile[] {
  return listJson(dir)
    .sort()
    .map((file) => ({
      file,
      id: pathToFileURL(file).href,
      schema: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
    }));
}
