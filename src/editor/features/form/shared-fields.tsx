import type { Site } from '@/generated/site';
import { SchemaForm } from '@/editor/forms/schema-form';
import type { EditorSchemas, Problem, SharedKey } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { useEditingLanguage } from '../../state/editing-language';

interface Props {
  sharedKey: SharedKey;
  schemas: EditorSchemas;
  problems: Problem[];
}

/** Shared content (settings, menu, footer, services …), generated from its schema. */
export function SharedFields({ sharedKey, schemas, problems }: Props) {
  const { state, dispatch } = useEditor();
  const language = useEditingLanguage()?.form;
  const base = `/${sharedKey}`;
  return (
    <>
      <h3>{labels.sharedFields(labels.shared[sharedKey])}</h3>
      <SchemaForm
        schema={schemas.shared[sharedKey]}
        value={state.draft[sharedKey as keyof Site]}
        onChange={(value) => dispatch({ type: 'editShared', key: sharedKey, value, at: Date.now() })}
        problems={problems.filter((problem) => problem.pointer === base || problem.pointer.startsWith(`${base}/`))}
        pointerBase={base}
        idPrefix="shared"
        language={language}
      />
    </>
  );
}
