import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Page } from '@/generated/site';
import { theme } from '@/theme/tokens';
import { LabelledField } from '../../ui/labelled-field';
import { Code, controlLook, focusRing, Hint } from '../../ui/controls';
import { retireLabels } from './retire-labels';

// a longer list gets a search field: beyond this many it no longer fits the dialog at a glance
const searchFrom = 8;

const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
  border: 0;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    padding: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: min(18rem, 40vh);
    overflow-y: auto;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
  }
  li + li {
    border-top: 1px solid ${theme.colors.line};
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.75rem;
    padding: ${theme.space.xs} ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  label:has(input:checked) {
    background: ${theme.colors.mist};
    font-weight: 600;
  }
  input {
    margin: 0;
    ${focusRing}
  }
`;

const Search = styled.input`
  ${controlLook}
`;

interface Props {
  pages: readonly Page[];
  /** the chosen page's path */
  value: string;
  onChange: (path: string) => void;
}

/** The page to send visitors to: a labelled group of radio buttons (arrow keys move), with a search field when long. */
export function PageChoice({ pages, value, onChange }: Props) {
  const [query, setQuery] = useState('');
  const name = useId();
  const searchable = pages.length > searchFrom;
  const words = query.trim().toLowerCase();
  const shown = words ? pages.filter((page) => page.title.toLowerCase().includes(words) || page.path.includes(words)) : pages;
  return (
    <>
      {searchable && (
        <LabelledField label={retireLabels.find}>
          {(control) => <Search {...control} type="search" value={query} onChange={(event) => setQuery(event.target.value)} data-autofocus />}
        </LabelledField>
      )}
      <Choices aria-describedby={`${name}-hint`}>
        <legend>{retireLabels.choose}</legend>
        <Hint id={`${name}-hint`}>{retireLabels.chooseHint}</Hint>
        {shown.length === 0 ? (
          <p role="status">{retireLabels.noMatch(query.trim())}</p>
        ) : (
          <ul>
            {shown.map((page) => (
              <li key={page.path}>
                <label>
                  <input
                    type="radio"
                    name={name}
                    value={page.path}
                    checked={page.path === value}
                    onChange={() => onChange(page.path)}
                    data-autofocus={(!searchable && page.path === value) || undefined}
                  />
                  <span>
                    {page.title} <Code>{page.path}</Code>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </Choices>
    </>
  );
}
