import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContactFormLanguage, ContactFormPaths } from '../../../model/site-manifest.ts';
import { isObject } from '../../../shared/is-object.ts';

/** A page's files in a release: what they were rendered from and the ETags of its HTML and of its data. */
export interface ReleasePage {
  /** hash of the code build and the page's data: equal inputs, equal bytes */
  inputs: string;
  html: string;
  data: string;
  /** hash of the code build and what the page's main content is rendered from (absent: no main part kept) */
  main?: string;
  /** the page is under test: its id, the share of visitors who see B, and B's files (release-files.ts, variantDir) */
  test?: ReleaseTest;
}

/** A page's A/B test in a release: which visitors see B is variantOf(visitor, id, share). */
export interface ReleaseTest {
  id: string;
  share: number;
  /** when the test was made (site.json's startedAt): its results count from then */
  startedAt?: string;
  b: ReleasePage;
}

/** What a release is, in a line of `npm run publish -- --list`. */
export interface ReleaseSummary {
  id: string;
  /** ISO time it was made */
  created: string;
  /** what it was published from: "site.json (sha256 1a2b3c4d)", a rollback's release, an account */
  source: string;
  /** the code build that rendered it (dist/build.json's id) */
  build: string;
  /** hash of the content it was rendered from (content.json) */
  content: string;
  pages: number;
  /** the published version (editor history) it renders; absent in releases made before versions existed */
  version?: number | null;
  /** pages rendered anew (new or changed) and removed, against the release it was made from */
  changed: string[];
  removed: string[];
}

/**
 * manifest.json of a release: the facts of its content the server needs (written last, so a folder without it
 * is not a release), and each page's ETags.
 */
export interface ReleaseManifest extends ReleaseSummary {
  /** the release it was made from, whose unchanged pages it carries over */
  previous: string | null;
  /** every page path, in site.json's order: the server answers these with 200 */
  routes: Record<string, ReleasePage>;
  notFound: ReleasePage;
  /** the site's languages, the default first (absent: one language); another's pages are routes under /CODE */
  locales?: string[];
  /** the not-found page of each language but the default, by code (_404.hi.html) */
  notFounds?: Record<string, ReleasePage>;
  /** the pages marked noindex: kept out of sitemap.xml */
  noindex: string[];
  /** null when no page holds a contact-form block: the contact endpoint then answers 404 */
  contactForm: ContactFormPaths | null;
  /** origin of settings.liveChat.scriptUrl (null without live chat): the CSP allows it only if SCRIPT_ORIGINS lists it */
  liveChatOrigin: string | null;
  /** the host of settings.siteUrl (absent in releases made before the editor ran on the live site): never a name /edit answers at by itself */
  siteHost?: string | null;
}

export const manifestName = 'manifest.json';
export const summaryName = 'summary.json';
/** the content a release was rendered from, so another code build can render it again */
export const contentName = 'content.json';
/** what the next publish needs to validate only the pages that changed (validation-basis.ts), with its code build */
export const basisName = 'validated.json';

export class ReleaseError extends Error {}

const isPagePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.includes('#');
const isPage = (value: unknown): value is ReleasePage =>
  typeof value === 'object' && value !== null && ['inputs', 'html', 'data'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string') &&
  ['string', 'undefined'].includes(typeof (value as Record<string, unknown>).main) && isTest((value as Record<string, unknown>).test);
function isTest(value: unknown): boolean {
  if (value === undefined) return true;
  const test = value as Partial<ReleaseTest> | null;
  return typeof test?.id === 'string' && Number.isInteger(test.share) && test.share! >= 1 && test.share! <= 99 && isPage(test.b) && test.b.test === undefined;
}

const isTextMap = (value: unknown) => isObject(value) && Object.values(value).every((text) => typeof text === 'string');
const isLanguageList = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((language: Partial<ContactFormLanguage> | null) => typeof language?.code === 'string' && /^[a-zA-Z0-9-]+$/.test(language.code) && isTextMap(language.words) && isTextMap(language.labels));

/** What is wrong with a parsed manifest, or undefined. */
function problemOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'it is not a JSON object';
  const { id, routes, notFound, noindex, contactForm, liveChatOrigin } = data as Record<string, unknown>;
  if (typeof id !== 'string') return '"id" is missing';
  if (typeof routes !== 'object' || routes === null || !Object.entries(routes).every(([route, page]) => isPagePath(route) && isPage(page))) return '"routes" is not a map of page paths';
  if (!isPage(notFound)) return '"notFound" is missing';
  const { locales, notFounds } = data as Record<string, unknown>;
  if (locales !== undefined && (!Array.isArray(locales) || !locales.every((code) => typeof code === 'string' && /^[a-zA-Z0-9-]+$/.test(code)))) return '"locales" is not a list of language codes';
  if (notFounds !== undefined && (typeof notFounds !== 'object' || notFounds === null || !Object.entries(notFounds).every(([code, page]) => (locales as string[] | undefined)?.includes(code) && isPage(page)))) {
    return '"notFounds" is not a map of its languages to pages';
  }
  if (!Array.isArray(noindex) || !noindex.every((route) => Object.hasOwn(routes, route))) return '"noindex" is not a list of its routes';
  if (contactForm !== null) {
    const form = contactForm as Partial<ContactFormPaths> | undefined;
    if (typeof form !== 'object' || !isPagePath(form.successPath) || !isPagePath(form.formPath)) return '"contactForm" is neither null nor { successPath, formPath }';
    if (!Object.hasOwn(routes, form.successPath)) return `the contact form's success page "${form.successPath}" is not one of its routes`;
    if (!Object.hasOwn(routes, form.formPath)) return `the contact form's page "${form.formPath}" is not one of its routes`;
    if (form.languages !== undefined && !isLanguageList(form.languages)) return '"contactForm.languages" is not a list of { code, words, labels }';
  }
  if (liveChatOrigin !== null && (typeof liveChatOrigin !== 'string' || !URL.canParse(liveChatOrigin) || new URL(liveChatOrigin).origin !== liveChatOrigin)) {
    return '"liveChatOrigin" is neither null nor an origin';
  }
  return undefined;
}

/** The manifest of the release in `dir`; throws a ReleaseError saying what is wrong. */
export function readReleaseManifest(dir: string): ReleaseManifest {
  const file = path.join(dir, manifestName);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} cannot be read (${(error as Error).message})`);
  }
  const problem = problemOf(data);
  if (problem) throw new ReleaseError(`${file} is malformed: ${problem}`);
  return data as ReleaseManifest;
}

/** Checks a manifest before it is written; the server would refuse one the reader refuses. */
export function checkReleaseManifest(manifest: ReleaseManifest): void {
  const problem = problemOf(JSON.parse(JSON.stringify(manifest)));
  if (problem) throw new ReleaseError(`refusing to write a malformed release manifest: ${problem}`);
}
