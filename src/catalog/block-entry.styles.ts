import styled, { css } from 'styled-components';
import { Container } from '@/components/container';
import { up } from '@/theme/tokens';

// Only the catalog shows code, so the theme has no monospace font of its own.
const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

// A full-width band whose text lines up with the container's content above and below.
const alignedInline = css`
  padding-inline: ${({ theme }) => `max(${theme.layout.gutter}, calc((100% - ${theme.layout.maxWidth}) / 2 + ${theme.layout.gutter}))`};
`;

export const Region = styled.section`
  border-top: 6px solid ${({ theme }) => theme.colors.ink};
`;

export const Info = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl};
  ${up('lg')} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); align-items: start; }
`;

export const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const TypeName = styled.p`
  font-family: ${mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  code { font: inherit; color: ${({ theme }) => theme.colors.accentInk}; font-weight: 700; }
`;

export const Description = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const JsonPanel = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  & :focus-visible { outline-color: ${({ theme }) => theme.colors.accent}; }
`;

export const JsonHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.lineDark};
`;

export const JsonLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

export const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  font-family: ${mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.55;
  tab-size: 2;
  /* wrapped rather than scrolled: a scrolling box would need its own tab stop to be read by keyboard */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Code = styled.code`
  font: inherit;
`;

export const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CopyButton = styled.button`
  min-height: 40px;
  padding: 0.4rem 1.1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.accentHover}; }
  &[hidden] { display: none; }
`;

export const CopyStatus = styled.p<{ $failed: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.textOnDark : theme.colors.accent)};
`;

export const PreviewLabel = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  ${alignedInline}
  background: ${({ theme }) => theme.colors.mist};
  border-block: 1px solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notice = styled.p`
  padding-block: ${({ theme }) => theme.space.xl};
  ${alignedInline}
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
