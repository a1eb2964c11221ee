import type { ReactNode } from 'react';
import type { Schema } from '../state/schema-kind';

export interface FieldProps {
  schema: Schema;
  /** JSON pointer of the value, relative to the form's value */
  pointer: string;
  value: unknown;
  required: boolean;
  /** instead of the schema's title: list items are numbered */
  title?: string;
  /** controls shown at the top of the field, such as the kind of a oneOf */
  lead?: ReactNode;
}

/** What a control gets: its schema resolved and its title settled. */
export interface ControlProps extends Omit<FieldProps, 'title'> {
  title: string;
}
