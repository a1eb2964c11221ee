import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Site } from '../../src/generated/site.ts';
import { editorSchemas, type SharedKey } from '../../src/model/editor-schema.ts';
import { kindOf, matchOption, resolveSchema, unionOptions, type Schema } from '../../src/editor/state/schema-kind.ts';
import { clientDir, distDir, root } from '../../scripts/lib/paths.ts';
import { gotoReady, openPage, sharedBrowser, trackSteps } from './chromium.ts';
import { servePublished, type PublishedSite } from './published-site.ts';
import { withFallback } from '../translated-site.ts';
import { blocksOf } from '../../src/test/blocks';

// Texts that end or change a script element, a comment or CDATA when HTML carries them unescaped.
const hostile = ['<!--<script>', '</script>', '<![CDATA['];
// the payload, in the field that carried it: the home page's JSON-LD
const street = '<!--<script> 12 Harbour Road';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// A string the schema constrains (pattern, format, enum, const: routes, ids, files, URLs) cannot hold such text.
const isFreeText = (schema: Schema) => ['pattern', 'format', 'enum', 'const'].every((keyword) => !(keyword in schema));

/**
 * `value` with each of its free-text strings (by the editor's schema `root`) starting with a hostile text, in turn,
 * cut to the field's maxLength. `filled` collects the pointers changed.
 */
function fill(value: unknown, schema: Schema, root: Schema, pointer: string, filled: string[]): unknown {
  const resolved = resolveSchema(schema, root);
  const kind = kindOf(resolved);
  if (kind === 'union') {
    const options = unionOptions(resolved, root);
    return fill(value, options[matchOption(options, value, root)]!, root, pointer, filled);
  }
  if (kind === 'object' && isObject(value)) {
    const properties = (resolved.properties ?? {}) as Record<string, Schema>;
    const rest = isObject(resolved.additionalProperties) ? resolved.additionalProperties : undefined;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const inner = properties[key] ?? rest;
        return [key, inner ? fill(child, inner, root, `${pointer}/${key}`, filled) : child];
      }),
    );
  }
  if (kind === 'array' && Array.isArray(value) && isObject(resolved.items)) {
    const items = resolved.items;
    return value.map((item, index) => fill(item, items, root, `${pointer}/${index}`, filled));
  }
  if ((kind === 'text' || kind === 'long-text') && typeof value === 'string' && isFreeText(resolved)) {
    const max = typeof resolved.maxLength === 'number' ? resolved.maxLength : Infinity;
    const fitting = hostile.filter((text) => text.length <= max);
    if (fitting.length === 0) return value;
    filled.push(pointer);
    // the original text after it keeps minLength
    return `${fitting[filled.length % fitting.length]} ${value}`.slice(0, max);
  }
  return value;
}

/**
 * site.json with every free-text field of the code build's schema hostile (the editor's schemas: the same fields it
 * edits), and a page of every block type's example, so a block site.json does not use yet is covered too.
 */
function hostileSite(site: Site): { site: Site; filled: string[] } {
  const { blocks, shared } = editorSchemas({ site, schemaDirectory: path.join(distDir, 'schema'), publicDirectory: clientDir });
  const everyBlock = { path: '/every-block', title: 'Every block type', sections: Object.values(blocks).map((block) => block.example) } as Site['pages'][number];
  const filled: string[] = [];
  const next: Record<string, unknown> = { ...site };
  for (const key of Object.keys(shared) as SharedKey[]) {
    if (key === 'page') continue;
    next[key] = fill(site[key], shared[key], shared[key], `/${key}`, filled);
  }
  next.pages = [...site.pages, everyBlock].map((page, p) => {
    const own = fill(page, shared.page, shared.page, `/pages/${p}`, filled) as Site['pages'][number];
    const sections = blocksOf(page).map((section, s) => {
      const block = blocks[section.type]!.schema;
      return fill(section, block, block, `/pages/${p}/sections/${s}`, filled);
    });
    return { ...own, sections } as Site['pages'][number];
  });
  return { site: next as unknown as Site, filled };
}

describe.skipIf(!inject('browserTests'))('hostile text in every text field', () => {
  const browser = sharedBrowser();
  const original = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
  let served: PublishedSite | undefined;
  let url: string;
  let site: Site;

  beforeAll(async () => {
    // Hindi falls back: the texts made hostile (and the page of examples) have no Hindi, so their sections show
    // the hostile English on the Hindi pages too
    const made = hostileSite(withFallback(original));
    site = made.site;
    // the walk reached the settings, the chrome, the entities and the blocks
    expect(made.filled).toEqual(expect.arrayContaining(['/settings/contact/address/street', '/footer/rights', '/services/0/title', '/pages/0/title', '/pages/0/sections/0/heading']));
    site.settings.contact.address.street = street;
    served = await servePublished(`${JSON.stringify(site, null, 2)}\n`, { prefix: 'hostile-' });
    url = served.url;
  });
  afterAll(() => served?.close());

  it('shows each page with its heading, hydrated, and the home page JSON-LD still parses', async () => {
    const step = trackSteps();
    const { page, errors } = await openPage(browser());
    const missing = '/no-such-page';
    for (const route of [...site.pages.map((each) => each.path), missing]) {
      step(`open ${route}`);
      errors.length = 0;
      await gotoReady(page, `${url}${route}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { message: `the heading of ${route}` }).toBe(true);
      // the not-found page's own answer is the one error the console may show
      expect(errors, route).toEqual(route === missing ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : []);
    }
    step('read the JSON-LD');
    await gotoReady(page, `${url}/`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as { address: { streetAddress: string } };
    expect(jsonLd.address.streetAddress).toBe(street);
  });
});
