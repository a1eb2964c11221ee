import { useId, type RefObject } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { previewDays } from '@/shared/preview-links';
import { formatTime } from '../../ui/zoned-time';
import { controlLook, ErrorText, Hint } from '../../ui/controls';
import { previewLabels } from './labels';
import { endOf } from './preview-days';
import type { MakeLinkForm } from './use-make-link';

const Wrap = styled.div`
  display: grid;
  gap: 0.25rem;
  > label {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  .row {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
  }
  input {
    ${controlLook}
    width: 5.5rem;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    border-width: 2px;
  }
  /* the end date and a refusal take turns in one line's room: nothing below moves */
  .said {
    min-height: 1.5em;
  }
`;

/** "Link works for N days", with the day it ends in the site's zone, or why the number is refused, in its place. */
export function DaysField({ form, field, timeZone }: { form: MakeLinkForm; field: RefObject<HTMLInputElement | null>; timeZone: string }) {
  const id = useId();
  return (
    <Wrap>
      <label id={`${id}-label`} htmlFor={id}>
        {previewLabels.days}
      </label>
      <div className="row">
        <input
          id={id}
          ref={field}
          type="number"
          inputMode="numeric"
          min={1}
          max={previewDays.max}
          step={1}
          value={form.daysText}
          onChange={(event) => form.changeDays(event.target.value)}
          onBlur={form.leaveDays}
          aria-labelledby={`${id}-label ${id}-unit`}
          aria-invalid={form.daysError ? true : undefined}
          aria-describedby={`${id}-said`}
          required
        />
        <span id={`${id}-unit`}>{previewLabels.daysUnit}</span>
      </div>
      <div className="said">
        {form.daysError ? (
          <ErrorText id={`${id}-said`} role="alert">
            {form.daysError}
          </ErrorText>
        ) : (
          <Hint id={`${id}-said`}>{form.days === null ? previewLabels.daysRange : previewLabels.until(formatTime(endOf(form.days), timeZone))}</Hint>
        )}
      </div>
    </Wrap>
  );
}
