import styled from 'styled-components';
import { theme } from '@/theme/tokens';

const Eyebrow = styled.p<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accent : theme.colors.accentInk)};
  &::before { content: ''; width: 24px; height: 2px; background: currentColor; }
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.h2};
  max-width: 22ch;
`;

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  onDark?: boolean;
}

/** Eyebrow label and the section's h2; the h2's id labels the section. */
export function SectionHeading({ id, eyebrow, heading, onDark = false }: SectionHeadingProps) {
  return (
    <>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      <Title id={id}>{heading}</Title>
    </>
  );
}
