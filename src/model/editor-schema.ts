import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSchemaFiles } from './schema-files.ts';
import { publicDir, schemaDir, siteFile, siteRefsFile } from './paths.ts';
import { siteRefsSchema } from './site-refs.ts';
import { mediaFilesIn } from './media-paths.ts';
import { isObject } from '../shared/is-object.ts';
import { fromUriFragment } from '../shared/json-pointer.ts';

type Json = Record<string, unknown>;

export interface BlockSchema {
  title: string;
  description: string;
  schema: Json;
  example: unknown;
}

export type SharedKey = 'settings' | 'navigation' | 'footer' | 'systemPages' | 'services' | 'projects' | 'testimonials' | 'faqs' | 'statistics' | 'page';

export interface EditorSchemas {
  blocks: Record<string, BlockSchema>;
  shared: Record<SharedKey, Json>;
}

export interface EditorSchemaOptions {
  /** the site whose routes and ids become the enums; site.json on disk when left out */
  site?: unknown;
  schemaDirectory?: string;
  publicDirectory?: string;
  /** the uploaded images (DATA_DIR/media): choices of every image field beside public/'s */
  mediaDirectory?: string;
}

// Keywords only our validator or code editors know; the form needs none of them and strict tools refuse them.
const dropped = new Set(['$schema', '$id', '$comment', '$defs', 'fileRef', 'imageSize', 'uniqueBy', 'markdownDescription', 'defaultSnippets', 'discriminator', 'translate', 'translatable']);
const schemaMaps = new Set(['properties', 'patternProperties', 'dependentSchemas']);
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaValues = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const imageExtensions = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const videoExtensions = /\.(mp4|webm|ogv|mov)$/i;
const mentionsVideo = /\b(video|mp4|webm)\b/i;

/** The files of a public folder (public/, or a code build's client/) as the paths they are served at, sorted. */
export function publicFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? publicFiles(full, base) : [`/${path.relative(base, full).split(path.sep).join('/')}`];
    })
    .sort();
}

function fileEnum(title: string, description: string, files: string[], widget: string): Json {
  // an empty enum is invalid JSON Schema; `not: {}` accepts nothing, as in site-refs
  const choices = files.length ? { enum: files } : { not: {} };
  return { title, description, type: 'string', ...choices, 'x-widget': widget };
}

/** The node at a JSON pointer (URI-encoded, as in a $ref's fragment) of a schema. */
export function pointerGet(root: unknown, pointer: string): unknown {
  return fromUriFragment(pointer).reduce<unknown>((node, step) => (node as Json | undefined)?.[step], root);
}

/** Copies one schema with every $ref, across files, pointing into its own $defs. */
class Bundler {
  private readonly defs: Json = {};
  private readonly names = new Map<string, string>();

  constructor(
    private readonly files: Map<string, Json>,
    private readonly fileDefs: { image: Json; video: Json; publicFileUrl: string },
  ) {}

  bundle(url: string, pointer = '', edit: (schema: Json) => Json = (schema) => schema): Json {
    const { node, base } = this.inlineRoot(url, pointer);
    const root = this.walk(edit(node), base);
    return Object.keys(this.defs).length ? { ...root, $defs: this.defs } : root;
  }

  // A part of site.json declared as a bare $ref (`settings`, `navigation`) becomes the schema it names, with its own title.
  private inlineRoot(url: string, pointer: string): { node: Json; base: string } {
    const node = pointerGet(this.files.get(url), pointer) as Json;
    if (typeof node.$ref !== 'string') return { node, base: url };
    // the siblings are annotations (title, description): no $ref inside them to resolve against the other file
    const { $ref, ...siblings } = node;
    const target = new URL($ref, url);
    const targetPointer = decodeURIComponent(target.hash.slice(1));
    target.hash = '';
    const inner = this.inlineRoot(target.href, targetPointer);
    return { node: { ...inner.node, ...siblings }, base: inner.base };
  }

  private walk(node: Json, base: string): Json {
    const copy: Json = {};
    for (const [key, value] of Object.entries(node)) {
      // which fields the forms edit per language (translatable-schema.ts), as a mark only the forms read
      if (key === 'translatable') copy['x-translatable'] = value;
      if (dropped.has(key)) continue;
      copy[key] = this.walkKeyword(key, value, base);
    }
    if (typeof copy.$ref === 'string') copy.$ref = `#/$defs/${this.define(copy.$ref, base, copy)}`;
    return copy;
  }

  // Only keywords that hold schemas are walked: enum values, examples and property names are data.
  private walkKeyword(key: string, value: unknown, base: string): unknown {
    const schema = (item: unknown) => (isObject(item) ? this.walk(item as Json, base) : item);
    if (schemaMaps.has(key)) return Object.fromEntries(Object.entries(value as Json).map(([name, item]) => [name, schema(item)]));
    if (schemaLists.has(key)) return (value as unknown[]).map(schema);
    if (schemaValues.has(key)) return schema(value);
    return value;
  }

