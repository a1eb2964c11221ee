import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Column = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  transition: box-shadow 0.25s ease, border-color 0.25s ease;
  &:hover { border-color: ${theme.colors.ink}; box-shadow: ${theme.shadows.card}; }
`;

/** A lime question mark beside each question; decorative, the heading already says it is a question. */
export const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: ${theme.colors.ink};
  font-weight: 800;
  font-size: ${theme.fontSizes.lg};
  line-height: 1;
`;

export const Question = styled.h3`
  font-size: ${theme.fontSizes.lg};
  line-height: 1.3;
  padding-top: 0.4rem;
`;

export const Answer = styled.p`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.textMuted};
`;
