import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { Group } from './form.styles';

const { colors, radii, space, fontSizes } = theme;

export const Current = styled.div`
  display: flex;
  gap: ${space.sm};
  align-items: center;
  font-size: ${fontSizes.xs};
  overflow-wrap: anywhere;
`;

export const Thumb = styled.img`
  width: 56px;
  height: 56px;
  object-fit: contain;
  flex: none;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  /* a checkerboard, so a white logo shows as well as a dark one; an uploaded JPEG is never see-through */
  background: repeating-conic-gradient(#c9cdd6 0% 25%, ${colors.mist} 0% 50%) 50% / 12px 12px;
  &[data-opaque] {
    background: ${colors.mist};
  }
`;

export const VideoMark = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  flex: none;
  border-radius: ${radii.sm};
  background: ${colors.ink};
  color: ${colors.accent};
  font-size: ${fontSizes.lg};
`;

export const FileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${space.xs};
  max-height: 22rem;
  overflow: auto;
  margin-block-start: ${space.xs};
  padding: 2px;
`;

export const FileChoice = styled.label`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  padding: ${space.xs};
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.paper};
  font-size: ${fontSizes.xs};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  input { position: absolute; inset-block-start: 0.375rem; inset-inline-start: 0.375rem; margin: 0; accent-color: ${colors.ink}; }
  &:has(input:checked) { border-color: ${colors.ink}; box-shadow: inset 0 0 0 2px ${colors.ink}; }
  &:has(input:focus-visible) { outline: 3px solid ${colors.focus}; outline-offset: 1px; }
`;

/** A file field; an image's takes a dropped file, outlined while one is over it. */
export const FileGroup = styled(Group)`
  &[data-dropping] {
    outline: 2px dashed ${colors.ink};
    outline-offset: 2px;
    background: ${colors.mist};
  }
`;
