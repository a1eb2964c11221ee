// @vitest-environment node
import { readFileSync } from 'node:fs';
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import type { Block, Site } from '../generated/site.ts';
import { ownSiteFile } from './paths.ts';
import { lineDiff } from './line-diff.ts';
import { editSiteText } from './site-edits.ts';

const text = readFileSync(ownSiteFile, 'utf8');
const site = (): Site => JSON.parse(text) as Site;
type Loose = Record<string, unknown>;
const about = 1;

/** The lines of the value at `path` in `source`, from the start of its first line to the end of its last line. */
function linesOf(source: string, path: JSONPath): string[] {
  const node = findNodeAtLocation(parseTree(source)!, path)!;
  const start = source.lastIndexOf('\n', node.offset) + 1;
  const end = source.indexOf('\n', node.offset + node.length);
  return source.slice(start, end).split('\n');
}

const sorted = (lines: string[]) => [...lines].sort();

/** editSiteText(text, next), checked to parse back to `next` and to leave a second save of the same value as it is. */
function edit(next: unknown, original = text): string {
  const result = editSiteText(original, next);
  expect(JSON.parse(result)).toEqual(JSON.parse(JSON.stringify(next)));
  expect(editSiteText(result, next)).toBe(result);
  return result;
}

const viaModify = (path: JSONPath, value: unknown) =>
  applyEdits(text, modify(text, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }));

