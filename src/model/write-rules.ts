// What a write through the editor API may change, beyond what validation checks: the fields the schema marks
// `"x-admin-only": true` are an admin's, and a value marked `"x-script-url": true` (a script the pages load) must come
// from an origin the operator lists in SCRIPT_ORIGINS. The marks are read from the schema once; the rule itself is a
// pure function of plain values, so a worker thread can run it beside validation.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromPointer, toPointer, type JsonPath } from '../shared/json-pointer.ts';
import { isObject } from '../shared/is-object.ts';
import type { Role } from '../shared/live-editor.ts';
import type { EditorProblem } from './edit-version.ts';
import { pointerGet } from './editor-schema.ts';
import { locate, parseWithPositions } from './json-locate.ts';
import { canonical, type Json } from './json-values.ts';
import { sharedSchemaFiles } from './schema-files.ts';
import { formatProblem } from './validate-site.ts';
import { parseScriptOrigins } from './script-origins.ts';

type Schema = Record<string, unknown>;

/** A step from a value to the marked one: a member, every item (or member), or a condition on the value (a block's type). */
export type MarkStep = { key: string } | { each: true } | { when: { property: string; value: unknown } };

/** Where the schema marks a value: the steps to it from the root of site.json, and the field's title. */
export interface MarkedPlace {
  steps: MarkStep[];
  title: string;
}

export interface WriteRules {
  /** the places of `"x-admin-only": true`: an editor may not change what is there */
  adminOnly: MarkedPlace[];
  /** the places of `"x-script-url": true`: a URL of a script the pages load, from a listed origin only */
  scriptUrls: MarkedPlace[];
  /** SCRIPT_ORIGINS */
  scriptOrigins: readonly string[];
}

export interface WriteRefusal {
  status: 403 | 422;
  message: string;
  problems: EditorProblem[];
}

/** The schema a $ref names, with its id (URL#pointer) and the URL its own refs resolve against. */
function target(files: ReadonlyMap<string, Schema>, ref: string, base: string): { id: string; node: Schema; base: string } {
  const url = new URL(ref, base);
  const pointer = decodeURIComponent(url.hash.slice(1));
  url.hash = '';
  const found = pointerGet(files.get(url.href), pointer);
  return { id: `${url.href}#${pointer}`, node: isObject(found) ? found : {}, base: url.href };
}

/**
 * Every place of site.json whose schema carries `"x-admin-only": true` or `"x-script-url": true`, followed through
 * properties, items, additionalProperties, $ref, allOf, and oneOf/anyOf (a discriminated oneOf adds its branch's
 * condition, so a mark in one block type applies to blocks of that type only).
 */
export function markedPlaces(files: ReadonlyMap<string, Schema>, rootUrl: string): Pick<WriteRules, 'adminOnly' | 'scriptUrls'> {
  const found: Pick<WriteRules, 'adminOnly' | 'scriptUrls'> = { adminOnly: [], scriptUrls: [] };
  const walk = (node: unknown, base: string, steps: MarkStep[], trail: ReadonlySet<string>) => {
    if (!isObject(node)) return;
    const last = [...steps].reverse().find((step) => 'key' in step) as { key: string } | undefined;
    const title = typeof node.title === 'string' ? node.title : (last?.key ?? '');
    if (node['x-admin-only'] === true) found.adminOnly.push({ steps, title });
    if (node['x-script-url'] === true) found.scriptUrls.push({ steps, title });
    if (typeof node.$ref === 'string') {
      const referred = target(files, node.$ref, base);
      // a schema that refers to itself (a menu inside a menu) is walked once per path
      if (!trail.has(referred.id)) walk(referred.node, referred.base, steps, new Set([...trail, referred.id]));
    }
    for (const [name, property] of Object.entries(isObject(node.properties) ? node.properties : {})) walk(property, base, [...steps, { key: name }], trail);
    for (const keyword of ['items', 'additionalProperties'] as const) walk(node[keyword], base, [...steps, { each: true }], trail);
    for (const item of Array.isArray(node.prefixItems) ? node.prefixItems : []) walk(item, base, [...steps, { each: true }], trail);
    for (const part of Array.isArray(node.allOf) ? node.allOf : []) walk(part, base, steps, trail);
    // a condition's branches (a page's section: a shared section's use or a block) each hold what they mark
    for (const keyword of ['then', 'else'] as const) walk(node[keyword], base, steps, trail);
    const property = isObject(node.discriminator) && typeof node.discriminator.propertyName === 'string' ? node.discriminator.propertyName : undefined;
    const branches = (Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : []) as Schema[];
    for (const branch of branches) {
      const own = property === undefined ? undefined : (typeof branch.$ref === 'string' ? target(files, branch.$ref, base).node : branch).properties;
      const value = property !== undefined && isObject(own) && isObject(own[property]) ? own[property].const : undefined;
      walk(branch, base, value === undefined ? steps : [...steps, { when: { property: property!, value } }], trail);
    }
  };
  walk(files.get(rootUrl), rootUrl, [], new Set());
  return found;
}

