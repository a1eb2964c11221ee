// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { siteFile, siteSchemaFile } from './paths.ts';
import { editorSchemas } from './editor-schema.ts';

type Json = Record<string, unknown>;
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { pages: { sections: { type: string }[] }[] };
const blockTypes = (JSON.parse(readFileSync(siteSchemaFile, 'utf8')) as { $defs: { block: { properties: { type: { enum: string[] } } } } }).$defs.block.properties.type.enum;
const schemas = editorSchemas();

function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' ? [value as string] : refsIn(value)));
}

const def = (schema: Json, name: string) => (schema.$defs as Json)[name] as Json;

function newAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv, ['email', 'uri']);
  ajv.addKeyword('x-widget');
  // the write rules' marks: the editor shows admin-only fields read-only to editors
  ajv.addKeyword('x-admin-only');
  ajv.addKeyword('x-script-url');
  // the texts a form edits per language
  ajv.addKeyword('x-translatable');
  return ajv;
}

describe('editorSchemas', () => {
  it('has every block type, each with its title, description and example', () => {
    expect(Object.keys(schemas.blocks).sort()).toEqual([...blockTypes].sort());
    for (const block of Object.values(schemas.blocks)) {
      expect(block.title).not.toBe('');
      expect(block.description).not.toBe('');
    }
    for (const [type, block] of Object.entries(schemas.blocks)) expect(block.example).toMatchObject({ type });
    expect(schemas.blocks.hero?.title).toBe('Hero');
  });

  it('leaves no $ref pointing outside the schema or at a missing definition', () => {
    const all = [...Object.values(schemas.blocks).map((block) => block.schema), ...Object.values(schemas.shared)];
    for (const schema of all) {
      for (const ref of refsIn(schema)) {
        expect(ref).toMatch(/^#\/\$defs\//);
        expect(def(schema, ref.slice('#/$defs/'.length))).toBeDefined();
      }
    }
    expect(JSON.stringify(schemas)).not.toMatch(/fileRef|uniqueBy|markdownDescription|defaultSnippets/);
  });

  // Examples are not checked against the file lists: the build does not validate them (slogan-slider's names a missing file).
  it('compiles on its own in a strict validator and accepts every section of site.json', () => {
    const ajv = newAjv();
    for (const section of site.pages.flatMap((page) => page.sections)) {
      const validate = ajv.compile(schemas.blocks[section.type]!.schema);
      expect(validate(section), `${section.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    for (const [name, schema] of Object.entries(schemas.shared)) {
      expect(() => ajv.compile(schema), name).not.toThrow();
    }
  });

  it('keeps the marks of admin-only fields, which the editor shows read-only to editors', () => {
    const settings = schemas.shared.settings.properties as Record<string, Json>;
    expect(settings.siteUrl!['x-admin-only']).toBe(true);
    expect(settings.liveChat!['x-admin-only']).toBe(true);
    expect(settings.siteName!['x-admin-only']).toBeUndefined();
  });

  it('marks the texts of each object the forms translate (x-translatable), not its names or paths', () => {
    const cta = schemas.blocks.cta!.schema;
    expect(cta['x-translatable']).toEqual(['heading', 'text']);
    expect(def(cta, 'link')['x-translatable']).toEqual(['label']);
    expect(JSON.stringify(schemas)).not.toContain('"translatable"');
  });

  it('lists the routes of the current site, path#anchor ones included, and its icons', () => {
    const cta = schemas.blocks.cta!.schema;
    const routes = def(cta, 'site-refs-route').enum as string[];
    expect(routes).toContain('/about-us');
    expect(routes.some((route) => /^\/[a-z-]*#[A-Za-z]/.test(route))).toBe(true);
    const icons = def(schemas.shared.services, 'icon').enum as string[];
    expect(icons).toContain('rocket');
  });

  it('computes the lists from the site it is given, not from the committed file', () => {
    const other = { pages: [{ path: '/', sections: [] }, { path: '/pricing', sections: [{ type: 'cta', id: 'plans' }] }], services: [{ id: 'audits' }] };
    const { blocks } = editorSchemas({ site: other });
    expect(def(blocks.cta!.schema, 'site-refs-route').enum).toEqual(['/', '/pricing', '/pricing#plans']);
    expect(def(blocks['service-list']!.schema, 'services').enum).toEqual(['audits']);
  });

  it('offers images from public/ for images and videos for video fields', () => {
    const hero = schemas.blocks.hero!.schema;
    expect(def(hero, 'image')).toMatchObject({ properties: { src: { $ref: '#/$defs/imageFile' } } });
    expect(def(hero, 'imageFile')).toMatchObject({ 'x-widget': 'image-file', enum: expect.arrayContaining(['/images/hero.svg']) });
    expect(def(hero, 'imageFile').enum).not.toContain('/corporate.mp4');
    const video = schemas.blocks['video-counter']!.schema;
    expect(def(video, 'videoFile')).toMatchObject({ 'x-widget': 'video-file', enum: ['/corporate.mp4'] });
  });

  it('offers an upload once when the media directory is inside the public folder (npm run edit keeps uploads in public/media)', () => {
    const publicDirectory = mkdtempSync(path.join(tmpdir(), 'schema-public-'));
    mkdirSync(path.join(publicDirectory, 'media'));
    const upload = '/media/00000000000000aa-10x10.png';
    writeFileSync(path.join(publicDirectory, upload), 'x');
    const hero = editorSchemas({ publicDirectory, mediaDirectory: path.join(publicDirectory, 'media') }).blocks.hero!.schema;
    expect(def(hero, 'imageFile').enum).toEqual([upload]);
    rmSync(publicDirectory, { recursive: true });
  });

  it('gives the page its own fields without its sections, and the shared parts as plain schemas (with its translations)', () => {
    expect(Object.keys(schemas.shared.page.properties as Json)).toEqual(['path', 'title', 'description', 'noindex', 'template', 'breadcrumb', 'share', 'translations']);
    expect(schemas.shared.page.required).toEqual(['path', 'title']);
    expect(schemas.shared.navigation).toMatchObject({ title: 'Navigation', type: 'object', properties: { items: { type: 'array' } } });
    expect(schemas.shared.faqs).toMatchObject({ type: 'array', items: { $ref: '#/$defs/faq' } });
  });
});
