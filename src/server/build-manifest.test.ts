// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManifestError, manifestFile, parseManifest, readManifest, writeManifest, type BuildManifest } from './build-manifest';
import { testManifest } from './test-support';

const tempDist = () => mkdtempSync(path.join(tmpdir(), 'manifest-'));

describe('build manifest', () => {
  it('reads back what it wrote', () => {
    const distDir = tempDist();
    const manifest: BuildManifest = { ...testManifest, liveChatOrigin: 'https://embed.chat.example' };
    writeManifest(distDir, manifest);
    expect(readManifest(distDir)).toEqual(manifest);
    expect(JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('accepts a site without a contact form or live chat', () => {
    const distDir = tempDist();
    writeManifest(distDir, { routes: ['/'], noindex: [], contactForm: null, liveChatOrigin: null });
    expect(readManifest(distDir).contactForm).toBeNull();
  });

  it('says to run the build when the manifest is missing', () => {
    const distDir = tempDist();
    expect(() => readManifest(distDir)).toThrow(ManifestError);
    expect(() => readManifest(distDir)).toThrow(`${manifestFile(distDir)} is missing: run npm run build.`);
  });

  it('says to run the build when the manifest is not JSON', () => {
    const distDir = tempDist();
    writeFileSync(manifestFile(distDir), '["/", "/about-us"');
    expect(() => readManifest(distDir)).toThrow(`${manifestFile(distDir)} is not valid JSON: run npm run build.`);
  });

  it.each<[string, unknown, string]>([
    ['the routes.json of an older build', ['/', '/about-us'], 'it is not a JSON object'],
    ['no routes', { ...testManifest, routes: undefined }, '"routes" is not a list of page paths'],
    ['a route with an anchor', { ...testManifest, routes: ['/', '/#contact'] }, '"routes" is not a list of page paths'],
    ['a noindex page that is no route', { ...testManifest, noindex: ['/gone'] }, '"noindex" is not a list of its routes'],
    ['no contactForm', { ...testManifest, contactForm: undefined }, '"contactForm" is neither null nor { successPath, formPath }'],
    ['a success page that is no route', { ...testManifest, contactForm: { successPath: '/thank-you', formPath: '/write-to-us' } }, 'the contact form\'s success page "/thank-you" is not one of its routes'],
    ['a form page that is no route', { ...testManifest, contactForm: { successPath: '/request-received', formPath: '/contact-us' } }, 'the contact form\'s page "/contact-us" is not one of its routes'],
    ['a live-chat URL instead of its origin', { ...testManifest, liveChatOrigin: 'https://embed.chat.example/widget.js' }, '"liveChatOrigin" is neither null nor an origin'],
  ])('refuses a manifest with %s, saying what is wrong', (_case, data, problem) => {
    expect(() => parseManifest(JSON.stringify(data), 'dist/manifest.json')).toThrow(`dist/manifest.json is malformed (${problem}): run npm run build.`);
  });

  it('refuses to write a manifest it could not read back', () => {
    const distDir = tempDist();
    expect(() => writeManifest(distDir, { ...testManifest, noindex: ['/gone'] })).toThrow(ManifestError);
    expect(() => readManifest(distDir)).toThrow('is missing');
  });
});
