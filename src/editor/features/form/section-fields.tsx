import type { Block } from '@/generated/site';
import { SchemaForm } from '@/editor/forms/schema-form';
import type { EditorSchemas, Problem } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { useEditingLanguage } from '../../state/editing-language';
import { pageSections, shownSections } from '../../state/page-blocks';
import { ErrorText, Hint } from '../../ui/controls';
import { sharedLabels } from '../../ui/shared-labels';
import { SharedUse } from './shared-use';

interface Props {
  page: number;
  section: number;
  schemas: EditorSchemas;
  problems: Problem[];
}

const within = (problems: Problem[], base: string) => problems.filter((problem) => problem.pointer === base || problem.pointer.startsWith(`${base}/`));

/**
 * A section's fields, generated from its block's schema; its problems show on them. A use of a shared section
 * shows its shared section's block, whose edits change every page using it, and where it is used.
 */
export function SectionFields({ page, section, schemas, problems }: Props) {
  const { state, dispatch } = useEditor();
  const language = useEditingLanguage()?.form;
  const raw = pageSections(state.draft.pages[page])[section];
  const shown = shownSections(state.draft, state.draft.pages[page])[section];
  if (!raw || !shown) return null;
  const { block, shared, sharedIndex } = shown;
  if ('shared' in raw && !shared) return <ErrorText role="alert">{sharedLabels.gone(raw.shared)}</ErrorText>;
  const entry = schemas.blocks[block.type];
  const base = `/pages/${page}/sections/${section}`;
  // a shared section's fields are at its place in sharedSections, where its problems and translations are found
  const sharedBase = shared ? `/sharedSections/${sharedIndex}/section` : null;
  const onChange = (value: unknown) =>
    shared ? dispatch({ type: 'editSharedSection', page, section, value: value as Block, at: Date.now() }) : dispatch({ type: 'editSection', page, section, value: value as Block, at: Date.now() });
  return (
    <>
      <h3>{shared ? sharedLabels.formTitle(shared.name, section + 1) : labels.sectionFields(entry?.title ?? block.type, section + 1)}</h3>
      {shared && <SharedUse page={page} section={section} shared={shared} />}
      {entry ? (
        <>
          <Hint>{entry.description}</Hint>
          <SchemaForm
            schema={entry.schema}
            value={block}
            onChange={onChange}
            problems={sharedBase ? [...within(problems, base).map((problem) => ({ ...problem, pointer: sharedBase + problem.pointer.slice(base.length) })), ...within(problems, sharedBase)] : within(problems, base)}
            pointerBase={sharedBase ?? base}
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
