import styled from 'styled-components';
import { theme } from '@/theme/tokens';

// Nothing here moves: the previews redraw as one types, without transitions (reduced motion or not).
export const Region = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.mist};
  min-width: 0;
  h3 {
    font-size: ${theme.fontSizes.md};
  }
  figure {
    display: grid;
    gap: ${theme.space.xs};
    margin: 0;
    min-width: 0;
  }
  figcaption {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// a search engine's look: its own sizes and colours, whatever the site's
export const SearchCard = styled.div`
  display: grid;
  gap: 2px;
  padding: ${theme.space.sm};
  background: #fff;
  border-radius: ${theme.radii.sm};
  font-family: Arial, ${theme.fonts.body};
  .site {
    font-size: 14px;
    color: #202124;
  }
  .address {
    font-size: 12px;
    color: #4d5156;
  }
  .title {
    font-size: 20px;
    line-height: 1.3;
    color: #1a0dab;
  }
  .description {
    font-size: 14px;
    line-height: 1.58;
    color: #474747;
  }
`;

export const LinkCard = styled.div<{ $small: boolean }>`
  display: grid;
  grid-template-columns: ${({ $small }) => ($small ? '5rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  background: #fff;
  border: 1px solid #dadde1;
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  font-family: Helvetica, Arial, ${theme.fonts.body};
  .picture {
    /* the small card's logo fills its column's height, the large picture is 1200 × 630 */
    aspect-ratio: ${({ $small }) => ($small ? 'auto' : '1200 / 630')};
    min-height: ${({ $small }) => ($small ? '5rem' : '0')};
    background: #f0f2f5;
    display: grid;
    place-items: center;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $small }) => ($small ? 'contain' : 'cover')};
    padding: ${({ $small }) => ($small ? theme.space.xs : '0')};
  }
  .words {
    display: grid;
    gap: 2px;
    padding: ${theme.space.xs} ${theme.space.sm};
    background: #f0f2f5;
    min-width: 0;
  }
  .host {
    /* an address is cut at its end, never broken inside */
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    overflow-wrap: normal;
    font-size: 12px;
    text-transform: uppercase;
    color: #4b4f56;
  }
  .title {
    font-size: 16px;
    font-weight: 700;
    line-height: 1.3;
    color: #1d2129;
  }
  .title,
  .description {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  .description {
    font-size: 14px;
    color: #4b4f56;
  }
`;

export const Counts = styled.ul`
  display: grid;
  gap: 2px;
  padding-left: 1.1rem;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

export const Warnings = styled.div`
  font-size: ${theme.fontSizes.xs};
  p {
    font-weight: 600;
  }
  ul {
    padding-left: 1.1rem;
  }
`;
