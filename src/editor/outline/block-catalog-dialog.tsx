import styled from 'styled-components';
import type { Block } from '@/generated/site';
import { theme } from '@/theme/tokens';
import { EditorDialog } from '../editor-dialog';
import { labels } from '../labels';
import { useSchemas } from '../schemas-context';
import { Button, Code, ErrorText, Hint } from '../ui';
import { sectionSummary } from './section-summary';

const Entries = styled.ul`
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
  }
  h3 {
    font-size: ${theme.fontSizes.md};
  }
  p {
    font-size: ${theme.fontSizes.sm};
  }
  details pre {
    margin: 0;
    background: ${theme.colors.mist};
    padding: ${theme.space.xs};
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  onInsert: (block: Block) => void;
}

/** "Add section": every block type with what it is for and its example; the one chosen goes in with its example. */
export function BlockCatalogDialog({ open, onClose, onInsert }: Props) {
  const { schemas, error } = useSchemas();
  const entries = Object.entries(schemas?.blocks ?? {}).sort(([, a], [, b]) => a.title.localeCompare(b.title));
  return (
    <EditorDialog open={open} title={labels.catalogTitle} onClose={onClose}>
      <div className="dialog-body">
        <Hint>{labels.catalogIntro}</Hint>
        {error && <ErrorText role="alert">{labels.schemasFailed(error)}</ErrorText>}
        {!schemas && !error && <p role="status">{labels.formsLoading}</p>}
        <Entries>
          {entries.map(([type, entry]) => (
            <li key={type}>
              <h3>{entry.title}</h3>
              <p>{entry.description}</p>
              <Hint>
                {labels.example}: {sectionSummary(entry.example as Block)}
              </Hint>
              <details>
                <summary>JSON</summary>
                <pre>
                  <Code>{JSON.stringify(entry.example, null, 2)}</Code>
                </pre>
              </details>
              <div>
                <Button type="button" $variant="primary" onClick={() => onInsert(structuredClone(entry.example) as Block)}>
                  {labels.insert(entry.title)}
                </Button>
              </div>
            </li>
          ))}
        </Entries>
      </div>
    </EditorDialog>
  );
}
