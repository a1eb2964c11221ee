import type { Site } from '../../../generated/site.ts';
import type { Untranslated } from '../../../model/keywords.ts';
import { mediaDirOf } from '../../../model/media-paths.ts';
import { pageSpans } from '../../../model/page-spans.ts';
import { summaryOf } from '../../../model/page-summary.ts';
import { manifestOf, type SiteFacts } from '../../../model/site-manifest.ts';
import { asText, bytesOf } from '../../../model/text-bytes.ts';
import { formatProblem, validateSiteData, validateSiteText } from '../../../model/validate-site.ts';
import type { ValidationBasis } from '../../../model/validation-basis.ts';
import type { CodeBuildFiles } from '../../config/build-manifest.ts';
import { editedSite } from './edited-site.ts';
import { liveBasis, type EditedPages, type KeptValidation } from './live-basis.ts';

/** site.json as a publish validated it, and what it tells of the pages changed since the live release. */
export interface ValidContent {
  ok: true;
  /** the text as UTF-8: content.json of the release */
  bytes: Buffer;
  site: Site;
  facts: SiteFacts;
  /** what the next publish builds on to validate only the pages that change (validated.json) */
  basis?: ValidationBasis;
  untranslated?: Untranslated[];
  /** the pages validated, or 'all' */
  validated: number | 'all';
  /** the pages the bytes say were edited since the live release's content, with the others' hashes (page-spans.ts) */
  known?: EditedPages;
  /** the pages hashed to tell which changed */
  hashed: number;
  /** the pages parsed from the text so far (edited-site.ts reads the others lazily) */
  parsed: () => number;
}

/**
 * Validates site.json with the code build's schema: when the bytes tell which pages changed since the live release,
 * only they and the rest of the site are parsed (edited-site.ts), and only the pages changed are validated when
 * nothing else did (validation-basis.ts). A problem is `site.json:LINE:COL  /pointer  message`.
 */
export function validateContent(content: { text: string | Buffer; file: string; basis?: ValidationBasis }, build: CodeBuildFiles, dataDir: string): ValidContent | { ok: false; problems: string[] } {
  const { text, file } = content;
  const bytes = typeof text === 'string' ? bytesOf(text) : text;
  let decoded: string | undefined;
  const textOf = () => (decoded ??= asText(text));
  const live = liveBasis(dataDir, build.id, bytes);
  const edited = live.known && editedSite(bytes, live.known);
  // no warnings: they are for `npm run validate` and the editor, and reading them costs a walk of the whole site
  // only the pages that changed since the live release's text, when nothing else did (validation-basis.ts)
  // and the pages' hashes of the live release, but those of the pages the bytes say were edited (page-spans.ts)
  const checks = { file, schemaDirectory: build.schemaDir, publicDirectory: build.clientDir, mediaDirectory: mediaDirOf(dataDir), lint: false, basis: content.basis ?? live.basis, keepBasis: true, knownPages: live.known };
  const result = edited ? validateSiteData(edited.site, textOf, checks) : validateSiteText(textOf(), checks);
  if (!result.ok) return { ok: false, problems: result.problems.map(formatProblem) };
  const site = result.data as Site;
  let facts;
  try {
    facts = manifestOf(site);
  } catch (error) {
    return { ok: false, problems: [`${file}  ${(error as Error).message}`] };
  }
  return {
    ok: true,
    bytes,
    site,
    facts,
    basis: result.basis,
    untranslated: result.untranslated,
    validated: result.validated === 'all' || !result.validated ? 'all' : result.validated.length,
    known: live.known,
    hashed: live.known?.hashes.length === site.pages.length ? live.known.changed.length : site.pages.length,
    parsed: edited ? edited.parsed : () => site.pages.length,
  };
}

/**
 * What the release keeps of this validation for the next publish (validated.json): the basis, where each page lies
 * in content.json and what the site reads of each page. None without a basis.
 */
export function keptValidation(content: ValidContent, build: string): KeptValidation | undefined {
  if (!content.basis) return undefined;
  const { bytes, site, known } = content;
  return { build, basis: content.basis, spans: known?.spans ?? spansOf(bytes, site), summaries: site.pages.map((page) => summaryOf(page as unknown as Record<string, unknown>)) };
}

/** Where each page of `site` lies in its bytes (page-spans.ts); none when they do not match. */
function spansOf(bytes: Buffer, site: Site): number[] | undefined {
  const spans = pageSpans(bytes);
  return spans?.length === site.pages.length * 2 ? spans : undefined;
}
