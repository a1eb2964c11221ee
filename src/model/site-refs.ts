import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { objects } from './json-values.ts';
import { pageRoutes } from './page-summary.ts';
import { ownSiteFile, siteFile, siteRefsFile } from './paths.ts';

/** The lists that blocks and menus reference by id; each gets an enum of its ids. */
export const collections = ['services', 'projects', 'testimonials', 'faqs', 'statistics'] as const;

type Loose = Record<string, unknown>;

function distinctStrings(values: unknown[]): string[] {
  return [...new Set(values.filter((value): value is string => typeof value === 'string'))];
}

// a template is not published: no link may lead to it (templatesOf lists its routes for the message)
const isTemplate = (page: Loose) => page.template === true;

/** Each published page's path, then `path#id` for each of its sections that has an id: every form an internal link may take. */
export function routesOf(site: unknown): string[] {
  return distinctStrings(objects((site as Loose | null)?.pages).filter((page) => !isTemplate(page)).flatMap(pageRoutes));
}

/** The routes of the template pages (`"template": true`): kept out of the site, so a link naming one is refused as such. */
export function templateRoutesOf(site: unknown): string[] {
  return distinctStrings(objects((site as Loose | null)?.pages).filter(isTemplate).flatMap(pageRoutes));
}

/** The ids of the shared sections: what a page's `{ "shared": … }` may name. */
export function sharedIdsOf(site: unknown): string[] {
  return distinctStrings(objects((site as Loose | null)?.sharedSections).map((item) => item.id));
}

/** Each page's path: what a field that names a whole page (not a section) may take. */
export function pagesOf(site: unknown): string[] {
  return routesOf(site).filter((route) => !route.includes('#'));
}

export function idsOf(site: unknown, collection: string): string[] {
  return distinctStrings(objects((site as Loose | null)?.[collection]).map((item) => item.id));
}

// ajv refuses an empty enum; `not: {}` accepts nothing, which is what an empty list means.
function anyOfThese(values: string[], description: string): Loose {
  return values.length ? { description, type: 'string', enum: values } : { description, type: 'string', not: {} };
}

/** The schema of schema/generated/site-refs.schema.json for one site: its routes and entity ids as enums. */
export function siteRefsSchema(site: unknown): Loose {
  const ids = collections.map((name) => [name, anyOfThese(idsOf(site, name), `The id of one of the items under '${name}' in site.json.`)]);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: 'Generated from site.json by src/model/site-refs.ts each time site.json is validated. Do not edit.',
    title: 'Site references',
    description: 'The routes and entity ids that site.json declares, so editors complete and check references to them.',
    $defs: {
      route: anyOfThese(routesOf(site), "A page's path, or a page's path, '#' and the id of one of its sections."),
      page: anyOfThese(pagesOf(site), "A page's path."),
      locales: anyOfThese(otherLocalesOf(site), "The code of one of the site's languages other than its default (settings.locales)."),
      shared: anyOfThese(sharedIdsOf(site), "The id of one of the shared sections (sharedSections) in site.json."),
      ...Object.fromEntries(ids),
    },
  };
}

/** The codes of the site's languages other than its default: what a text's `translations` may be keyed by. */
export function otherLocalesOf(site: unknown): string[] {
  const settings = (site as Loose | null)?.settings as Loose | undefined;
  return distinctStrings(objects(settings?.locales).map((locale) => locale.code)).filter((code) => code !== settings?.language);
}

/**
 * Each reference list of a site by its name in site-refs.schema.json's $defs, `locales` (the translations'
 * language codes) and `templates` (the template pages' routes, which no reference may name): what `siteRef` checks against.
 */
export function siteRefLists(site: unknown): Map<string, Set<string>> {
  return new Map<string, Set<string>>([
    ['route', new Set(routesOf(site))],
    ['page', new Set(pagesOf(site))],
    ['locales', new Set(otherLocalesOf(site))],
    ['shared', new Set(sharedIdsOf(site))],
    ['templates', new Set(templateRoutesOf(site))],
    ...collections.map((name) => [name, new Set(idsOf(site, name))] as [string, Set<string>]),
  ]);
}

/**
 * The references schema the validator is compiled with: the same definitions as siteRefsSchema's, each checked by
 * the `siteRef` keyword against the lists of the site being validated, so the validator does not depend on the site.
 */
export function siteRefsKeywordSchema(): Loose {
  const { $defs, ...rest } = siteRefsSchema({});
  return { ...rest, $defs: Object.fromEntries(Object.entries($defs as Record<string, Loose>).map(([name, { description }]) => [name, { description, type: 'string', siteRef: name }])) };
}

export const siteRefsText = (site: unknown): string => `${JSON.stringify(siteRefsSchema(site), null, 2)}\n`;

/**
 * Rewrites schema/generated/site-refs.schema.json from the repo's own site.json (`parsed`, when the caller has
 * it) if it changed; true when written.
 * Any other file (a test's copy named by SITE_JSON) leaves it alone: validation computes its refs in memory.
 */
export function refreshSiteRefs(file = siteFile, parsed?: unknown): boolean {
  if (path.resolve(file) !== ownSiteFile) return false;
  let site = parsed;
  try {
    site ??= JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return false; // validation reports the syntax error; the last good list stays
  }
  const text = siteRefsText(site);
  if (existsSync(siteRefsFile) && readFileSync(siteRefsFile, 'utf8') === text) return false;
  mkdirSync(path.dirname(siteRefsFile), { recursive: true });
  writeFileSync(siteRefsFile, text);
  return true;
}

const refInSchemaPath = /site-refs\.schema\.json#\/\$defs\/([^/]+)\//;

/** The list ('route', 'page' or a collection) an ajv error checked a reference against, read from its schemaPath. */
export function siteRefOf(schemaPath: string): string | undefined {
  return refInSchemaPath.exec(schemaPath)?.[1];
}
