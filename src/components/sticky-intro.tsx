import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { lead } from './lead';
import { SectionHeading } from './section-heading';

/** A StickyIntro and the long list beside it, 5:7 from the nav breakpoint on, top-aligned. */
export const StickyIntroLayout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${up('nav')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${theme.space.xxl};
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${up('nav')} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space.xl});
  }
`;

const Note = styled.p`${lead('46ch')}`;

interface StickyIntroProps {
  headingId: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  className?: string;
  /** shown after the note, e.g. a link */
  children?: ReactNode;
}

/** A section's heading and note, which stay in view beside a long list on wide screens. */
export function StickyIntro({ headingId, eyebrow, heading, text, className, children }: StickyIntroProps) {
  return (
    <Column className={className}>
      <div>
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
      </div>
      {text && <Note>{text}</Note>}
      {children}
    </Column>
  );
}
