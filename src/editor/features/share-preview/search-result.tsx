import { useId } from 'react';
import type { ShareFacts } from './share-facts';
import { shareLabels } from './share-labels';
import { Counts, SearchCard } from './share-preview.styles';

/** The page as a search engine lists it: its address, its title and description cut where the engine cuts them, with their counts. */
export function SearchResult({ facts, lang }: { facts: ShareFacts; lang: string }) {
  const { title, description } = facts;
  const path = facts.url.slice(facts.url.indexOf(facts.host) + facts.host.length).split('/').filter(Boolean);
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{shareLabels.search}</figcaption>
      <SearchCard lang={lang}>
        <p className="site">{facts.siteName}</p>
        <p className="address">{[facts.host, ...path].join(' › ')}</p>
        <p className="title">{title.shown}</p>
        <p className="description">{description ? description.shown : ''}</p>
      </SearchCard>
      <Counts>
        <li>{(title.cut ? shareLabels.countCut : shareLabels.count)(shareLabels.titleWord, title.length, title.limit)}</li>
        <li>{description ? (description.cut ? shareLabels.countCut : shareLabels.count)(shareLabels.descriptionWord, description.length, description.limit) : shareLabels.noDescription}</li>
      </Counts>
    </figure>
  );
}
