import { useId } from 'react';
import type { ShareFacts } from './share-facts';
import { shareLabels } from './share-labels';
import { Counts, LinkCard } from './share-preview.styles';

/** The page's link as a social site draws it: the 1200 × 630 picture (or the logo, small), the host, the title and the description. */
export function LinkPreview({ facts, lang, ownImage }: { facts: ShareFacts; lang: string; ownImage: boolean }) {
  const { image, logo, title, description } = facts.share;
  const picture = image ?? logo;
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{shareLabels.link}</figcaption>
      <LinkCard lang={lang} $small={!image}>
        {picture && (
          <div className="picture">
            <img src={picture.src} alt={shareLabels.imageAlt(picture.alt ?? '')} />
          </div>
        )}
        <div className="words">
          <p className="host">{facts.host}</p>
          <p className="title">{title}</p>
          {description && <p className="description">{description}</p>}
        </div>
      </LinkCard>
      {(!image || !ownImage) && (
        <Counts>
          <li>{image ? shareLabels.fromSettings : shareLabels.logoOnly}</li>
        </Counts>
      )}
    </figure>
  );
}
