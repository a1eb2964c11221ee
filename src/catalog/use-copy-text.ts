import { useCallback, useEffect, useState, type RefObject } from 'react';

type Result = 'copied' | 'failed';

// Long enough to read, short enough not to linger next to a block copied a while ago.
const confirmationMs = 5000;

/** Copies the text of `source` to the clipboard; the result shows for a few seconds. */
export function useCopyText(source: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<{ result?: Result; attempt: number }>({ attempt: 0 });

  useEffect(() => {
    if (!state.result) return;
    const timer = setTimeout(() => setState((current) => ({ attempt: current.attempt })), confirmationMs);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async () => {
    const node = source.current;
    if (!node) return;
    let result: Result = 'copied';
    try {
      await navigator.clipboard.writeText(node.textContent ?? '');
    } catch {
      // No clipboard (a page served over plain HTTP) or no permission: select the text for Ctrl+C instead.
      window.getSelection()?.selectAllChildren(node);
      result = 'failed';
    }
    setState((current) => ({ result, attempt: current.attempt + 1 }));
  }, [source]);

  return { result: state.result, copy };
}