  private define(ref: string, base: string, from: Json): string {
    const target = new URL(ref, base);
    const pointer = decodeURIComponent(target.hash.slice(1));
    target.hash = '';
    const url = target.href;
    if (`${url}#${pointer}` === this.fileDefs.publicFileUrl) {
      // which files fit: a field that speaks of a video takes videos, any other public file is an image
      const video = String(from['x-widget'] ?? '').startsWith('video') || mentionsVideo.test(`${String(from.title)} ${String(from.description)}`);
      return this.defineAs(video ? 'videoFile' : 'imageFile', () => (video ? this.fileDefs.video : this.fileDefs.image));
    }
    const key = `${url}#${pointer}`;
    const known = this.names.get(key);
    if (known) return known;
    const stem = path.basename(new URL(url).pathname).replace(/\.schema\.json$/, '');
    const last = pointer.split('/').pop() || stem;
    let name = last in this.defs ? `${stem}-${last}` : last;
    for (let n = 2; name in this.defs; n++) name = `${stem}-${last}-${n}`;
    this.names.set(key, name);
    this.defs[name] = {}; // claimed before walking, so a schema that refers to itself ends
    const schema = this.files.get(url);
    if (!schema) throw new Error(`$ref ${ref} from ${base}: no such schema file`);
    const found = pointerGet(schema, pointer);
    if (found === undefined) throw new Error(`$ref ${ref} from ${base}: nothing at ${pointer || '/'}`);
    this.defs[name] = this.walk(found as Json, url);
    return name;
  }

  private defineAs(name: string, make: () => Json): string {
    if (!(name in this.defs)) this.defs[name] = make();
    return name;
  }
}

const readSite = (): unknown => JSON.parse(readFileSync(siteFile, 'utf8'));

/**
 * The schemas the visual editor builds its forms from: one self-contained schema per block type and per
 * shared part of site.json, with the site's routes, page paths and ids, and the files in public/, as enums.
 */
export function editorSchemas(options: EditorSchemaOptions = {}): EditorSchemas {
  const dir = options.schemaDirectory ?? schemaDir;
  const refsFile = path.join(dir, path.relative(schemaDir, siteRefsFile));
  const files = new Map(loadSchemaFiles(dir).map(({ id, schema }) => [id, schema]));
  files.set(pathToFileURL(refsFile).href, siteRefsSchema(options.site ?? readSite()));

  const common = pathToFileURL(path.join(dir, 'defs/common.schema.json')).href;
  const publicFile = (pointerGet(files.get(common), '/$defs/publicFile') ?? {}) as Json;
  // a Set: the media directory may be public/media itself (npm run edit)
  const all = [...new Set([...publicFiles(options.publicDirectory ?? publicDir), ...(options.mediaDirectory ? mediaFilesIn(options.mediaDirectory) : [])])];
  const fileDefs = {
    publicFileUrl: `${common}#/$defs/publicFile`,
    image: fileEnum('Image file', String(publicFile.description ?? ''), all.filter((file) => imageExtensions.test(file)), 'image-file'),
    video: fileEnum('Video file', String(publicFile.description ?? ''), all.filter((file) => videoExtensions.test(file)), 'video-file'),
  };
  const bundle = (url: string, pointer = '', edit?: (schema: Json) => Json) => new Bundler(files, fileDefs).bundle(url, pointer, edit);

  const siteUrl = pathToFileURL(path.join(dir, 'site.schema.json')).href;
  const blockRefs = (pointerGet(files.get(siteUrl), '/$defs/block/oneOf') ?? []) as { $ref: string }[];
  const blocks = Object.fromEntries(
    blockRefs.map(({ $ref }) => {
      const url = new URL($ref, siteUrl).href;
      const source = files.get(url) ?? {};
      const type = String((pointerGet(source, '/properties/type') as Json | undefined)?.const ?? path.basename($ref, '.schema.json'));
      const block: BlockSchema = {
        title: String(source.title ?? type),
        description: String(source.description ?? ''),
        schema: bundle(url),
        example: (source.examples as unknown[] | undefined)?.[0],
      };
      return [type, block];
    }),
  );

  const property = (name: string) => bundle(siteUrl, `/properties/${name}`);
  return {
    blocks,
    shared: {
      settings: property('settings'),
      navigation: property('navigation'),
      footer: property('footer'),
      systemPages: property('systemPages'),
      services: property('services'),
      projects: property('projects'),
      testimonials: property('testimonials'),
      faqs: property('faqs'),
      statistics: property('statistics'),
      page: bundle(siteUrl, '/$defs/page', pageFields),
    },
  };
}

/** A page's own fields: its sections are edited one block at a time, each with its block's schema; its id is the publish's. */
function pageFields(page: Json): Json {
  const properties = Object.fromEntries(Object.entries(page.properties as Json).filter(([name]) => name !== 'sections' && name !== 'id'));
  // open (no additionalProperties: false), so a page value that still holds its sections fits
  const rest = Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'additionalProperties'));
  return { ...rest, properties, required: (page.required as string[]).filter((name) => name !== 'sections') };
}
