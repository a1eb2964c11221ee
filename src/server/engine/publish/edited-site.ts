import { lazyPage } from '../../../model/page-summary.ts';
import type { EditedPages } from './live-basis.ts';

type Loose = Record<string, unknown>;

/**
 * The site of `bytes`, which differ from the live release's content only in a run of pages (page-spans.ts): the
 * rest of the site (the bytes around its list of pages) and the run are parsed; every other page is read lazily,
 * its summary answering what the whole site needs of it. Undefined when the live release kept no summaries.
 * `parsed`: how many pages have been parsed so far.
 * The text is valid JSON: the bytes around the run are the live text's, and the run is as many whole values.
 */
export function editedSite(bytes: Buffer, edit: EditedPages): { site: Loose; parsed: () => number } | undefined {
  const { spans, summaries, first, pages } = edit;
  const count = spans.length / 2;
  if (!summaries || summaries.length !== count || count === 0) return undefined;
  // `"pages": [` and `]` with the space inside them: the site with an empty list where its pages are
  let rest: Loose;
  try {
    rest = JSON.parse(bytes.toString('utf8', 0, spans[0]) + bytes.toString('utf8', spans[count * 2 - 1])) as Loose;
  } catch {
    return undefined; // spans that do not fit these bytes: the whole text is parsed
  }
  if (!Array.isArray(rest?.pages) || rest.pages.length !== 0) return undefined;
  let read = 0;
  const pageAt = (index: number) => {
    read += 1;
    return JSON.parse(bytes.toString('utf8', spans[index * 2], spans[index * 2 + 1])) as Loose;
  };
  rest.pages = summaries.map((summary, index) => (index >= first && index < first + pages.length ? pages[index - first] : lazyPage(summary, () => pageAt(index))));
  return { site: rest, parsed: () => pages.length + read };
}
