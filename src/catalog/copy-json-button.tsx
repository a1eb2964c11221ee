import type { RefObject } from 'react';
import { CopyButton, CopyRow, CopyStatus } from './block-entry.styles';
import { labels } from './labels';
import { useCopyText } from './use-copy-text';
import { useIsClient } from './use-is-client';

/** "Copy JSON" and its confirmation, announced politely to screen readers. */
export function CopyJsonButton({ source }: { source: RefObject<HTMLElement | null> }) {
  const { result, copy } = useCopyText(source);
  // Without JavaScript the button would do nothing: the static page shows it once its script runs.
  const isClient = useIsClient();
  return (
    <CopyRow>
      <CopyButton type="button" hidden={!isClient} onClick={() => void copy()}>
        {labels.copy}
      </CopyButton>
      {/* in the page from the start: a live region added together with its text is not announced */}
      <CopyStatus role="status" aria-live="polite" $failed={result === 'failed'}>
        {result === 'copied' ? labels.copied : result === 'failed' ? labels.copyFailed : ''}
      </CopyStatus>
    </CopyRow>
  );
}
