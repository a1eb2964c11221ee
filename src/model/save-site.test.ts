// @vitest-environment node
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '../generated/site.ts';
import { ownSiteFile } from './paths.ts';
import { writeAtomically } from '../server/lib/atomic-write.ts';
import { lineDiff } from './line-diff.ts';
import { hashOf, isEditorSave, loadSite, saveSite, validateDraft } from './save-site.ts';

const original = readFileSync(ownSiteFile, 'utf8');
const originalHash = hashOf(original);
type Loose = Record<string, unknown>;

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'save-site-'));
  file = path.join(dir, 'site.json');
  writeFileSync(file, original);
  chmodSync(file, 0o640);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const site = (): Site => JSON.parse(original) as Site;
const withHeading = (heading: string): Site => {
  const next = site();
  (next.pages[1]!.sections[2] as unknown as Loose).heading = heading;
  return next;
};
/** The file is exactly as it was and no temporary file is left beside it. */
function expectUntouched(content = original): void {
  expect(readFileSync(file, 'utf8')).toBe(content);
  expect(readdirSync(dir)).toEqual(['site.json']);
}

describe('loadSite', () => {
  it('gives the text, the sha256 of its bytes and the value', () => {
    const loaded = loadSite(file);
    expect(loaded).toEqual({ ok: true, text: original, hash: originalHash, site: JSON.parse(original) });
    expect(loaded.ok && loaded.site).toEqual(site());
    expect(originalHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the line and column of broken JSON', () => {
    writeFileSync(file, '{\n  "settings": {\n    "siteName": "x",\n  }\n}\n');
    const loaded = loadSite(file);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems[0]).toMatchObject({ line: 4, pointer: '' });
    expect(loaded.problems[0]!.text).toMatch(/^site\.json:4:\d+ {2}\/ {2}invalid JSON/);
    expect(loaded.message).toMatch(/^site\.json is not valid JSON \(line 4, column \d+\)/);
  });
});

