// The publish engine in a worker thread of the server (dist/publish/worker.js): rendering and the publish lock
// are synchronous, and the server keeps answering while a publish from the editor or from another instance runs.
import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from '../../../generated/site.ts';
import { formatProblem, validateSiteText } from '../../../model/validate-site.ts';
import { changedPages, pageInputs, type PageInputs } from './changed-pages.ts';
import { pagesByRoute } from './language-sites.ts';
import { publish } from './publish.ts';
import { pageHead } from './head.ts';
import { loadRenderer, type Renderer } from './renderer.ts';
import type { WorkerReply, WorkerRequest } from './publisher.ts';
import { mediaDirOf } from '../../../model/media-paths.ts';
import { writeRefusal, writeRulesOf, type WriteRules } from '../../../model/write-rules.ts';
import type { Untranslated } from '../../../model/keywords.ts';
import type { ValidationBasis } from '../../../model/validation-basis.ts';
import { siteChanges } from '../../../model/site-changes.ts';
import { withRedirectsText } from '../../../model/publish-redirects.ts';
import { hashOf } from '../../../model/edit-version.ts';

const { dataDir, distDir, scriptOrigins } = workerData as { dataDir: string; distDir: string; scriptOrigins: readonly string[] };
// what the build's schema marks admin-only or a script's URL, read at the first check that needs it
let rules: WriteRules | undefined;
let renderer: Promise<Renderer> | undefined;
const loaded = () => (renderer ??= loadRenderer(distDir));

// the draft previewed last, parsed: a reader clicks through its pages one after another
let previewed: { hash: string; pages: ReturnType<typeof pagesByRoute> } | undefined;

// The text checked last, as validated, with its pages' inputs. Checked before a Publish, it is the live text the
// next Publish is checked against: it need not be parsed, nor its 2,000 pages worked out, again. Read, never changed.
let checked: { text: string; site: Site; inputs: PageInputs } | undefined;

// What the last validation that passed kept (validation-basis.ts): the next text, mostly the same, is validated
// only in the pages that differ. Sound for any valid text of this build, whichever was validated last.
let basis: ValidationBasis | undefined;
const kept = <T extends { basis?: ValidationBasis }>(result: T): T => {
  basis = result.basis ?? basis;
  return result;
};

/** How this code build validates `file`, with the uploads of this DATA_DIR: as the publish does (no warnings: nothing here shows them). */
const checkedBy = (build: Renderer['build'], file: string) => ({ file, schemaDirectory: build.schemaDir, publicDirectory: build.clientDir, mediaDirectory: mediaDirOf(dataDir), lint: false });

/** The texts a language that may fall back has untranslated: validated only for such a site, as the publish does. */
function untranslatedOf(text: string, site: Site, build: Renderer['build']): Untranslated[] {
  if (!site.settings.locales?.some((locale) => locale.fallback)) return [];
  return validateSiteText(text, checkedBy(build, 'site.json')).untranslated ?? [];
}

async function renderOne(text: string, hash: string, route: string): Promise<string | null> {
  const { build, referenceKeys, routeKeys, renderPage } = await loaded();
  if (previewed?.hash !== hash) {
    const site = JSON.parse(text) as Site;
    previewed = { hash, pages: pagesByRoute(site, referenceKeys, routeKeys, build.id, untranslatedOf(text, site, build)) };
  }
  // a page of any language: /about-us, /hi/about-us
  const found = previewed.pages.get(route);
  if (!found) return null;
  const data = found.dataOf();
  return renderPage(data, JSON.stringify(data), route, pageHead(data.site, found.page));
}

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  const { build, referenceKeys, routeKeys } = await loaded();
  if (request.kind === 'check') {
    const first = kept(validateSiteText(request.text, { ...checkedBy(build, request.file), basis, keepBasis: true }));
    if (!first.ok) return { ok: false, problems: first.problems.map(formatProblem) };
    const { previousText } = request;
    const known = previousText !== null && checked?.text === previousText ? checked : undefined;
    const before = previousText === null ? null : (known?.site ?? (JSON.parse(previousText) as Site));
    if (request.by) {
      // what the account wrote: the redirects the publish makes below are the publish's own
      rules ??= writeRulesOf(build.schemaDir, scriptOrigins);
      const refusal = writeRefusal(rules, { role: request.by.role, action: request.by.action, before, after: first.data, text: request.text, file: request.file });
      if (refusal) return { ok: false, refusal };
    }
    const made = request.stamp ? withRedirectsText(request.text, first.data, before, request.stamp) : { text: request.text, changes: { added: [], removed: [] } };
    // the text with its redirects validated as any: mostly the pages' validation kept from the first
    const result = made.text === request.text ? first : kept(validateSiteText(made.text, { ...checkedBy(build, request.file), basis, keepBasis: true }));
    if (!result.ok) return { ok: false, problems: result.problems.map(formatProblem) };
    const after = result.data as Site;
    const inputs = pageInputs(after, referenceKeys, routeKeys, result.untranslated);
    const beforeInputs = before && (known?.inputs ?? pageInputs(before, referenceKeys, routeKeys, untranslatedOf(previousText!, before, build)));
    checked = { text: made.text, site: after, inputs };
    const pages = changedPages(beforeInputs, inputs);
    if (made.text === request.text) return { ok: true, pages, redirects: made.changes };
    return { ok: true, pages, redirects: made.changes, made: { text: made.text, hash: hashOf(made.text) } };
  }
  if (request.kind === 'render') return { html: await renderOne(request.text, request.hash, request.path) };
  if (request.kind === 'changes') return { changes: siteChanges(JSON.parse(request.before), JSON.parse(request.after)) };
  const { text, file, source, version } = request;
  const result = await publish({ dataDir, distDir, text, file, source, version, renderer: await loaded(), basis });
  if (!result.ok) return { ok: false, problems: result.problems };
  kept(result);
  return { ok: true, release: result.release.id, unchanged: result.unchanged, rendered: result.rendered };
}

// one request at a time: two publishes in one thread would wait for each other's lock forever
let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', ({ id, request }: { id: number; request: WorkerRequest }) => {
  queue = queue.then(() => answer(request)).then(
    (reply) => parentPort!.postMessage({ id, reply }),
    (error: Error) => parentPort!.postMessage({ id, error: error.message }),
  );
});
