import { css } from 'styled-components';
import { theme } from '@/theme/tokens';

/** The larger paragraph under a section's heading, at most `width` wide; muted unless told otherwise (on a dark band). */
export const lead = (width: string, color: string = theme.colors.textMuted) => css`
  max-width: ${width};
  font-size: ${theme.fontSizes.lg};
  color: ${color};
`;
