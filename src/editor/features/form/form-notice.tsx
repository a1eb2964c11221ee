import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Site } from '@/generated/site';
import { useEditor } from '../../state/editor-context';
import { Notice } from '../../ui/controls';

const Say = createContext<(text: string) => void>(() => undefined);

/** Says what an edit of the form did, above the form, where the focus goes: the edit's own button may be gone with what it acted on. */
export const useFormNotice = () => useContext(Say);

/** The form's notice and what it wraps. The notice tells of the edit made just after it was said, while it is the last one. */
export function FormNotice({ children }: { children: ReactNode }) {
  const { state } = useEditor();
  // the draft before the edit and the undo steps then: the edit is the last one while it is their one more step
  const [notice, setNotice] = useState<{ text: string; before: Site; steps: number } | null>(null);
  const shown = notice && state.past.length === notice.steps + 1 && state.past[notice.steps] === notice.before ? notice.text : null;
  const ref = useRef<HTMLDivElement>(null);
  // the focus comes once, when the notice is new: not again when a redo shows it back
  const focused = useRef<typeof notice>(null);
  useEffect(() => {
    if (!shown || focused.current === notice) return;
    focused.current = notice;
    ref.current?.focus();
  }, [shown, notice]);
  return (
    <Say.Provider value={(text) => setNotice({ text, before: state.draft, steps: state.past.length })}>
      {shown && (
        <Notice ref={ref} role="status" tabIndex={-1}>
          {shown}
        </Notice>
      )}
      {children}
    </Say.Provider>
  );
}
