import styled from 'styled-components';
import { Picture } from '@/components/picture';
import { theme, up } from '@/theme/tokens';

export const badgePx = 56;

export const Band = styled.section`
  padding-block: clamp(3rem, 2.2rem + 3vw, 5.5rem);
  background: ${theme.colors.mist};
`;

export const Head = styled.div<{ $spread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'flex-end')};
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

/** The eyebrow shown on its own when the band has no heading, in the eyebrow's look. */
export const Kicker = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.accentInk};
  &::before { content: ''; width: 24px; height: 2px; background: currentColor; }
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1.1rem 0.5rem 0.9rem;
  border: 2px solid ${theme.colors.ink};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  cursor: pointer;
  transition: background-color 0.2s ease, border-color 0.2s ease;
  &:hover { background: ${theme.colors.accent}; border-color: ${theme.colors.accent}; }
`;

/**
 * Swiper's own classes styled here: a linear, edge-faded band of fixed-width slides, so the speed stays even.
 * The row is CSS's, not Swiper's: the prerendered band looks the same before the block hydrates.
 */
export const Track = styled.div`
  mask-image: linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent);
  /* clip, not hidden: a hidden box still scrolls when the browser brings something inside it into view (find in page, focus), which shifts the slides off Swiper's own position */
  .swiper { overflow: hidden; overflow: clip; }
  .swiper-wrapper { display: flex; transition-timing-function: linear; }
  .swiper-slide {
    flex-shrink: 0;
    width: 18rem;
    height: auto;
    padding-inline-end: ${theme.space.md};
    ${up('md')} { width: 22rem; padding-inline-end: ${theme.space.lg}; }
  }
`;

export const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  height: 100%;
  padding: ${`${theme.space.md} ${theme.space.lg} ${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
`;

export const Badge = styled(Picture)`
  flex: none;
  width: ${badgePx}px;
  height: ${badgePx}px;
  border-radius: ${theme.radii.md};
`;

export const Title = styled.p`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  line-height: 1.3;
  letter-spacing: -0.01em;
`;
