import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { Picture } from '@/components/picture';

export const photoPx = 56;

export const Cards = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.xl};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  box-shadow: ${theme.shadows.card};
`;

export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

export const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export const Author = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.line};
`;

export const Photo = styled(Picture)`
  flex: none;
  width: ${photoPx}px;
  height: ${photoPx}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.mist};
`;

export const Name = styled.p`
  font-weight: 700;
  line-height: 1.3;
`;

export const Designation = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  line-height: 1.4;
`;
