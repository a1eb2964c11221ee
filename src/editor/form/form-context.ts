import { createContext, useContext } from 'react';
import type { ProblemMap } from './problems';
import type { Schema } from './schema-kind';

export interface FormContextValue {
  /** the whole schema, whose $defs the fields' $refs name */
  root: Schema;
  /** sets the value at a pointer relative to the form's value; undefined removes an object's key */
  update: (pointer: string, value: unknown) => void;
  problems: ProblemMap;
  /** the id of the control of the field at `pointer` */
  idOf: (pointer: string) => string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('form fields must be inside <SchemaForm>');
  return form;
}
