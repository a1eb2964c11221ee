import { useId, type RefObject } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { visibleText } from '@/shared/visible-text';
import { formatTime } from '../../ui/zoned-time';
import { controlLook, ErrorText, Hint } from '../../ui/controls';
import { previewLabels } from './labels';
import type { MakeLinkForm } from './use-make-link';

const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
  border: 0;
  legend {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    margin-bottom: ${theme.space.xs};
  }
  .choice {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${theme.space.xs};
    align-items: baseline;
    > :not(input) {
      grid-column: 2;
    }
  }
  input[type='radio'] {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${theme.colors.ink};
  }
  label {
    font-size: ${theme.fontSizes.sm};
  }
  input:disabled + label {
    color: ${theme.colors.textMuted};
  }
  .version {
    display: grid;
    gap: 0.25rem;
    margin-top: ${theme.space.xs};
  }
  select {
    ${controlLook}
    width: 100%;
  }
`;

/** "What the link shows": the saved draft (not while changes are unsaved) or a published version from the list. */
export function ShowChoice({ form, field, timeZone }: { form: MakeLinkForm; field: RefObject<HTMLSelectElement | null>; timeZone: string }) {
  const id = useId();
  const { versions } = form;
  const list = versions.phase === 'ready' ? versions.data : null;
  const selectable = list !== null && list.versions.length > 0;
  return (
    <Choices>
      <legend>{previewLabels.show}</legend>
      <div className="choice">
        <input
          type="radio"
          id={`${id}-draft`}
          name={`${id}-show`}
          checked={form.showing === 'draft'}
          disabled={form.draftOff}
          onChange={() => form.choose('draft')}
          aria-describedby={`${id}-draft-hint`}
          data-autofocus={form.showing === 'draft' || undefined}
        />
        <label htmlFor={`${id}-draft`}>{previewLabels.draft}</label>
        <Hint id={`${id}-draft-hint`}>{form.draftOff ? previewLabels.saveFirst : previewLabels.draftHint}</Hint>
      </div>
      <div className="choice">
        <input type="radio" id={`${id}-version`} name={`${id}-show`} checked={form.showing === 'version'} onChange={() => form.choose('version')} data-autofocus={form.showing === 'version' || undefined} />
        <label htmlFor={`${id}-version`}>{previewLabels.version}</label>
        <div className="version">
          <label htmlFor={`${id}-select`}>{previewLabels.versionSelect}</label>
          <select
            id={`${id}-select`}
            ref={field}
            value={selectable ? String(form.version) : ''}
            onChange={(event) => form.pickVersion(Number(event.target.value))}
            disabled={!selectable}
            aria-invalid={form.versionError ? true : undefined}
            aria-describedby={form.versionError ? `${id}-version-error` : undefined}
          >
            {versions.phase === 'loading' && <option value="">{previewLabels.loadingVersions}</option>}
            {list?.versions.length === 0 && <option value="">{previewLabels.noVersions}</option>}
            {versions.phase === 'failed' && <option value="">—</option>}
            {list?.versions.map((version) => (
              <option key={version.id} value={version.id}>
                {previewLabels.versionOption(version.id, visibleText(version.author), formatTime(version.createdAt, timeZone), version.id === list.live)}
              </option>
            ))}
          </select>
          {versions.phase === 'failed' && <ErrorText role="alert">{previewLabels.versionsFailed(versions.message)}</ErrorText>}
          {form.versionError && (
            <ErrorText id={`${id}-version-error`} role="alert">
              {form.versionError}
            </ErrorText>
          )}
        </div>
      </div>
    </Choices>
  );
}
