// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReleaseManifest, manifestName, readReleaseManifest, ReleaseError, type ReleaseManifest } from './release-manifest';

const page = { inputs: 'i', html: 'h', data: 'd' };
const valid: ReleaseManifest = {
  id: '20261125-101530123-abcd',
  created: '2026-11-25T10:15:30.123Z',
  source: 'site.json',
  build: 'b',
  content: 'c',
  pages: 3,
  changed: [],
  removed: [],
  previous: null,
  routes: { '/': page, '/write-to-us': page, '/request-received': page },
  notFound: page,
  noindex: ['/request-received'],
  contactForm: { successPath: '/request-received', formPath: '/write-to-us' },
  liveChatOrigin: null,
};

function releaseWith(data: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, manifestName), typeof data === 'string' ? data : JSON.stringify(data));
  return dir;
}

describe('release manifest', () => {
  it('reads back a valid manifest', () => {
    expect(readReleaseManifest(releaseWith(valid))).toEqual(valid);
  });

  it("reads back the contact form's words in each language", () => {
    const languages = [
      { code: 'en', words: { nameRequired: 'Name is required.' }, labels: { name: 'Your name' } },
      { code: 'hi', words: { nameRequired: 'नाम ज़रूरी है।' }, labels: { name: 'आपका नाम' } },
    ];
    const manifest = { ...valid, contactForm: { ...valid.contactForm!, languages } };
    expect(readReleaseManifest(releaseWith(manifest)).contactForm?.languages).toEqual(languages);
  });

  it('says which file cannot be read', () => {
    const dir = releaseWith('{"id":');
    expect(() => readReleaseManifest(dir)).toThrow(ReleaseError);
    expect(() => readReleaseManifest(dir)).toThrow(`${path.join(dir, manifestName)} cannot be read`);
  });

  it.each<[string, unknown, string]>([
    ['a list instead of an object', ['/'], 'it is not a JSON object'],
    ['no routes', { ...valid, routes: undefined }, '"routes" is not a map of page paths'],
    ['a route with an anchor', { ...valid, routes: { ...valid.routes, '/#contact': page } }, '"routes" is not a map of page paths'],
    ['a page without its ETags', { ...valid, routes: { '/': { inputs: 'i' } } }, '"routes" is not a map of page paths'],
    ['no not-found page', { ...valid, notFound: undefined }, '"notFound" is missing'],
    ['a noindex page that is no route', { ...valid, noindex: ['/gone'] }, '"noindex" is not a list of its routes'],
    ['no contactForm', { ...valid, contactForm: undefined }, '"contactForm" is neither null nor { successPath, formPath }'],
    ['a success page that is no route', { ...valid, contactForm: { successPath: '/thank-you', formPath: '/write-to-us' } }, 'the contact form\'s success page "/thank-you" is not one of its routes'],
    ['a form page that is no route', { ...valid, contactForm: { successPath: '/request-received', formPath: '/contact-us' } }, 'the contact form\'s page "/contact-us" is not one of its routes'],
    ['contact form languages without words', { ...valid, contactForm: { ...valid.contactForm, languages: [{ code: 'hi', labels: {} }] } }, '"contactForm.languages" is not a list of { code, words, labels }'],
    ['an empty list of contact form languages', { ...valid, contactForm: { ...valid.contactForm, languages: [] } }, '"contactForm.languages" is not a list of { code, words, labels }'],
    ['a live-chat URL instead of its origin', { ...valid, liveChatOrigin: 'https://embed.chat.example/widget.js' }, '"liveChatOrigin" is neither null nor an origin'],
  ])('refuses a manifest with %s, saying what is wrong', (_case, data, problem) => {
    const dir = releaseWith(data);
    expect(() => readReleaseManifest(dir)).toThrow(`${path.join(dir, manifestName)} is malformed: ${problem}`);
  });

  it('refuses to write a manifest it could not read back', () => {
    expect(() => checkReleaseManifest({ ...valid, noindex: ['/gone'] })).toThrow('refusing to write a malformed release manifest: "noindex" is not a list of its routes');
  });
});
