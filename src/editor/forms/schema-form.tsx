import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { mayChangeAdminOnly } from '../api/editor-config';
import { Field } from './field';
import { FormContext, type FormContextValue } from './form-context';
import { setAt } from '../state/json-pointer';
import { relativeProblems, type Problem } from './problems';
import type { Schema } from '../state/schema-kind';
import type { FormLanguage } from '../state/translations';

/** The id of the control of the field at `pointer` in the form whose ids start with `prefix`: what a jump to a field focuses. */
export const fieldId = (prefix: string, pointer: string): string => `${prefix}${pointer.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export interface SchemaFormProps {
  /** a bundled schema from GET /__editor/schema: its $refs point into its own $defs */
  schema: object;
  value: unknown;
  onChange(value: unknown): void;
  /** the draft's validation problems, pointers from the root of site.json */
  problems: Problem[];
  /** where `value` sits in site.json, such as /pages/0/sections/2: problems under it show on their fields */
  pointerBase: string;
  /** prefixes the controls' ids, so two forms on one page do not share them */
  idPrefix?: string;
  /** another language than the site's default: its text fields edit their translations into it */
  language?: FormLanguage;
  /** what validation warns about (not refuses), in plain words, pointers from the root of site.json: shown at their fields */
  warnings?: Problem[];
}

const noWarnings: Problem[] = [];

/**
 * The fields of a value, generated from its schema: every field with its title and description, and the
 * problems validation reported under `pointerBase` on the field they concern. An editor (not an admin, not the
 * developer in the dev server) sees the fields the schema marks admin-only read-only. In another `language` than the
 * default, each text field edits its translation, under the default text.
 */
export function SchemaForm({ schema, value, onChange, problems, pointerBase, idPrefix = 'field', language, warnings = noWarnings }: SchemaFormProps) {
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  // Stable across renders, so memoized fields are not drawn again for a new callback; two edits in one
  // event (a move and its focus) build on each other.
  const update = useCallback((pointer: string, next: unknown) => {
    const changed = setAt(latest.current.value, pointer, next);
    latest.current.value = changed;
    latest.current.onChange(changed);
  }, []);
  // by content: a caller filtering its problems on each render does not redraw every field
  const problemsKey = JSON.stringify(problems);
  const problemMap = useMemo(() => relativeProblems(JSON.parse(problemsKey) as Problem[], pointerBase), [problemsKey, pointerBase]);
  const warningsKey = JSON.stringify(warnings);
  const warningMap = useMemo(() => relativeProblems(JSON.parse(warningsKey) as Problem[], pointerBase), [warningsKey, pointerBase]);
  const adminOnlyLocked = !mayChangeAdminOnly();
  const context = useMemo<FormContextValue>(
    () => ({ root: schema as Schema, update, problems: problemMap, warnings: warningMap, idOf: (pointer) => fieldId(idPrefix, pointer), adminOnlyLocked, language }),
    [schema, update, problemMap, warningMap, idPrefix, adminOnlyLocked, language],
  );
  return (
    <FormContext.Provider value={context}>
      <Field schema={schema as Schema} pointer="" value={value} required />
    </FormContext.Provider>
  );
}
