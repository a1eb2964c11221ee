import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { sectionsAttribute } from './section-index';

const section = `[${sectionsAttribute}] > [data-block] > :first-child`;

/**
 * The rules that hint any section on hover and outline the selected one: on the block's first element, as
 * the wrapper (display: contents) has no box. Plain CSS text, for a <style> element the preview renders.
 */
export function selectionCss(selected: number | null): string {
  const hover = `${section} { cursor: pointer; }\n${section}:hover { outline: 2px dashed ${theme.colors.focus}; outline-offset: -2px; }`;
  if (selected === null) return hover;
  return `${hover}\n[${sectionsAttribute}] > [data-block]:nth-child(${selected + 1}) > :first-child { outline: 4px solid ${theme.colors.focus}; outline-offset: -4px; }`;
}

export const Notice = styled.p`
  max-width: ${theme.layout.maxWidth};
  margin: ${theme.space.lg} auto;
  padding: ${theme.space.md} ${theme.space.lg};
  border: 2px dashed ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.danger};
  font-weight: 600;
  text-align: center;
`;
