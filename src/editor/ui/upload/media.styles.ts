import styled from 'styled-components';
import { theme } from '@/theme/tokens';

const { colors, radii, space, fontSizes } = theme;

// a checkerboard behind a picture, so a white logo shows as well as a dark one (as the file field's thumbnails)
const checkerboard = `repeating-conic-gradient(#c9cdd6 0% 25%, ${colors.mist} 0% 50%) 50% / 12px 12px`;

export const PreviewFigure = styled.figure`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  img {
    justify-self: start;
    width: auto;
    max-height: min(16rem, 40vh);
    border: 1px solid ${colors.line};
    border-radius: ${radii.sm};
    background: ${checkerboard};
  }
  figcaption {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${space.md};
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${space.xs};
  padding: ${space.sm};
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${radii.sm};
    background: ${colors.mist};
  }
  /* only a PNG can be see-through: a photo letterboxed on a checkerboard would look transparent */
  &[data-transparent] img {
    background: ${checkerboard};
  }
  h3 {
    font-size: ${fontSizes.sm};
    color: ${colors.text};
  }
  > button {
    justify-self: start;
  }
`;

export const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space.sm} ${space.md};
  > :first-child {
    flex: 1 1 16rem;
    display: grid;
    gap: 0.25rem;
    max-width: 28rem;
  }
  label {
    font-weight: 600;
    font-size: ${fontSizes.sm};
  }
  input[type='search'] {
    font: inherit;
    font-size: ${fontSizes.sm};
    padding: 0.375rem ${space.xs};
    border: 1px solid ${colors.textMuted};
    border-radius: ${radii.sm};
  }
`;

/** A line a screen reader announces politely, beside the buttons it concerns. */
export const Status = styled.p`
  align-self: center;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;
