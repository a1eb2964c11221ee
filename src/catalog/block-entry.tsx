import { useId, useRef } from 'react';
import { entryId, type CatalogEntry } from './catalog-entries';
import { BlockPreview } from './block-preview';
import { CopyJsonButton } from './copy-json-button';
import { Code, Description, Details, Info, JsonHead, JsonLabel, JsonPanel, Pre, PreviewLabel, Region, Title, TypeName } from './block-entry.styles';
import { labels } from './labels';

/** One block type: its title, description and JSON beside each other, then the block itself. */
export function BlockEntry({ entry }: { entry: CatalogEntry }) {
  const headingId = useId();
  const code = useRef<HTMLElement>(null);
  return (
    <Region id={entryId(entry.type)} aria-labelledby={headingId}>
      <Info>
        <Details>
          <Title id={headingId}>
            {entry.title}{' '}
            {/* "Hero block": a region's name must differ from the block's own, "Contact Information" for one */}
            <span className="visually-hidden">{labels.blockSuffix}</span>
          </Title>
          <TypeName>
            "type": <code>"{entry.type}"</code>
          </TypeName>
          <Description>{entry.description}</Description>
        </Details>
        <JsonPanel>
          <JsonHead>
            <JsonLabel>{labels.json}</JsonLabel>
            <CopyJsonButton source={code} />
          </JsonHead>
          <Pre>
            <Code ref={code}>{entry.json}</Code>
          </Pre>
        </JsonPanel>
      </Info>
      <PreviewLabel aria-hidden="true">{labels.preview}</PreviewLabel>
      <BlockPreview block={entry.example} />
    </Region>
  );
}
