import styled from 'styled-components';
import { iconPaths } from './icon-paths';
import { theme } from '@/theme/tokens';
import { useLabels } from '@/hooks/use-labels';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${theme.colors.star};
`;

interface StarsProps {
  /** whole stars, 0 to `max` */
  rating: number;
  max?: number;
  /** width and height of one star in pixels */
  size?: number;
}

/** A star rating read out as one image, "Rated 4 out of 5". */
export function Stars({ rating, max = 5, size = 18 }: StarsProps) {
  const labels = useLabels();
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <Row role="img" aria-label={labels.rated(filled, max)}>
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={iconPaths.star}
            fill={index < filled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </Row>
  );
}
