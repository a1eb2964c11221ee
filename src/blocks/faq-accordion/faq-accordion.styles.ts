import styled from 'styled-components';
import { StickyIntro } from '@/components/sticky-intro';

// the link button keeps its own width instead of stretching across the column
export const Intro = styled(StickyIntro)`
  justify-items: start;
`;
