// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaDir, siteFile } from './paths.ts';
import { fieldName, markedPlaces, publishWarnings, valuesAt, writeRefusal, writeRulesOf, type WriteRules } from './write-rules.ts';

type Site = { settings: Record<string, unknown>; pages: { sections: Record<string, unknown>[] }[] };
const siteText = readFileSync(siteFile, 'utf8');
const site = () => JSON.parse(siteText) as Site;
const rules = writeRulesOf(schemaDir, ['https://embed.chat.example']);
const write = (before: unknown, after: unknown, role: 'editor' | 'admin' = 'editor', ruleSet: WriteRules = rules) =>
  writeRefusal(ruleSet, { role, before, after, text: JSON.stringify(after, null, 2), file: 'site.json', action: 'save' });

// A schema of two block types where only the embed's `src` is marked, as a new-block author would mark it.
const base = 'file:///schema/';
const files = new Map<string, Record<string, unknown>>([
  [
    `${base}site.schema.json`,
    {
      type: 'object',
      properties: { pages: { type: 'array', items: { type: 'object', properties: { sections: { type: 'array', items: { $ref: '#/$defs/block' } } } } } },
      $defs: { block: { type: 'object', discriminator: { propertyName: 'type' }, oneOf: [{ $ref: 'blocks/embed.schema.json' }, { $ref: 'blocks/hero.schema.json' }] } },
    },
  ],
  [`${base}blocks/embed.schema.json`, { type: 'object', properties: { type: { const: 'embed' }, src: { title: 'Embed source', type: 'string', 'x-admin-only': true, 'x-script-url': true } } }],
  [`${base}blocks/hero.schema.json`, { type: 'object', properties: { type: { const: 'hero' }, src: { type: 'string' } } }],
]);
const blockRules: WriteRules = { ...markedPlaces(files, `${base}site.schema.json`), scriptOrigins: ['https://embed.chat.example'] };
const page = (...sections: Record<string, unknown>[]) => ({ pages: [{ sections }] });

describe('the marks of the schema', () => {
  it('finds site.json’s admin-only fields and script URLs', () => {
    const pointers = (places: WriteRules['adminOnly']) => places.map((place) => valuesAt(site(), place.steps)[0]!.pointer);
    expect(pointers(rules.adminOnly).sort()).toEqual(['/settings/liveChat', '/settings/siteUrl']);
    expect(pointers(rules.scriptUrls)).toEqual(['/settings/liveChat/scriptUrl']);
    expect(rules.adminOnly.map((place) => place.title).sort()).toEqual(['Live chat', 'Site URL']);
  });

  it('follows a discriminated oneOf: a mark in one block type holds for blocks of that type only', () => {
    const value = page({ type: 'hero', src: 'a' }, { type: 'embed', src: 'b' });
    expect(blockRules.adminOnly.flatMap((place) => valuesAt(value, place.steps))).toEqual([{ pointer: '/pages/0/sections/1/src', value: 'b' }]);
  });
});

