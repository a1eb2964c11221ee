import styled from 'styled-components';
import { Picture } from '@/components/picture';
import { theme } from '@/theme/tokens';

export const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.ink};
  box-shadow: ${theme.shadows.card};
`;

export const Placeholder = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* scaled so the blur's soft edge falls outside the frame */
  filter: blur(18px);
  transform: scale(1.12);
`;

export const FullImage = styled(Picture)`
  position: relative;
  width: 100%;
  opacity: 1;
  transition: opacity 0.7s ease;
  &[data-loaded='false'] { opacity: 0; }
`;