describe('editSiteText on the real site.json', () => {
  it('returns the text unchanged for the same value, whatever the key order of the value', () => {
    expect(editSiteText(text, site())).toBe(text);
    const { pages, ...rest } = site();
    expect(editSiteText(text, { pages, ...rest })).toBe(text);
  });

  it.each([
    ['up', 3, 2],
    ['down', 1, 2],
  ])("moves a section %s on the about page: the diff is only that section's lines moving", (_, from, to) => {
    const next = site();
    const [moved] = next.pages[about]!.sections.splice(from, 1);
    next.pages[about]!.sections.splice(to, 0, moved!);
    const { removed, added } = lineDiff(text, edit(next));
    const block = linesOf(text, ['pages', about, 'sections', from]);
    expect(block.length).toBeGreaterThan(5);
    expect(removed.length).toBe(block.length);
    expect(sorted(removed)).toEqual(sorted(block));
    expect(sorted(added)).toEqual(sorted(block));
  });

  it('moves a section written partly on one-line objects by reusing its exact text', () => {
    const next = site();
    const contact = next.pages.findIndex((page) => page.path === '/contact-us');
    const sections = next.pages[contact]!.sections;
    sections.splice(1, 0, sections.shift()!);
    const form = findNodeAtLocation(parseTree(text)!, ['pages', contact, 'sections', 0])!;
    const result = edit(next);
    expect(result).toContain(text.slice(form.offset, form.offset + form.length));
    expect(findNodeAtLocation(parseTree(result)!, ['pages', contact, 'sections', 1, 'type'])!.value).toBe('contact-form');
  });

  it('edits one heading: exactly one line differs', () => {
    const next = site();
    (next.pages[about]!.sections[2] as unknown as Loose).heading = 'The people who build your software';
    const { removed, added } = lineDiff(text, edit(next));
    expect(removed).toEqual(['          "heading": "The people you will work with",']);
    expect(added).toEqual(['          "heading": "The people who build your software",']);
  });

  it('adds a page at the end in the file’s indentation; the last page only gains its comma', () => {
    const next = site();
    const page = { path: '/careers', title: 'Careers', sections: [{ type: 'cta', heading: 'Join us', text: 'Write to us.', link: { label: 'Contact us', to: '/contact-us' } }] };
    next.pages.push(page as Site['pages'][number]);
    const pageText = JSON.stringify(page, null, 2).replaceAll('\n', '\n    ');
    expect(text.endsWith('\n    }\n  ]\n}\n')).toBe(true);
    expect(edit(next)).toBe(`${text.slice(0, -'\n  ]\n}\n'.length)},\n    ${pageText}\n  ]\n}\n`);
  });

  it('deletes a section: only its lines go', () => {
    const next = site();
    next.pages[about]!.sections.splice(2, 1);
    const { removed, added } = lineDiff(text, edit(next));
    expect(added).toEqual([]);
    expect(sorted(removed)).toEqual(sorted(linesOf(text, ['pages', about, 'sections', 2])));
  });

  it('adds a property as jsonc-parser’s modify would, after the last key', () => {
    const next = site();
    (next.pages[about]!.sections[1] as unknown as Loose).id = 'our-story';
    const result = edit(next);
    expect(result).toBe(viaModify(['pages', about, 'sections', 1, 'id'], 'our-story'));
    expect(lineDiff(text, result).added.at(-1)).toBe('          "id": "our-story"');
  });

  it('places a new key after the key it follows in the new value', () => {
    const next = site();
    const { type, ...rest } = next.pages[about]!.sections[1] as unknown as Loose;
    next.pages[about]!.sections[1] = { type, id: 'our-story', ...rest } as Block;
    const { removed, added } = lineDiff(text, edit(next));
    expect(removed).toEqual([]);
    expect(added).toEqual(['          "id": "our-story",']);
    expect(linesOf(edit(next), ['pages', about, 'sections', 1]).slice(1, 3)).toEqual(['          "type": "story",', '          "id": "our-story",']);
  });

  it('removes an optional property: one line goes, as with modify(…, undefined)', () => {
    const next = site();
    delete (next.pages[about]!.sections[2] as unknown as Loose).eyebrow;
    const result = edit(next);
    expect(result).toBe(viaModify(['pages', about, 'sections', 2, 'eyebrow'], undefined));
    expect(lineDiff(text, result)).toEqual({ removed: ['          "eyebrow": "Our team",'], added: [] });
  });

  it('duplicates a section by reusing its text, inline objects included', () => {
    const next = site();
    const contact = next.pages.findIndex((page) => page.path === '/contact-us');
    next.pages[contact]!.sections.splice(1, 0, structuredClone(next.pages[contact]!.sections[0]!));
    const { removed, added } = lineDiff(text, edit(next));
    expect(removed).toEqual([]);
    expect(sorted(added)).toEqual(sorted(linesOf(text, ['pages', contact, 'sections', 0])));
    expect(added).toContain('            "name": { "label": "Your name", "placeholder": "Asha Verma", "translations": { "hi": { "label": "आपका नाम", "placeholder": "आशा वर्मा" } } },');
  });

  it('keeps a one-line object on one line when it gains a key', () => {
    const next = site();
    const contact = next.pages.findIndex((page) => page.path === '/contact-us');
    ((next.pages[contact]!.sections[0] as unknown as Loose).fields as Record<string, Loose>).name!.hint = 'As on your ID';
    expect(lineDiff(text, edit(next))).toEqual({
      removed: ['            "name": { "label": "Your name", "placeholder": "Asha Verma", "translations": { "hi": { "label": "आपका नाम", "placeholder": "आशा वर्मा" } } },'],
      added: ['            "name": { "label": "Your name", "placeholder": "Asha Verma", "translations": { "hi": { "label": "आपका नाम", "placeholder": "आशा वर्मा" } }, "hint": "As on your ID" },'],
    });
  });

  it('changes a number and a boolean: one line each', () => {
    const next = site();
    next.settings.ui.preloaderMs = 450;
    next.pages.at(-1)!.noindex = false;
    expect(lineDiff(text, edit(next))).toEqual({
      removed: ['      "preloaderMs": 700,', '      "noindex": true,'],
      added: ['      "preloaderMs": 450,', '      "noindex": false,'],
    });
  });

  it('writes unicode, quotes and backslashes as JSON, on one line', () => {
    const next = site();
    const heading = 'Привет — 你好 😀 “curly” "straight" \\ back\nslash';
    (next.pages[about]!.sections[2] as unknown as Loose).heading = heading;
    const { removed, added } = lineDiff(text, edit(next));
    expect(removed).toHaveLength(1);
    expect(added).toEqual([`          "heading": ${JSON.stringify(heading)},`]);
    expect(added[0]).toContain('😀');
  });

  it('edits an element that also moved: reuses its text and changes one line of it', () => {
    const next = site();
    const sections = next.pages[about]!.sections;
    const [moved] = sections.splice(3, 1);
    (moved as unknown as Loose).heading = 'Numbers that matter';
    sections.splice(2, 0, moved!);
    const { removed, added } = lineDiff(text, edit(next));
    const block = linesOf(text, ['pages', about, 'sections', 3]);
    expect(removed).toHaveLength(block.length);
    expect(added).toHaveLength(block.length);
    expect(added.filter((line) => !block.includes(line))).toEqual(['          "heading": "Numbers that matter",']);
  });

  it('refuses a text that is not strict JSON', () => {
    expect(() => editSiteText('{ "a": 1, }', { a: 2 })).toThrow(SyntaxError);
    expect(() => editSiteText('{ "a": 1 } // note', { a: 2 })).toThrow(SyntaxError);
  });
});

