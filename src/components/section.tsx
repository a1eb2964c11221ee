import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from './container';
import { theme } from '@/theme/tokens';

type Tone = 'light' | 'mist' | 'dark';

const Band = styled.section<{ $tone: Tone }>`
  padding-block: ${theme.space.section};
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`background: ${theme.colors.ink}; color: ${theme.colors.textOnDark};`
      : $tone === 'mist'
        ? css`background: ${theme.colors.mist};`
        : css`background: ${theme.colors.paper};`}
`;

interface SectionProps {
  id?: string;
  tone?: Tone;
  /** id of the heading that names this region for assistive technology */
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width band of a page with its content centred in the container. */
export function Section({ id, tone = 'light', labelledBy, children }: SectionProps) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={labelledBy}>
      <Container>{children}</Container>
    </Band>
  );
}
