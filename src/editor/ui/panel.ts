import styled from 'styled-components';
import { theme } from '@/theme/tokens';

const { colors, radii, space, fontSizes } = theme;

/** A box of a page of its own (Leads, Insights): a paper card whose h2 names it. */
export const Panel = styled.section`
  display: grid;
  gap: ${space.sm};
  align-content: start;
  min-width: 0;
  padding: ${space.md};
  background: ${colors.paper};
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  h2 {
    font-size: ${fontSizes.lg};
  }
`;
