import type { Ref } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { labels } from './labels';
import { controlLook } from './controls';
import { LabelledField } from './labelled-field';
import { offsetOfEntry } from './site-time';

// Field draws text fields only: the control look for the date and time, at a width a phone's screen has.
const TimeInput = styled.input`
  justify-self: start;
  ${controlLook}
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    border-width: 2px;
  }
`;

interface Props {
  value: string;
  onChange: (value: string) => void;
  timeZone: string;
  error: string | null;
  fieldRef?: Ref<HTMLInputElement>;
  /** the field a dialog focuses when it opens */
  startHere?: boolean;
}

/** "Goes live on": a date and time in the site's zone, its hint naming the zone and its offset at that time. */
export function SiteTimeField({ value, onChange, timeZone, error, fieldRef, startHere }: Props) {
  return (
    <LabelledField label={labels.goesLiveOn} hint={labels.zoneHint(timeZone, offsetOfEntry(value, timeZone))} error={error}>
      {(control) => (
        <TimeInput
          ref={fieldRef}
          {...control}
          type="datetime-local"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          data-autofocus={startHere || undefined}
        />
      )}
    </LabelledField>
  );
}
