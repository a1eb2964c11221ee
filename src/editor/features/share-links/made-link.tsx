import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { formatTime } from '../../ui/zoned-time';
import { Button, ButtonLink, ButtonRow, Field, Notice } from '../../ui/controls';
import { previewLabels } from './labels';
import { useCopyLink } from './use-copy-link';
import type { MadeLink } from './use-make-link';

const Made = styled(Notice)`
  input[type='text'] {
    width: 100%;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    background: ${theme.colors.paper};
  }
  /* what Copy link said keeps its line, said or not: nothing moves */
  [role='status'] {
    min-height: 1.5em;
    font-weight: 600;
  }
`;

/** The new link, shown this once: the address to copy, Copy link, what it lets anyone do and until when, Open preview. */
export function MadeLinkView({ made, timeZone, onAnother }: { made: MadeLink; timeZone: string; onAnother: () => void }) {
  const id = useId();
  const { said, copy, field } = useCopyLink(made.url);
  // the link is what the person came for: it is focused, and so selected, ready to copy
  useEffect(() => field.current?.focus(), [field]);
  return (
    <Made>
      <Field>
        <label htmlFor={id}>{previewLabels.link}</label>
        <input ref={field} id={id} type="text" readOnly value={made.url} onFocus={(event) => event.currentTarget.select()} aria-describedby={`${id}-once`} spellCheck={false} />
      </Field>
      <p id={`${id}-once`}>{previewLabels.once(formatTime(made.link.expiresAt, timeZone))}</p>
      <ButtonRow>
        <Button type="button" $variant="primary" onClick={() => void copy()}>
          {previewLabels.copy}
        </Button>
        <ButtonLink href={made.url} target="_blank" rel="noopener noreferrer" aria-label={previewLabels.openName}>
          {previewLabels.open}
        </ButtonLink>
        <Button type="button" onClick={onAnother}>
          {previewLabels.another}
        </Button>
      </ButtonRow>
      <p role="status">{said}</p>
    </Made>
  );
}
