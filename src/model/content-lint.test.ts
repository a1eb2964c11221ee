// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateSiteText } from './validate-site.ts';
import { root } from './paths.ts';

const fixture = readFileSync(path.join(root, 'tests/fixtures/minimal-site.json'), 'utf8');
let publicDirectory: string;

beforeAll(() => {
  publicDirectory = mkdtempSync(path.join(tmpdir(), 'lint-public-'));
  mkdirSync(path.join(publicDirectory, 'images'));
  for (const name of ['logo.svg', 'logo-light.svg']) writeFileSync(path.join(publicDirectory, 'images', name), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

const check = (text: string) => validateSiteText(text, { file: 'site.json', publicDirectory });

describe('content lint', () => {
  it('warns about a meta description outside 50–160 characters, without failing', () => {
    const result = check(fixture.replace('"description": "Websites that load fast, rank well and are easy for your team to update."', '"description": "Fast sites."'));
    expect(result.ok).toBe(true);
    expect(result.warnings).toContainEqual(expect.objectContaining({ pointer: '/pages/2/description', message: expect.stringMatching(/11 characters; search engines show 50 to 160/) }));
  });

  it('warns about a page without a meta description, without failing', () => {
    const result = check(fixture.replace('      "description": "A minimal site used by the tests of the validator and the content lint.",\n', ''));
    expect(result.ok).toBe(true);
    expect(result.warnings).toContainEqual(expect.objectContaining({ pointer: '/pages/0', message: expect.stringMatching(/no meta description/) }));
    expect(result.warnings.filter((w) => w.pointer.startsWith('/pages/0/description'))).toEqual([]);
  });

  it('warns about a heading too long for its slot, with its line', () => {
    const long = 'Talk to us about anything at all that your company might need from a software partner';
    const result = check(fixture.replace('"heading": "Talk to us"', `"heading": "${long}"`));
    const warning = result.warnings.find((w) => w.pointer === '/pages/0/sections/1/heading');
    expect(warning?.message).toMatch(new RegExp(`heading is ${long.length} characters`));
    expect(warning?.line).toBe(fixture.split('"heading": "Talk to us"')[0]!.split('\n').length);
  });

  it('warns about an image without alternative text unless a caption stands beside it', () => {
    const result = check(fixture.replace('"alt": "Yamuna Softworks home",\n      "width": 168', '"alt": "",\n      "width": 168'));
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => w.pointer)).toEqual(['/settings/logo/alt']);
  });

  it('has nothing to say about good content', () => {
    expect(check(fixture).warnings).toEqual([]);
  });
});