describe('writeRefusal', () => {
  it('refuses an editor’s change of an admin-only field with 403, naming it; an admin’s passes', () => {
    const after = site();
    after.settings.siteUrl = 'https://www.moved.example';
    const refused = write(site(), after);
    expect(refused).toMatchObject({ status: 403, message: expect.stringContaining('Only an admin may change Site URL (settings.siteUrl); nothing was saved.') });
    expect(refused!.problems).toEqual([expect.objectContaining({ pointer: '/settings/siteUrl', line: expect.any(Number), text: expect.stringMatching(/^site\.json:\d+:\d+ {2}\/settings\/siteUrl {2}only an admin may change this$/) })]);
    expect(write(site(), after, 'admin')).toBeUndefined();
  });

  it('counts adding and removing an admin-only object as changes, and anything else as none', () => {
    const withChat = site();
    withChat.settings.liveChat = { scriptUrl: 'https://embed.chat.example/widget.js' };
    expect(write(site(), withChat)?.status).toBe(403);
    expect(write(withChat, site())?.status).toBe(403);
    const other = site();
    other.settings.siteName = 'Another name';
    expect(write(site(), other)).toBeUndefined();
  });

  it('lets an editor move, but not add, edit or remove, a block holding an admin-only value', () => {
    const before = page({ type: 'hero', src: 'a' }, { type: 'embed', src: 'https://embed.chat.example/a.js' });
    expect(write(before, page(before.pages[0]!.sections[1]!, before.pages[0]!.sections[0]!), 'editor', blockRules)).toBeUndefined();
    expect(write(before, page({ type: 'hero', src: 'changed' }, before.pages[0]!.sections[1]!), 'editor', blockRules)).toBeUndefined();
    expect(write(before, page(before.pages[0]!.sections[0]!), 'editor', blockRules)?.status).toBe(403);
    expect(write(before, page(...before.pages[0]!.sections, { type: 'embed', src: 'https://embed.chat.example/a.js' }), 'editor', blockRules)?.status).toBe(403);
    expect(write(before, page(before.pages[0]!.sections[0]!, { type: 'embed', src: 'https://embed.chat.example/b.js' }), 'editor', blockRules)?.message).toContain('Embed source (pages[0].sections[1].src)');
  });

  it('refuses a script from an origin not in SCRIPT_ORIGINS with 422, even from an admin; leaves one already there alone', () => {
    const chat = (url: string) => {
      const value = site();
      value.settings.liveChat = { scriptUrl: url };
      return value;
    };
    const refused = write(site(), chat('https://evil.example/x.js'), 'admin');
    expect(refused).toMatchObject({ status: 422, message: expect.stringContaining('settings.liveChat.scriptUrl would load a script from an origin the server does not allow (SCRIPT_ORIGINS: https://embed.chat.example)') });
    expect(refused!.problems).toEqual([expect.objectContaining({ pointer: '/settings/liveChat/scriptUrl', message: expect.stringContaining('https://evil.example') })]);
    // the origin, not a prefix of the text: https://embed.chat.example.evil.example is another host
    expect(write(site(), chat('https://embed.chat.example.evil.example/x.js'), 'admin')?.status).toBe(422);
    expect(write(site(), chat('https://embed.chat.example/widget.js'), 'admin')).toBeUndefined();
    // published before the operator listed origins (or by npm run publish): not the write's doing
    const stale = chat('https://evil.example/x.js');
    const edited = chat('https://evil.example/x.js');
    edited.settings.siteName = 'Renamed';
    expect(write(stale, edited, 'admin')).toBeUndefined();
    expect(write(site(), chat('https://other.example/x.js'), 'admin', { ...rules, scriptOrigins: [] })?.message).toContain('(SCRIPT_ORIGINS: none)');
  });
});

describe('publishWarnings (npm run publish: trusted, never refused)', () => {
  const withChat = (url: string) => {
    const value = site();
    value.settings.liveChat = { scriptUrl: url };
    return value;
  };

  it('warns when the content loads a script from an origin its SCRIPT_ORIGINS does not list', () => {
    expect(publishWarnings(withChat('https://evil.example/x.js'), schemaDir, undefined)).toEqual([
      "Warning: settings.liveChat.scriptUrl loads a script from https://evil.example, which SCRIPT_ORIGINS (none) does not list: the server's Content-Security-Policy makes browsers refuse it. Start the server with it in SCRIPT_ORIGINS if you trust it.",
    ]);
    expect(publishWarnings(withChat('https://embed.chat.example/widget.js'), schemaDir, 'https://embed.chat.example')).toEqual([]);
    expect(publishWarnings(site(), schemaDir, undefined)).toEqual([]);
  });

  it('says when SCRIPT_ORIGINS itself is wrong', () => {
    expect(publishWarnings(site(), schemaDir, 'https://embed.chat.example/widget.js')).toEqual([expect.stringMatching(/^Warning: SCRIPT_ORIGINS must list https origins/)]);
  });
});

describe('fieldName', () => {
  it('names a field as a path of keys and indexes', () => {
    expect(fieldName('/settings/liveChat/scriptUrl')).toBe('settings.liveChat.scriptUrl');
    expect(fieldName('/pages/0/sections/12/src')).toBe('pages[0].sections[12].src');
    expect(fieldName('/a~1b/c~0d')).toBe('a/b.c~d');
  });
});
