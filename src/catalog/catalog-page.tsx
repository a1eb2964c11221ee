import { useDocumentMeta } from '@/hooks/use-document-meta';
import { entryId, type CatalogEntry } from './catalog-entries';
import { BlockEntry } from './block-entry';
import { Header, Intro, Main, Masthead, SkipLink, Toc, TocLink, TocTitle } from './catalog.styles';
import { labels } from './labels';

/** The heading, a table of contents, and one region per block type. */
export function CatalogPage({ entries }: { entries: CatalogEntry[] }) {
  useDocumentMeta(labels.title);
  return (
    <>
      <SkipLink href="#blocks">{labels.skipLink}</SkipLink>
      <Header>
        <Masthead>
          <h1>{labels.title}</h1>
          <Intro>{labels.intro}</Intro>
          <nav aria-labelledby="catalog-toc">
            <TocTitle id="catalog-toc">{labels.toc}</TocTitle>
            <Toc>
              {entries.map((entry) => (
                <li key={entry.type}>
                  <TocLink href={`#${entryId(entry.type)}`}>{entry.title}</TocLink>
                </li>
              ))}
            </Toc>
          </nav>
        </Masthead>
      </Header>
      <Main id="blocks" tabIndex={-1}>
        {entries.map((entry) => (
          <BlockEntry key={entry.type} entry={entry} />
        ))}
      </Main>
    </>
  );
}