/** The values at a place in `root`, each with its pointer; a missing member is there as undefined. */
export function valuesAt(root: unknown, steps: readonly MarkStep[]): { pointer: string; value: unknown }[] {
  let at: { path: JsonPath; value: unknown }[] = [{ path: [], value: root }];
  for (const step of steps) {
    at = at.flatMap(({ path, value }) => {
      if ('key' in step) return [{ path: [...path, step.key], value: isObject(value) ? value[step.key] : undefined }];
      if ('when' in step) return isObject(value) && value[step.when.property] === step.when.value ? [{ path, value }] : [];
      if (Array.isArray(value)) return value.map((item, index) => ({ path: [...path, index], value: item }));
      return isObject(value) ? Object.entries(value).map(([key, item]) => ({ path: [...path, key], value: item })) : [];
    });
  }
  return at.map(({ path, value }) => ({ pointer: toPointer(path), value }));
}

/** The rules of the schema in `schemaDirectory` (the code build's), with the operator's script origins. */
export function writeRulesOf(schemaDirectory: string, scriptOrigins: readonly string[]): WriteRules {
  const files = new Map(sharedSchemaFiles(schemaDirectory).map(({ id, schema }) => [id, schema]));
  return { ...markedPlaces(files, pathToFileURL(path.join(schemaDirectory, 'site.schema.json')).href), scriptOrigins };
}

const key = (value: unknown) => (value === undefined ? '' : canonical(value as Json));

/**
 * The pointers under `place` whose values differ between `before` and `after`. Values are compared as a list whatever
 * their order: moving a block that holds one is no change, adding, removing or editing one is.
 */
function changedAt(place: MarkedPlace, before: unknown, after: unknown): string[] {
  const old = valuesAt(before, place.steps);
  const now = valuesAt(after, place.steps);
  const unmatched = (from: typeof old, against: typeof old) => {
    const left = new Map<string, number>();
    for (const { value } of against) left.set(key(value), (left.get(key(value)) ?? 0) + 1);
    return from.filter(({ value }) => {
      const count = left.get(key(value)) ?? 0;
      left.set(key(value), count - 1);
      return count <= 0;
    });
  };
  return [...new Set([...unmatched(now, old), ...unmatched(old, now)].map(({ pointer }) => pointer))];
}

/** `/pages/0/sections/2/src` → `pages[0].sections[2].src`: how a message names a field. */
export const fieldName = (pointer: string) =>
  fromPointer(pointer).map((step, index) => (/^\d+$/.test(step) ? `[${step}]` : `${index ? '.' : ''}${step}`))
    .join('');

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);
const listing = (origins: readonly string[]) => (origins.length ? origins.join(', ') : 'none');

/** The script URLs `after` brings in from an origin not in SCRIPT_ORIGINS, each with its origin. What `before` already held stays. */
function unlistedScripts(rules: WriteRules, before: unknown, after: unknown): { pointer: string; origin: string }[] {
  return rules.scriptUrls.flatMap((place) => {
    const old = new Set(valuesAt(before, place.steps).map(({ value }) => value));
    return valuesAt(after, place.steps).flatMap(({ pointer, value }) => {
      if (typeof value !== 'string' || old.has(value)) return [];
      const origin = originOf(value);
      return origin && rules.scriptOrigins.includes(origin) ? [] : [{ pointer, origin: origin ?? `"${value}"` }];
    });
  });
}

