import styled from 'styled-components';
import { theme } from '@/theme/tokens';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.layout.gutter};
`;
