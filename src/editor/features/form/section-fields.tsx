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
  const { shared, sharedIndex } = shown;
  if ('shared' in raw && !shared) return <ErrorText role="alert">{sharedLabels.gone(raw.shared)}</ErrorText>;
  // variant B of a section under test, when the test's switch shows it: its own fields, under test/variant
  const variant = state.selection.variant === 'b' && !('shared' in raw) && raw.test ? ({ ...raw.test.variant, type: raw.type } as Block) : undefined;
  const block = variant ?? shown.block;
  const entry = schemas.blocks[block.type];
  const base = `/pages/${page}/sections/${section}${variant ? '/test/variant' : ''}`;
  // a shared section's fields are at its place in sharedSections, where its problems and translations are found
  const sharedBase = shared ? `/sharedSections/${sharedIndex}/section` : null;
  const onChange = (value: unknown) => {
    const at = Date.now();
    if (variant) dispatch({ type: 'editVariant', page, section, value: value as Block, at });
    else if (shared) dispatch({ type: 'editSharedSection', page, section, value: value as Block, at });
    else dispatch({ type: 'editSection', page, section, value: value as Block, at });
  };
  return (
    <>
      <h3>
        {shared ? sharedLabels.formTitle(shared.name, section + 1) : labels.sectionFields(entry?.title ?? block.type, section + 1)}
        {variant && labels.variantB}
      </h3>
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