describe('saveSite', () => {
  it('writes the minimal edit, keeps the mode and leaves no temporary file', () => {
    const answer = saveSite({ file, baseHash: originalHash, site: withHeading('The people who build your software') });
    expect(answer.status).toBe(200);
    const written = readFileSync(file, 'utf8');
    expect(answer).toEqual({ status: 200, hash: hashOf(readFileSync(file)), warnings: [], untranslated: [] });
    expect(lineDiff(original, written)).toEqual({
      removed: ['          "heading": "The people you will work with",'],
      added: ['          "heading": "The people who build your software",'],
    });
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['site.json']);
  });

  it('saves a draft sent as its changes to the version it names, with the same minimal edit as the whole site', () => {
    const change = { kind: 'set' as const, path: ['pages', 1, 'sections', 2, 'heading'], pointer: '/pages/1/sections/2/heading', value: 'The people who build your software' };
    const answer = saveSite({ file, baseHash: originalHash, changes: [change] });
    expect(answer.status).toBe(200);
    const byChanges = readFileSync(file, 'utf8');
    writeFileSync(file, original);
    expect(saveSite({ file, baseHash: originalHash, site: withHeading('The people who build your software') }).status).toBe(200);
    expect(byChanges).toBe(readFileSync(file, 'utf8'));
    expect(lineDiff(original, byChanges).added).toEqual(['          "heading": "The people who build your software",']);
  });

  it('refuses with 400 a change that has no place in the version it names, writing nothing', () => {
    const answer = saveSite({ file, baseHash: originalHash, changes: [{ kind: 'set', path: ['pages', 999, 'title'], pointer: '/pages/999/title', value: 'Nowhere' }] });
    expect(answer).toEqual({ status: 400, message: 'change 1 (/pages/999/title) has no place in site.json; nothing was saved.' });
    expectUntouched();
  });

  it('refuses invalid changes with 422 and the problems placed in the text it would have written', () => {
    const answer = saveSite({ file, baseHash: originalHash, changes: [{ kind: 'set', path: ['pages', 1, 'sections', 2, 'type'], pointer: '/pages/1/sections/2/type', value: 'teem' }] });
    expect(answer.status).toBe(422);
    const whole = site();
    (whole.pages[1]!.sections[2] as unknown as Loose).type = 'teem';
    const same = saveSite({ file, baseHash: originalHash, site: whole });
    expect(answer.status === 422 && answer.problems).toEqual(same.status === 422 && same.problems);
    expectUntouched();
  });

  it('tells the dev server’s watcher when the file holds what it just saved, and not once anyone else writes it', () => {
    expect(saveSite({ file, baseHash: originalHash, site: withHeading('Saved here') }).status).toBe(200);
    expect(isEditorSave(file)).toBe(true);
    writeFileSync(file, readFileSync(file, 'utf8').replace('Saved here', 'Edited by hand'));
    expect(isEditorSave(file)).toBe(false);
  });

  it('takes the hash of its answer as the base of the next save', () => {
    const first = saveSite({ file, baseHash: originalHash, site: withHeading('First') });
    expect(first.status).toBe(200);
    const second = saveSite({ file, baseHash: first.status === 200 ? first.hash : '', site: withHeading('Second') });
    expect(second.status).toBe(200);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(withHeading('Second'));
  });

  it('refuses with 409 and the current hash when the file changed since the editor loaded it', () => {
    const changed = original.replace('"siteName": "Yamuna Softworks"', '"siteName": "Changed elsewhere"');
    writeFileSync(file, changed);
    const answer = saveSite({ file, baseHash: originalHash, site: withHeading('Mine') });
    expect(answer).toEqual({
      status: 409,
      conflict: true,
      message: expect.stringMatching(/^site\.json changed on disk since the editor loaded it/),
      current: { hash: hashOf(changed) },
    });
    expectUntouched(changed);
  });

  it('refuses with 422 when the file on disk is not JSON, even with its own hash', () => {
    const broken = original.replace('"language": "en",', '"language": "en",,');
    writeFileSync(file, broken);
    const answer = saveSite({ file, baseHash: hashOf(broken), site: site() });
    expect(answer).toMatchObject({ status: 422, message: expect.stringMatching(/^site\.json on disk is not valid JSON \(line 6,/) });
    expect(answer.status === 422 && answer.problems[0]).toMatchObject({ line: 6, pointer: '' });
    expectUntouched(broken);
  });

  it('refuses with 422 and the validator’s problems, placed in the text it would have written', () => {
    const next = site();
    (next.pages[1]!.sections[2] as unknown as Loose).type = 'teem';
    const answer = saveSite({ file, baseHash: originalHash, site: next });
    expect(answer.status).toBe(422);
    if (answer.status !== 422) return;
    expect(answer.message).toMatch(/^The site has \d+ problems?; nothing was saved\.$/);
    const problem = answer.problems.find((p) => p.pointer === '/pages/1/sections/2/type')!;
    expect(problem.message).toMatch(/unknown block type "teem" — did you mean "team"\?/);
    const typeNode = findNodeAtLocation(parseTree(original)!, ['pages', 1, 'sections', 2, 'type'])!;
    expect(problem.line).toBe(original.slice(0, typeNode.offset).split('\n').length);
    expect(problem.text).toBe(`site.json:${problem.line}:${problem.column}  /pages/1/sections/2/type  ${problem.message}`);
    expectUntouched();
  });

  it('writes nothing when the site did not change', () => {
    const before = statSync(file).mtimeMs;
    expect(saveSite({ file, baseHash: originalHash, site: site() })).toMatchObject({ status: 200, hash: originalHash });
    expect(statSync(file).mtimeMs).toBe(before);
    expectUntouched();
  });

  it('writes through a symlinked site.json and keeps the link', () => {
    const real = path.join(dir, 'real.json');
    writeFileSync(real, original);
    const link = path.join(dir, 'linked.json');
    symlinkSync(real, link);
    expect(saveSite({ file: link, baseHash: originalHash, site: withHeading('Through the link') }).status).toBe(200);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(real, 'utf8'))).toEqual(withHeading('Through the link'));
    expect(readdirSync(dir).sort()).toEqual(['linked.json', 'real.json', 'site.json']);
  });
});

describe('writeAtomically', () => {
  it('replaces nothing and leaves no temporary file when the file is no longer current', () => {
    expect(writeAtomically(file, '{}', () => false)).toBe(false);
    expectUntouched();
    expect(writeAtomically(file, '{}\n')).toBe(true);
    expectUntouched('{}\n');
  });
});

describe('validateDraft', () => {
  it('gives problems with pointers and writes nothing', () => {
    const next = site();
    delete (next.pages[1]!.sections[2] as unknown as Loose).heading;
    const result = validateDraft(next, file);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.pointer)).toContain('/pages/1/sections/2');
    expect(result.problems.find((p) => p.pointer === '/pages/1/sections/2')!.message).toMatch(/heading/);
    expectUntouched();
  });

  it('accepts the site as it is, with its warnings, with or without a file', () => {
    expect(validateDraft(site(), file)).toMatchObject({ ok: true, problems: [] });
    expect(validateDraft(site())).toMatchObject({ ok: true, problems: [] });
    const next = site();
    delete next.pages[1]!.description;
    delete next.pages[1]!.translations?.hi?.description;
    expect(validateDraft(next, file).warnings.map((w) => w.pointer)).toContain('/pages/1');
  });
});
