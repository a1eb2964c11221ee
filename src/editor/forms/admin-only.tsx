import type { ReactNode } from 'react';
import { LockedNoteContext, useForm } from './form-context';
import { Description, Locked } from './form.styles';
import { formLabels } from './labels';

/**
 * A field the schema marks `x-admin-only`, in an editor's form: every control inside disabled (the server refuses the
 * change anyway), each described by a note that says why.
 */
export function AdminOnly({ pointer, children }: { pointer: string; children: ReactNode }) {
  const { idOf } = useForm();
  const noteId = `${idOf(pointer)}-admin-only`;
  return (
    <Locked disabled>
      <LockedNoteContext.Provider value={noteId}>{children}</LockedNoteContext.Provider>
      <Description id={noteId}>{formLabels.adminOnly}</Description>
    </Locked>
  );
}
