import { useMemo } from 'react';
import type { Page } from '@/generated/site';
import { SchemaForm } from '@/editor/forms/schema-form';
import type { EditorSchemas, Problem } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { DeletePage } from './delete-page';
import { DuplicatePage } from './duplicate-page';
import { PagePathForm } from './page-path-form';
import { useEditor } from '../../state/editor-context';
import { useEditingLanguage } from '../../state/editing-language';
import { pageTextWarnings, textWarningWords } from '../../state/page-text-warnings';

interface Props {
  page: number;
  schemas: EditorSchemas;
  problems: Problem[];
}

type Fields = Omit<Page, 'id' | 'path' | 'sections'>;
const notFields = new Set(['id', 'path', 'sections']);

// The page schema without `id` (the publish's name for the page, never edited), `path` (changed by its own form,
// so links can follow) and `sections` (the outline).
function fieldsSchema(schema: object): object {
  const { properties = {}, required = [], ...rest } = schema as { properties?: Record<string, unknown>; required?: string[] };
  const fields = Object.fromEntries(Object.entries(properties).filter(([key]) => !notFields.has(key)));
  return { ...rest, properties: fields, required: required.filter((key) => !notFields.has(key)) };
}

/** A page's own fields (title, description, breadcrumb, noindex), its path, duplicating and deleting it. */
export function PageFields({ page, schemas, problems }: Props) {
  const { state, dispatch } = useEditor();
  const editing = useEditingLanguage();
  const language = editing?.form;
  const schema = useMemo(() => fieldsSchema(schemas.shared.page), [schemas]);
  const current = state.draft.pages[page];
  // validation's warnings on the title and description, at the field of the language edited
  const code = editing?.code ?? state.draft.settings.language ?? 'en';
  const translated = language !== undefined;
  const warnings = useMemo(() => {
    const at = (field: string) => (translated ? `/pages/${page}/translations/${code}/${field}` : `/pages/${page}/${field}`);
    return pageTextWarnings(state.draft, page, code).map((warning) => ({ pointer: at(warning.field), message: textWarningWords(warning) }));
  }, [state.draft, page, code, translated]);
  if (!current) return null;
  const fields = Object.fromEntries(Object.entries(current).filter(([key]) => !notFields.has(key)));
  const base = `/pages/${page}`;
  const own = problems.filter((problem) => problem.pointer === base || (problem.pointer.startsWith(`${base}/`) && !problem.pointer.startsWith(`${base}/sections/`)));
  return (
    <>
      <h3>{labels.pageFields(current.title)}</h3>
      <SchemaForm
        schema={schema}
        value={fields}
        onChange={(value) => dispatch({ type: 'editPage', page, value: value as Fields, at: Date.now() })}
        problems={own}
        pointerBase={base}
        idPrefix="page"
        language={language}
        warnings={warnings}
      />
      <PagePathForm index={page} />
      <DuplicatePage index={page} />
      <DeletePage index={page} />
    </>
  );
}
