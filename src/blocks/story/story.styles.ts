import styled from 'styled-components';
import { Picture } from '@/components/picture';
import { splitLayout, type SplitColumns } from '@/components/split-hero.styles';
import { theme, up } from '@/theme/tokens';

export const columns: SplitColumns = { copy: 1, art: 1 };

export const Layout = styled.div`${splitLayout(columns)}`;

export const Copy = styled.div`
  display: grid;
  gap: ${theme.space.md};
  & > h2 { margin-bottom: ${theme.space.xs}; }
`;

export const Paragraph = styled.p`
  max-width: 60ch;
  color: ${theme.colors.textMuted};
  &:first-of-type:not(:only-of-type) { font-size: ${theme.fontSizes.lg}; color: ${theme.colors.text}; }
`;

/** Two columns of equal height: each holds one tall (4:5) and one wide (4:3) picture, in opposite order. */
export const Collage = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  ${up('md')} { gap: ${theme.space.md}; }
`;

export const Column = styled.div`
  display: grid;
  gap: inherit;
  align-content: start;
`;

export const Photo = styled(Picture)<{ $tall: boolean }>`
  width: 100%;
  aspect-ratio: ${({ $tall }) => ($tall ? '4 / 5' : '4 / 3')};
  object-fit: cover;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  box-shadow: ${theme.shadows.card};
`;

/** The founding year, pinned over the middle of the collage. */
export const Badge = styled.p`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-content: center;
  gap: 0.15rem;
  width: clamp(7.5rem, 5rem + 8vw, 9.5rem);
  aspect-ratio: 1;
  padding: ${theme.space.sm};
  border: 6px solid ${theme.colors.mist};
  border-radius: 50%;
  background: ${theme.colors.ink};
  color: ${theme.colors.textOnDark};
  text-align: center;
  transform: translate(-50%, -50%);
`;

export const BadgeValue = styled.span`
  font-size: clamp(1.75rem, 1.2rem + 1.6vw, 2.4rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
  color: ${theme.colors.accent};
`;

export const BadgeLabel = styled.span`
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.3;
  color: ${theme.colors.textOnDark};
`;
