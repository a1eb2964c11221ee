import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The pages of the contact form: where a stored request lands, and the page the error pages link back to. */
export interface ContactFormPaths {
  /** the contact-form block's successPage */
  successPath: string;
  /** the page that holds the contact-form block */
  formPath: string;
}

/**
 * The facts of the validated site.json that the server and the build steps after `vite build` need,
 * written once by the build (dist/manifest.json), so nothing reads site.json again after validation.
 */
export interface BuildManifest {
  /** every page path: the server answers these with 200 and the prerender writes them */
  routes: string[];
  /** the pages marked noindex: kept out of sitemap.xml */
  noindex: string[];
  /** null when no page holds a contact-form block: the server then has no contact endpoint */
  contactForm: ContactFormPaths | null;
  /** origin of settings.liveChat.scriptUrl, which the Content-Security-Policy allows; null without live chat */
  liveChatOrigin: string | null;
}

export const manifestFile = (distDir: string) => path.join(distDir, 'manifest.json');

/** The built client (prerendered pages, assets, public files) inside a build folder. */
export const clientDirIn = (distDir: string) => path.join(distDir, 'client');

export class ManifestError extends Error {}

const isPagePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.includes('#');
const isPathList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isPagePath);

/** Checks a parsed manifest; returns what is wrong with it, or undefined. */
function problemOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'it is not a JSON object';
  const { routes, noindex, contactForm, liveChatOrigin } = data as Record<string, unknown>;
  if (!isPathList(routes)) return '"routes" is not a list of page paths';
  if (!isPathList(noindex) || !noindex.every((route) => routes.includes(route))) return '"noindex" is not a list of its routes';
  if (contactForm !== null) {
    const form = contactForm as Partial<ContactFormPaths> | undefined;
    if (typeof form !== 'object' || !isPagePath(form.successPath) || !isPagePath(form.formPath)) return '"contactForm" is neither null nor { successPath, formPath }';
    if (!routes.includes(form.successPath)) return `the contact form's success page "${form.successPath}" is not one of its routes`;
    if (!routes.includes(form.formPath)) return `the contact form's page "${form.formPath}" is not one of its routes`;
  }
  if (liveChatOrigin !== null && (typeof liveChatOrigin !== 'string' || !URL.canParse(liveChatOrigin) || new URL(liveChatOrigin).origin !== liveChatOrigin)) {
    return '"liveChatOrigin" is neither null nor an origin';
  }
  return undefined;
}

/** Reads `text` (the content of `file`) as a manifest; throws a ManifestError saying what is wrong. */
export function parseManifest(text: string, file: string): BuildManifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ManifestError(`${file} is not valid JSON: run npm run build.`);
  }
  const problem = problemOf(data);
  if (problem) throw new ManifestError(`${file} is malformed (${problem}): run npm run build.`);
  return data as BuildManifest;
}

/** The manifest of the build in `distDir`; throws a ManifestError when it is missing or malformed. */
export function readManifest(distDir: string): BuildManifest {
  const file = manifestFile(distDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ManifestError(`${file} is missing: run npm run build.`);
  }
  return parseManifest(text, file);
}

/** Writes the manifest of the build in `distDir`; refuses one the reader would refuse. */
export function writeManifest(distDir: string, manifest: BuildManifest): void {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const problem = problemOf(JSON.parse(text));
  if (problem) throw new ManifestError(`refusing to write a malformed build manifest: ${problem}`);
  mkdirSync(distDir, { recursive: true });
  writeFileSync(manifestFile(distDir), text);
}
