import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { SectionHeading } from './section-heading';

const Row = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: end;
  ${up('nav')} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${theme.space.xxl}; }
`;

const Text = styled.p<{ $onDark: boolean }>`
  max-width: 52ch;
  font-size: ${theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;

interface SectionIntroProps {
  id: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  onDark?: boolean;
}

/** A section's heading beside its intro text: one column on phones, two from the nav breakpoint. */
export function SectionIntro({ id, eyebrow, heading, text, onDark = false }: SectionIntroProps) {
  return (
    <Row>
      <div>
        <SectionHeading id={id} eyebrow={eyebrow} heading={heading} onDark={onDark} />
      </div>
      {text && <Text $onDark={onDark}>{text}</Text>}
    </Row>
  );
}