describe('editSiteText on other layouts', () => {
  it('follows tabs and CRLF line ends', () => {
    const original = '{\r\n\t"a": 1,\r\n\t"list": [\r\n\t\t1\r\n\t]\r\n}\r\n';
    expect(edit({ a: 1, list: [1, { b: [2] }], c: {} }, original)).toBe(
      '{\r\n\t"a": 1,\r\n\t"list": [\r\n\t\t1,\r\n\t\t{\r\n\t\t\t"b": [\r\n\t\t\t\t2\r\n\t\t\t]\r\n\t\t}\r\n\t],\r\n\t"c": {}\r\n}\r\n',
    );
  });

  it('fills and empties containers', () => {
    const original = '{\n    "list": [],\n    "map": {\n        "x": 1\n    }\n}\n';
    expect(edit({ list: ['a'], map: {} }, original)).toBe('{\n    "list": [\n        "a"\n    ],\n    "map": {}\n}\n');
  });

  it('replaces a value by one of another kind and keeps the text around the root', () => {
    expect(edit({ a: [1, 2] }, '  { "a": "x" }  \n')).toBe('  { "a": [1, 2] }  \n');
    expect(edit([1], '{\n  "a": 1\n}')).toBe('[\n  1\n]');
  });

  it('reuses the text of the element a copy copies in a long list too, where copies are looked up by their value', () => {
    // 300 new elements against 200 old ones: past the comparisons made one by one
    const old = Array.from({ length: 200 }, (_, n) => ({ n }));
    const original = `[\n${old.map(({ n }) => `  { "n" :${n} }`).join(',\n')}\n]\n`;
    const next = [...old, ...Array.from({ length: 200 }, () => ({ n: 5 })), ...Array.from({ length: 100 }, (_, n) => ({ n: 1000 + n }))];
    const lines = edit(next, original).split('\n');
    expect(lines.slice(201, 401)).toEqual(Array.from({ length: 200 }, () => '  { "n" :5 },'));
    expect(lines[401]).toBe('  {');
  });

  it('rewrites an object with duplicate keys whole, as JSON.parse read it', () => {
    expect(edit({ a: 3, b: 1 }, '{\n  "a": 1,\n  "a": 2,\n  "b": 1\n}')).toBe('{\n  "a": 3,\n  "b": 1\n}');
  });

  it('keeps an own "__proto__" key as data', () => {
    const next = JSON.parse('{ "__proto__": { "x": 2 }, "a": 1 }') as unknown;
    expect(Object.keys(JSON.parse(edit(next, '{\n  "a": 1\n}')) as object)).toEqual(['__proto__', 'a']);
  });
});

