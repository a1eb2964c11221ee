import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { Select } from '../../forms/form.styles';
import { languageLabels, languageName } from '../../ui/language-labels';
import { useEditingLanguage } from '../../state/editing-language';

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  label {
    font-weight: 600;
  }
  select {
    width: auto;
  }
`;

/** The toolbar's choice of the language the forms and the preview are in; only on a site in several languages. */
export function LanguageSwitch() {
  const editing = useEditingLanguage();
  const id = useId();
  if (!editing || editing.locales.length < 2) return null;
  return (
    <Control>
      <label htmlFor={id}>{languageLabels.switch}</label>
      <Select id={id} value={editing.code} onChange={(event) => editing.choose(event.target.value)}>
        {editing.locales.map(({ code, name }) => (
          // the editor's words first: an editor who does not read the language's own name still finds it
          <option key={code} value={code}>
            {name === languageName(code) ? name : `${languageName(code)} (${name})`}
          </option>
        ))}
      </Select>
    </Control>
  );
}