export interface Write {
  role: Role;
  /** what is there now: the stored draft for a save, the live version for a publish or a restore */
  before: unknown;
  after: unknown;
  /** the text of `after`, for the problems' lines and columns */
  text: string;
  file: string;
  /** what the answer says was not done */
  action: 'save' | 'publish' | 'restore';
}

/**
 * Why this write is refused, or undefined: an editor changing what only an admin may (403), or anyone bringing in a
 * script from an origin the operator did not list (422). Pure: plain values in, plain values out.
 */
export function writeRefusal(rules: WriteRules, write: Write): WriteRefusal | undefined {
  const { role, before, after, action } = write;
  const nothing = `nothing was ${action === 'save' ? 'saved' : 'published'}`;
  let doc: ReturnType<typeof parseWithPositions> | undefined;
  const problem = (pointer: string, message: string): EditorProblem => {
    const place = locate((doc ??= parseWithPositions(write.text)), pointer);
    return { pointer, ...place, message, text: formatProblem({ file: write.file, ...place, pointer, message }) };
  };

  if (role !== 'admin') {
    const changed = rules.adminOnly.flatMap((place) => changedAt(place, before, after).map((pointer) => ({ pointer, title: place.title })));
    if (changed.length) {
      const names = changed.map(({ pointer, title }) => `${title} (${fieldName(pointer)})`).join(', ');
      const them = changed.length === 1 ? 'that change' : 'those changes';
      const message =
        action === 'save'
          ? `Only an admin may change ${names}; ${nothing}. Undo ${them}, or ask an admin to make ${changed.length === 1 ? 'it' : 'them'}.`
          : `The draft changes ${names}, which only an admin may change; ${nothing}. Ask an admin to publish it, or undo ${them} and save.`;
      return { status: 403, message, problems: changed.map(({ pointer }) => problem(pointer, 'only an admin may change this')) };
    }
  }
  const unlisted = unlistedScripts(rules, before, after);
  if (unlisted.length) {
    const names = unlisted.map(({ pointer }) => fieldName(pointer)).join(', ');
    const message = `${names} would load a script from an origin the server does not allow (SCRIPT_ORIGINS: ${listing(rules.scriptOrigins)}); ${nothing}. Use a listed origin, or ask the server's operator to add it to SCRIPT_ORIGINS.`;
    const why = (origin: string) => `loads a script from ${origin}, which is not in the server's SCRIPT_ORIGINS (${listing(rules.scriptOrigins)}): the browser would refuse it. Use a listed origin, or ask the server's operator to add this one.`;
    return { status: 422, message, problems: unlisted.map(({ pointer, origin }) => problem(pointer, why(origin))) };
  }
  return undefined;
}

/**
 * `npm run publish` is trusted and never refused; it says, though, when what it publishes loads a script from an origin
 * its environment's SCRIPT_ORIGINS does not list (the server's CSP makes browsers refuse it), or when that list is wrong.
 */
export function publishWarnings(site: unknown, schemaDirectory: string, scriptOriginsSetting: string | undefined): string[] {
  let scriptOrigins: string[];
  try {
    scriptOrigins = parseScriptOrigins(scriptOriginsSetting);
  } catch (error) {
    return [`Warning: ${(error as Error).message}`];
  }
  const rules = writeRulesOf(schemaDirectory, scriptOrigins);
  return unlistedScripts(rules, undefined, site).map(
    ({ pointer, origin }) =>
      `Warning: ${fieldName(pointer)} loads a script from ${origin}, which SCRIPT_ORIGINS (${listing(scriptOrigins)}) does not list: the server's Content-Security-Policy makes browsers refuse it. Start the server with it in SCRIPT_ORIGINS if you trust it.`,
  );
}