/** A small seeded generator, so a failing random case can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(items: T[]): T => items[int(items.length)]!;
  return { int, pick };
}

type Container = Loose | unknown[];

function containers(value: unknown, found: Container[] = []): Container[] {
  if (typeof value !== 'object' || value === null) return found;
  found.push(value as Container);
  for (const child of Object.values(value)) containers(child, found);
  return found;
}

function randomEdit(root: unknown, rnd: ReturnType<typeof random>): void {
  const scalars = () => rnd.pick<unknown>(['x', 'ünïcödé “q” \\ "', '', 42, -1.5, 0, true, false, null]);
  const value = () => rnd.pick<unknown>([scalars(), { k: scalars(), list: [scalars(), { deep: scalars() }] }, [], {}, [scalars()]]);
  const all = containers(root);
  const arrays = all.filter((c): c is unknown[] => Array.isArray(c));
  const objects = all.filter((c): c is Loose => !Array.isArray(c));
  const list = rnd.pick(arrays);
  const object = rnd.pick(objects);
  const keys = Object.keys(object);
  switch (rnd.int(7)) {
    case 0:
      if (keys.length) object[rnd.pick(keys)] = scalars();
      break;
    case 1:
      if (keys.length) delete object[rnd.pick(keys)];
      break;
    case 2:
      object[`k${rnd.int(5)}`] = value();
      break;
    case 3:
      if (list.length > 1) list.splice(rnd.int(list.length), 0, ...list.splice(rnd.int(list.length), 1));
      break;
    case 4:
      list.splice(rnd.int(list.length + 1), 0, rnd.int(2) ? value() : structuredClone(rnd.pick(list.length ? list : [null])));
      break;
    case 5:
      if (list.length) list.splice(rnd.int(list.length), 1);
      break;
    default:
      if (list.length) list[rnd.int(list.length)] = value();
  }
}

describe('editSiteText on random edits', () => {
  it('always gives text that parses to the new value, and saving it again changes nothing', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const rnd = random(seed);
      const next = site();
      for (let k = 1 + rnd.int(4); k > 0; k -= 1) randomEdit(next, rnd);
      const result = editSiteText(text, next);
      expect(JSON.parse(result), `seed ${seed}`).toEqual(next);
      expect(editSiteText(result, next), `seed ${seed}`).toBe(result);
    }
  }, 60_000);

  it('changes exactly one line for a new text, number or boolean anywhere', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const rnd = random(seed);
      const next = site();
      const parents = containers(next).filter((c) => Object.values(c).some((v) => typeof v !== 'object'));
      const parent = rnd.pick(parents) as Loose;
      const key = rnd.pick(Object.keys(parent).filter((k) => typeof parent[k] !== 'object'));
      const old = parent[key];
      parent[key] = typeof old === 'boolean' ? !old : rnd.pick<unknown>([`new ${seed} ✓`, seed + 0.5]);
      const { removed, added } = lineDiff(text, edit(next));
      expect([removed.length, added.length], `seed ${seed}, ${key}`).toEqual([1, 1]);
    }
  }, 60_000);
});

/** The real site plus generated pages of its blocks, like scripts/bench-scale.ts. */
function generatedSite(pages: number): Site {
  const generated = site();
  const pool = generated.pages.flatMap((page) => page.sections);
  for (let i = generated.pages.length; i < pages; i += 1) {
    const sections = Array.from({ length: 4 }, (_, k) => ({ ...structuredClone(pool[(i * 5 + k * 3) % pool.length]!), id: undefined })) as Block[];
    generated.pages.push({ path: `/generated/page-${i}`, title: `Generated page ${i}`, description: `Generated page ${i}.`, breadcrumb: `Page ${i}`, sections });
  }
  return JSON.parse(JSON.stringify(generated)) as Site;
}

describe('editSiteText on a 1,000-page site', () => {
  it('moves, edits, adds and deletes pages with small diffs', () => {
    const big = generatedSite(1000);
    const original = `${JSON.stringify(big, null, 2)}\n`;
    const next = structuredClone(big);
    (next.pages[500]!.sections[0] as unknown as Loose).heading = 'Edited on page 500';
    const edited = edit(next, original);
    expect(lineDiff(original, edited).removed).toHaveLength(1);

    next.pages.splice(20, 0, ...next.pages.splice(900, 1));
    next.pages.splice(10, 1);
    next.pages.push({ ...structuredClone(next.pages[30]!), path: '/generated/new' });
    const changed = edit(next, original);
    const moved = findNodeAtLocation(parseTree(original)!, ['pages', 900])!;
    expect(changed).toContain(original.slice(moved.offset, moved.offset + moved.length));
    const lines = (source: string) => source.split('\n').length;
    expect(lines(changed)).toBe(lines(original) - linesOf(original, ['pages', 10]).length + linesOf(changed, ['pages', 999]).length);
  }, 60_000);
});
