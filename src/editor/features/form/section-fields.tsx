import type { Block } from '@/generated/site';
import { SchemaForm } from '@/editor/forms/schema-form';
import type { EditorSchemas, Problem } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { useEditingLanguage } from '../../state/editing-language';
import { pageBlocks } from '../../state/page-blocks';
import { ErrorText, Hint } from '../../ui/controls';

interface Props {
  page: number;
  section: number;
  schemas: EditorSchemas;
  problems: Problem[];
}

/** A section's fields, generated from its block's schema; its problems show on them. */
export function SectionFields({ page, section, schemas, problems }: Props) {
  const { state, dispatch } = useEditor();
  const language = useEditingLanguage()?.form;
  const block = pageBlocks(state.draft.pages[page])[section];
  if (!block) return null;
  const entry = schemas.blocks[block.type];
  const base = `/pages/${page}/sections/${section}`;
  return (
    <>
      <h3>{labels.sectionFields(entry?.title ?? block.type, section + 1)}</h3>
      {entry ? (
        <>
          <Hint>{entry.description}</Hint>
          <SchemaForm
            schema={entry.schema}
            value={block}
            onChange={(value) => dispatch({ type: 'editSection', page, section, value: value as Block, at: Date.now() })}
            problems={problems.filter((problem) => problem.pointer === base || problem.pointer.startsWith(`${base}/`))}
            pointerBase={base}
            idPrefix="section"
            language={language}
          />
        </>
      ) : (
        <ErrorText>{block.type}</ErrorText>
      )}
    </>
  );
}
