import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { controlLook } from './leads.styles';

const { space, fontSizes } = theme;

export const Form = styled.form`
  display: grid;
  gap: ${space.sm};
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${up('lg')} {
    grid-template-columns: minmax(14rem, 2fr) repeat(4, minmax(9rem, 1fr)) auto;
    align-items: end;
    /* room for the search's hint under the row */
    padding-bottom: ${space.md};
  }
  label {
    display: block;
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  input,
  select {
    ${controlLook}
    width: 100%;
    /* one height for text, select and date fields, whose own heights differ */
    height: 2.5rem;
  }
`;

export const Words = styled.div`
  ${up('sm')} {
    grid-column: 1 / -1;
  }
  ${up('lg')} {
    grid-column: auto;
    /* the hint sits under the field without pushing the row's other fields down */
    position: relative;
    p {
      position: absolute;
      top: 100%;
      margin-top: 0.25rem;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  ${up('sm')} {
    grid-column: 1 / -1;
  }
  ${up('lg')} {
    grid-column: auto;
    flex-wrap: nowrap;
  }
`;
