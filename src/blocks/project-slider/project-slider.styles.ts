import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { Picture } from '@/components/picture';

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.lg};
  margin-bottom: ${theme.space.xl};
`;

export const Controls = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  &[hidden] { display: none; }
`;

export const ArrowButton = styled.button`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  padding: 0;
  border: 2px solid ${theme.colors.ink};
  border-radius: 50%;
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  cursor: pointer;
  transition: background-color 0.2s ease, border-color 0.2s ease, opacity 0.2s ease;
  &:hover { background: ${theme.colors.accent}; border-color: ${theme.colors.accent}; }
  &[aria-disabled='true'] { opacity: 0.45; cursor: default; background: ${theme.colors.paper}; border-color: ${theme.colors.ink}; }
`;

interface Layout {
  $gapPx: number;
  $breakpoints: { minWidthPx: number; slidesPerView: number }[];
}

// Swiper's slide width for `perView` slides `gap` apart, set by CSS until Swiper measures it itself.
const slideWidth = (perView: number, gap: number) => `calc((100% - ${(perView - 1) * gap}px) / ${perView})`;

/**
 * Swiper's own classes styled here: equal-height slides and pagination bullets with a 24px target and AA
 * contrast. Until Swiper starts (the block hydrates when it nears the viewport) the prerendered slides get
 * the same row, widths and gaps from CSS, and the pagination its height: nothing moves when it starts.
 */
export const Track = styled.div<Layout>`
  /* clip, not hidden: a hidden box still scrolls when the browser brings something inside it into view (find in page, focus), which shifts the slides off Swiper's own position */
  .swiper { overflow: hidden; overflow: clip; }
  .swiper-wrapper { display: flex; }
  .swiper-slide { flex-shrink: 0; height: auto; }
  .swiper:not(.swiper-initialized) .swiper-slide {
    width: 100%;
    margin-right: ${({ $gapPx }) => $gapPx}px;
  }
  ${({ $breakpoints, $gapPx }) =>
    $breakpoints.map(
      ({ minWidthPx, slidesPerView }) => `@media (min-width: ${minWidthPx}px) {
        .swiper:not(.swiper-initialized) .swiper-slide { width: ${slideWidth(slidesPerView, $gapPx)}; }
      }`,
    )}
  .swiper-pagination { position: static; min-height: 24px; margin-top: ${theme.space.xl}; }
  .swiper-pagination.swiper-pagination-horizontal {
    position: static;
    display: flex;
    justify-content: center;
    gap: 4px;
    margin-top: ${theme.space.xl};
  }
  .swiper-pagination-bullet {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    margin: 0 !important;
    border-radius: ${theme.radii.pill};
    background: transparent;
    opacity: 1;
  }
  .swiper-pagination-bullet::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.textMuted};
    transition: width 0.25s ease, background-color 0.25s ease;
  }
  .swiper-pagination-bullet:hover::before { background: ${theme.colors.ink}; }
  .swiper-pagination-bullet-active::before { width: 20px; background: ${theme.colors.ink}; }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
`;

export const CardImage = styled(Picture)`
  width: 100%;
  aspect-ratio: 18 / 13;
  object-fit: cover;
  background: ${theme.colors.mist};
`;

export const CardBody = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  ${up('md')} { padding: ${theme.space.xl}; }
`;

export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

export const CardText = styled.p`
  color: ${theme.colors.textMuted};
`;
