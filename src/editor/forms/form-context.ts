import { createContext, useContext } from 'react';
import type { ProblemMap } from './problems';
import type { Schema } from '../state/schema-kind';
import type { FormLanguage } from '../state/translations';

export interface FormContextValue {
  /** the whole schema, whose $defs the fields' $refs name */
  root: Schema;
  /** sets the value at a pointer relative to the form's value; undefined removes an object's key */
  update: (pointer: string, value: unknown) => void;
  problems: ProblemMap;
  /** what validation warns about at a field, in plain words (not refused: the field is not invalid) */
  warnings?: ProblemMap;
  /** the id of the control of the field at `pointer` */
  idOf: (pointer: string) => string;
  /** an editor's form: fields the schema marks `x-admin-only` are shown read-only */
  adminOnlyLocked: boolean;
  /** another language than the default: the texts (`x-translatable`) edit their translations into it */
  language?: FormLanguage;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The id of the note "Only an admin can change this" the fields inside a locked field are described by. */
export const LockedNoteContext = createContext<string | undefined>(undefined);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('form fields must be inside <SchemaForm>');
  return form;
}
