import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { thumbnailScreen } from './catalog-entries';

const { colors, fontSizes, radii, space } = theme;

export const Cards = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${space.md};
`;

// The button's ::after covers the whole card: a click on the picture is a click on the button.
export const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  overflow: hidden;
  background: ${colors.paper};
  &:hover {
    border-color: ${colors.textMuted};
  }
`;

export const CardButton = styled.button`
  display: grid;
  align-content: start;
  gap: 0.25rem;
  padding: ${space.sm} ${space.md} ${space.md};
  border: 0;
  border-top: 1px solid ${colors.line};
  background: none;
  color: ${colors.text};
  text-align: start;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

export const CardTitle = styled.span`
  font-size: ${fontSizes.md};
  font-weight: 700;
`;

export const CardDescription = styled.span`
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;

// A desktop's first screen, scaled to the card's width; nothing in it can be pointed at or focused.
export const Thumb = styled.div`
  position: relative;
  aspect-ratio: ${thumbnailScreen.width} / ${thumbnailScreen.height};
  overflow: hidden;
  background: ${colors.mist};
  pointer-events: none;
  user-select: none;
`;

export const ThumbFrame = styled.iframe`
  position: absolute;
  top: 0;
  left: 0;
  border: 0;
  transform-origin: 0 0;
  background: ${colors.paper};
  /* shown once drawn: no half-styled page while it loads */
  &:not([data-drawn]) {
    visibility: hidden;
  }
`;

export const NoPreview = styled.p`
  position: absolute;
  inset: ${space.sm};
  display: grid;
  place-items: center;
  border: 2px dashed ${colors.line};
  border-radius: ${radii.sm};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;
