import styled from 'styled-components';
import { Picture } from '@/components/picture';
import { theme, up } from '@/theme/tokens';

export const Members = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${theme.space.lg}; }
  ${up('lg')} { grid-template-columns: repeat(6, minmax(0, 1fr)); gap: ${theme.space.md}; }
`;

export const Member = styled.li`
  display: grid;
  align-content: start;
  gap: 0.2rem;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  &:hover { transform: translateY(-4px); box-shadow: ${theme.shadows.card}; }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
  ${up('md')} { padding: ${theme.space.sm}; }
`;

export const Photo = styled(Picture)`
  width: 100%;
  aspect-ratio: 1;
  margin-bottom: ${theme.space.sm};
  object-fit: cover;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.mist};
`;

export const Name = styled.h3`
  padding-inline: ${theme.space.xs};
  font-size: ${theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

export const Role = styled.p`
  padding: 0 ${theme.space.xs} ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.4;
  color: ${theme.colors.textMuted};
`;
