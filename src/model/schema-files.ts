import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { schemaDir, siteRefsFile, translatedFolder } from './paths.ts';
import { withTranslations } from './translatable-schema.ts';

export interface SchemaFile {
  file: string;
  /** file:// URL, the base against which the file's relative $refs resolve */
  id: string;
  schema: Record<string, unknown>;
}

// the copy for code editors is generated from these files: read, it would define every schema twice
function listJson(dir: string, top = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return path.relative(top, full).split(path.sep).join('/') === translatedFolder ? [] : listJson(full, top);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

/**
 * Every schema file under schema/, parsed, each with the URL its refs resolve against, and with the `translations`
 * of every object that holds texts (translatable-schema.ts).
 */
export function loadSchemaFiles(dir = schemaDir): SchemaFile[] {
  return withTranslations(readSchemaFiles(dir), path.join(dir, path.relative(schemaDir, siteRefsFile)));
}

// loadSchemaFiles by folder, while its files stay as they were read (their names, sizes and times)
const shared = new Map<string, { signature: string; files: SchemaFile[] }>();

/**
 * loadSchemaFiles, read once while the files do not change, for callers that only read them: a publish asks for
 * them twice (its renderer's reference keys, its script warnings), ~30 ms each at startup.
 */
export function sharedSchemaFiles(dir = schemaDir): readonly SchemaFile[] {
  const signature = listJson(dir)
    .sort()
    .map((file) => {
      const { size, mtimeMs } = statSync(file);
      return `${file} ${size} ${mtimeMs}`;
    })
    .join('\n');
  const known = shared.get(dir);
  if (known?.signature === signature) return known.files;
  const files = loadSchemaFiles(dir);
  shared.set(dir, { signature, files });
  return files;
}

/** The schema files as written, without the derived `translations`. */
export function readSchemaFiles(dir = schemaDir): SchemaFile[] {
  return listJson(dir)
    .sort()
    .map((file) => ({
      file,
      id: pathToFileURL(file).href,
      schema: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
    }));
}
