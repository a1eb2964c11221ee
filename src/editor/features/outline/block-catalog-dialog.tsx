import { useMemo, useState } from 'react';
import type { Section, Site } from '@/generated/site';
import { ErrorBoundary } from '@/layout/error-boundary';
import { EditorDialog } from '../../ui/editor-dialog';
import { labels } from '../../ui/labels';
import { useSchemas } from '../../state/schemas-context';
import { ErrorText, Hint } from '../../ui/controls';
import { Card, CardButton, CardDescription, CardTitle, Cards, NoPreview, Thumb } from './block-catalog.styles';
import { BlockThumbnail } from './block-thumbnail';
import { catalogEntries, exampleDraft } from './catalog-entries';
import { createLoadQueue } from './load-queue';
import { SharedCards } from './shared-cards';
import { sharedLabels } from '../../ui/shared-labels';

interface Props {
  open: boolean;
  /** the draft: the thumbnails draw the examples with its shared content */
  site: Site;
  onClose: () => void;
  /** a block type's example, or a use of a shared section */
  onInsert: (section: Section) => void;
  /** deletes a shared section no page uses */
  onDeleteShared?: (id: string) => void;
}

// In the card's own box, so a thumbnail that breaks in the editor leaves the others and the dialog alone.
const noPreview = (
  <Thumb aria-hidden="true">
    <NoPreview>{labels.noPreview}</NoPreview>
  </Thumb>
);

/**
 * "Add section": a card per block type with its title, what it is for and a picture of its example; the
 * card chosen (a button: click, Enter or Space) goes in with its example. Nothing is drawn while closed.
 */
export function BlockCatalogDialog({ open, site, onClose, onInsert, onDeleteShared }: Props) {
  return (
    <EditorDialog open={open} title={labels.catalogTitle} onClose={onClose} wide>
      <CatalogBody site={site} onInsert={onInsert} onDeleteShared={onDeleteShared} />
    </EditorDialog>
  );
}

function CatalogBody({ site, onInsert, onDeleteShared }: Pick<Props, 'site' | 'onInsert' | 'onDeleteShared'>) {
  const { schemas, error } = useSchemas();
  const entries = useMemo(() => catalogEntries(schemas), [schemas]);
  // two thumbnails load at a time, for the two cores of a modest laptop
  const [queue] = useState(() => createLoadQueue(2));
  // with shared sections the dialog has two groups, and starts on the first shared one
  const shared = (site.sharedSections ?? []).length > 0;
  return (
    <div className="dialog-body">
      <Hint>{labels.catalogIntro}</Hint>
      {error && <ErrorText role="alert">{labels.schemasFailed(error)}</ErrorText>}
      {!schemas && !error && <p role="status">{labels.formsLoading}</p>}
      <SharedCards site={site} queue={queue} noPreview={noPreview} onInsert={onInsert} onDelete={onDeleteShared} />
      {shared && <h3>{sharedLabels.blocksGroup}</h3>}
      <Cards>
        {entries.map((entry, index) => (
          <Card key={entry.type}>
            <ErrorBoundary resetKey={entry.type} fallback={noPreview}>
              <BlockThumbnail entry={entry} draft={exampleDraft(site, entry)} queue={queue} />
            </ErrorBoundary>
            <CardButton type="button" data-autofocus={index === 0 && !shared ? '' : undefined} onClick={() => onInsert(structuredClone(entry.example))}>
              <CardTitle>{entry.title}</CardTitle> <CardDescription>{entry.description}</CardDescription>
            </CardButton>
          </Card>
        ))}
      </Cards>
    </div>
  );
}
