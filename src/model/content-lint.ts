import type { DocumentNode } from '@humanwhocodes/momoa';
import { childPointer } from '../shared/json-pointer.ts';
import { locate } from './json-locate.ts';
import type { SiteProblem } from './validate-site.ts';

// Soft limits: content past them still builds, but reads badly or ranks worse. Warnings, not errors.
const limits = { h1: 60, heading: 70, descriptionMin: 50, descriptionMax: 160 };

interface Finding {
  pointer: string;
  message: string;
}

function walk(node: unknown, pointer: string, visit: (value: Record<string, unknown>, pointer: string) => void) {
  if (Array.isArray(node)) node.forEach((item, i) => walk(item, childPointer(pointer, i), visit));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>, pointer);
    for (const [key, value] of Object.entries(node)) walk(value, childPointer(pointer, key), visit);
  }
}

/** Warnings about valid content that could be better: long headings, missing alt text, meta descriptions. */
export function lintContent(data: unknown): Finding[] {
  const findings: Finding[] = [];
  const site = data as { pages?: (LintedPage & { sections?: { type?: string; heading?: string }[] })[] };
  site.pages?.forEach((page, p) => {
    const length = page.description?.length;
    if (length === undefined) {
      findings.push({ pointer: `/pages/${p}`, message: 'page has no meta description; search engines will make up a summary from the first text they find' });
    } else if (length < limits.descriptionMin || length > limits.descriptionMax) {
      findings.push({ pointer: `/pages/${p}/description`, message: `meta description is ${length} characters; search engines show ${limits.descriptionMin} to ${limits.descriptionMax}` });
    }
    page.sections?.forEach((section, s) => {
      const max = section.type === 'hero' ? limits.h1 : limits.heading;
      if (section.heading && section.heading.length > max) {
        findings.push({ pointer: `/pages/${p}/sections/${s}/heading`, message: `heading is ${section.heading.length} characters; more than ${max} wraps onto many lines in its slot` });
      }
    });
  });
  findings.push(...repeatedTexts(site.pages ?? []));
  walk(data, '', (value, pointer) => {
    // an image beside its own caption (a slide's title) repeats it: empty alt is right there
    const captioned = typeof value.title === 'string' || typeof value.heading === 'string';
    for (const [key, child] of Object.entries(value)) {
      const image = child as { src?: unknown; alt?: unknown };
      if (!captioned && image && typeof image === 'object' && typeof image.src === 'string' && image.alt === '') {
        findings.push({ pointer: `${pointer}/${key}/alt`, message: `image ${image.src} has no alternative text; screen readers will skip it (fine only for decoration)` });
      }
    }
  });
  return findings;
}

type LintedPage = { path?: string; title?: string; description?: string; template?: boolean; translations?: Record<string, { title?: string; description?: string } | undefined> };

/**
 * A title or meta description that another page has too, in the same language: search engines show one of two
 * pages that say the same, and a reader cannot tell them apart. Templates are not published: left out.
 */
function repeatedTexts(pages: LintedPage[]): Finding[] {
  const findings: Finding[] = [];
  const first = new Map<string, number>();
  pages.forEach((page, p) => {
    if (page.template === true) return;
    const texts: [string, string, unknown][] = [
      ['', 'title', page.title],
      ['', 'description', page.description],
      ...Object.entries(page.translations ?? {}).flatMap(([code, own]) => [[code, 'title', own?.title], [code, 'description', own?.description]] as [string, string, unknown][]),
    ];
    for (const [code, field, text] of texts) {
      if (typeof text !== 'string' || text.trim() === '') continue;
      const key = `${code}\u0000${field}\u0000${text.trim().toLowerCase()}`;
      const seen = first.get(key);
      if (seen === undefined) first.set(key, p);
      else {
        const words = field === 'title' ? 'title' : 'meta description';
        findings.push({ pointer: `/pages/${p}${code ? `/translations/${code}` : ''}/${field}`, message: `the same ${words} as the page "${String(pages[seen]!.path)}": search engines may show only one of the two; give each page its own` });
      }
    }
  });
  return findings;
}

export function lintProblems(doc: () => DocumentNode, data: unknown, file: string): SiteProblem[] {
  return lintContent(data).map(({ pointer, message }) => ({ file, ...locate(doc(), pointer), pointer, message }));
}
