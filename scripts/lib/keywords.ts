import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { DataValidationCxt, SchemaValidateFunction } from 'ajv/dist/types/index.js';

// Cross-references are schema keywords, so a new block only annotates its fields to get them checked.
type Root = { pages?: { path?: string }[] } & Record<string, unknown>;

function fail(fn: SchemaValidateFunction, keyword: string, message: string, params: Record<string, unknown> = {}): false {
  fn.errors = [{ keyword, message, params }];
  return false;
}

function routeOf(link: string): string {
  return link.split('#')[0] || '/';
}

export function addSiteKeywords(ajv: Ajv2020, publicDirectory: string): void {
  ajv.addKeyword({ keyword: 'markdownDescription' });
  ajv.addKeyword({ keyword: 'defaultSnippets' });

  const entityRef: SchemaValidateFunction = function entityRef(collection: string, data: unknown, _s: unknown, cxt?: DataValidationCxt) {
    if (typeof data !== 'string') return true;
    const list = (cxt?.rootData as Root)[collection];
    const ids = Array.isArray(list) ? list.map((item: { id?: string }) => item.id) : [];
    if (ids.includes(data as string)) return true;
    return fail(entityRef, 'entityRef', `"${String(data)}" is not the id of any item under "${collection}"`, { collection, ids });
  };
  ajv.addKeyword({ keyword: 'entityRef', schemaType: 'string', errors: true, validate: entityRef });

  const routeRef: SchemaValidateFunction = function routeRef(_on: boolean, data: unknown, _s: unknown, cxt?: DataValidationCxt) {
    if (typeof data !== 'string') return true;
    const paths = ((cxt?.rootData as Root).pages ?? []).map((page) => page.path);
    if (paths.includes(routeOf(data as string))) return true;
    return fail(routeRef, 'routeRef', `"${String(data)}" is not the path of any page`, { paths });
  };
  ajv.addKeyword({ keyword: 'routeRef', schemaType: 'boolean', errors: true, validate: routeRef });

  const fileRef: SchemaValidateFunction = function fileRef(_on: boolean, data: unknown) {
    if (typeof data !== 'string') return true;
    const full = path.join(publicDirectory, data as string);
    if (full.startsWith(publicDirectory) && existsSync(full) && statSync(full).isFile()) return true;
    return fail(fileRef, 'fileRef', `file "public${String(data)}" does not exist`);
  };
  ajv.addKeyword({ keyword: 'fileRef', schemaType: 'boolean', errors: true, validate: fileRef });

  const uniqueBy: SchemaValidateFunction = function uniqueBy(key: string, data: unknown, _s: unknown, cxt?: DataValidationCxt) {
    if (!Array.isArray(data)) return true;
    const seen = new Map<unknown, number>();
    const errors = [];
    for (const [index, item] of (data as Record<string, unknown>[]).entries()) {
      const value = item?.[key];
      if (value === undefined) continue;
      if (seen.has(value)) {
        errors.push({
          keyword: 'uniqueBy',
          instancePath: `${cxt?.instancePath ?? ''}/${index}/${key}`,
          message: `"${String(value)}" is used twice: ${key} must be unique (first used at item ${seen.get(value)})`,
          params: { key },
        });
      } else seen.set(value, index);
    }
    (uniqueBy as SchemaValidateFunction).errors = errors;
    return errors.length === 0;
  };
  ajv.addKeyword({ keyword: 'uniqueBy', schemaType: 'string', errors: true, validate: uniqueBy });
}
