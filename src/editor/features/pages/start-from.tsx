import styled from 'styled-components';
import type { Page } from '@/generated/site';
import { controlLook } from '../../ui/controls';
import { LabelledField } from '../../ui/labelled-field';
import { startLabels } from './start-labels';

// as wide as the dialog's form, never as wide as the longest page title
const Choice = styled.select`
  ${controlLook}
  width: 100%;
  min-width: 0;
`;

interface Props {
  pages: readonly Page[];
  /** the index of the page to start from, as text, or '' for an empty page */
  value: string;
  onChange: (value: string) => void;
}

/** "Start from": an empty page, a template (listed first) or an existing page, each by title and path. */
export function StartFrom({ pages, value, onChange }: Props) {
  const indexed = pages.map((page, index) => ({ page, index }));
  const templates = indexed.filter(({ page }) => page.template === true);
  const others = indexed.filter(({ page }) => page.template !== true);
  const options = (list: typeof indexed) =>
    list.map(({ page, index }) => (
      <option key={page.path} value={String(index)}>
        {startLabels.option(page.title, page.path)}
      </option>
    ));
  return (
    <LabelledField label={startLabels.label} hint={value === '' ? startLabels.emptyHint : startLabels.copyHint}>
      {(control) => (
        <Choice {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{startLabels.empty}</option>
          {templates.length > 0 && <optgroup label={startLabels.templates}>{options(templates)}</optgroup>}
          <optgroup label={startLabels.pages}>{options(others)}</optgroup>
        </Choice>
      )}
    </LabelledField>
  );
}
