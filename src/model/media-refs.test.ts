// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteText } from './validate-site.ts';
import { root } from './paths.ts';

// An uploaded image is a file of DATA_DIR/media (or of public/media after `content pull`), and its path names its size.
const fixture = readFileSync(path.join(root, 'tests/fixtures/minimal-site.json'), 'utf8');
const uploaded = '/media/3fa2b9c0d1e2f3a4-1600x900.jpg';
let publicDirectory: string;
let mediaDirectory: string;

beforeAll(() => {
  publicDirectory = mkdtempSync(path.join(tmpdir(), 'media-public-'));
  mkdirSync(path.join(publicDirectory, 'images'));
  mkdirSync(path.join(publicDirectory, 'media'));
  for (const name of ['logo.svg', 'logo-light.svg']) writeFileSync(path.join(publicDirectory, 'images', name), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(publicDirectory, 'media', '00000000000000aa-10x10.png'), 'x');
  mediaDirectory = mkdtempSync(path.join(tmpdir(), 'media-data-'));
  writeFileSync(path.join(mediaDirectory, path.basename(uploaded)), 'x');
});

const withLogo = (src: string, width = 1600, height = 900) =>
  fixture.replace(/"logo": \{\s*"src": "\/images\/logo.svg",\s*"alt": "([^"]*)",\s*"width": \d+,\s*"height": \d+/, `"logo": { "src": "${src}", "alt": "$1", "width": ${width}, "height": ${height}`);

const problemsOf = (text: string, { withMedia = true } = {}) =>
  validateSiteText(text, { file: 'site.json', publicDirectory, mediaDirectory: withMedia ? mediaDirectory : undefined }).problems.map(formatProblem);

describe('uploaded images in site.json', () => {
  it('accepts an upload kept in the media directory, and one brought into public/media', () => {
    expect(withLogo(uploaded)).not.toBe(fixture);
    expect(problemsOf(withLogo(uploaded))).toEqual([]);
    expect(problemsOf(withLogo('/media/00000000000000aa-10x10.png', 10, 10), { withMedia: false })).toEqual([]);
  });

  it('names an upload the library no longer has, with line and column', () => {
    const problems = problemsOf(withLogo('/media/ffffffffffffffff-1600x900.jpg'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^site\.json:\d+:\d+ {2}\/settings\/logo\/src {2}the uploaded image "\/media\/ffffffffffffffff-1600x900.jpg" is not in the media library/);
  });

  it('finds an upload only under its own name: no other file of the media directory, no way out of it', () => {
    expect(problemsOf(withLogo('/media/../media-data/x-1600x900.jpg')), 'outside').toHaveLength(1);
    expect(problemsOf(withLogo(uploaded), { withMedia: false }), 'no media directory').toHaveLength(1);
  });

  it('requires the width and height the upload has', () => {
    const problems = problemsOf(withLogo(uploaded, 800, 450));
    expect(problems).toEqual([
      expect.stringMatching(/\/settings\/logo\/width {2}must be 1600, the width of the uploaded image \/media\/3fa2b9c0d1e2f3a4-1600x900.jpg$/),
      expect.stringMatching(/\/settings\/logo\/height {2}must be 900, the height of the uploaded image/),
    ]);
  });
});
