import styled, { css } from 'styled-components';
import { theme, up } from '@/theme/tokens';

/** The side image's column, from the nav breakpoint on (it is not shown below). */
export const sideImagePx = 397;

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  ${up('nav')} {
    grid-template-columns: minmax(0, ${sideImagePx}px) minmax(0, 1fr);
    gap: clamp(2.5rem, 1rem + 3vw, 4.5rem);
  }
`;

/** The side image is decoration for wide screens; below the breakpoint it is not shown, nor fetched. */
export const Media = styled.div`
  display: none;
  ${up('nav')} { display: block; position: sticky; top: calc(${theme.layout.headerHeight} + 1.5rem); }
`;

export const Card = styled.div`
  min-width: 0;
  padding: clamp(1.5rem, 0.75rem + 3vw, 3rem);
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.mist};
`;

export const Intro = styled.p`
  max-width: 56ch;
  margin-top: ${theme.space.md};
  margin-bottom: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Field = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${theme.space.xs};
  align-content: start;
  min-width: 0;
  ${({ $wide }) => $wide && css`${up('md')} { grid-column: 1 / -1; }`}
`;

export const Label = styled.label`
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
`;

export const RequiredMark = styled.span`
  margin-left: 0.25rem;
  color: ${theme.colors.danger};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 52px;
  padding: 0.8rem 1rem;
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.line)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.text};
  font: inherit;
  font-family: ${theme.fonts.typed};
  font-size: ${theme.fontSizes.md};
  transition: border-color 0.2s ease, box-shadow 0.2s ease;
  /* focused after a failed submit, the field scrolls into view with its label under the sticky header */
  scroll-margin-top: 2.5rem;
  /* the examples are the page's own words, in its subset */
  &::placeholder { color: ${theme.colors.textMuted}; opacity: 0.75; font-family: ${theme.fonts.body}; }
  &:hover { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)}; }
  &:focus { outline: none; border-color: ${theme.colors.ink}; box-shadow: 0 0 0 4px ${theme.colors.accent}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

export const Input = styled.input<{ $invalid: boolean }>`${control}`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 150px;
  resize: vertical;
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  &::before {
    content: '!';
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${theme.colors.danger};
    color: ${theme.colors.paper};
    font-size: 0.75rem;
    font-weight: 800;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
`;

export const Note = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export const SubmitButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  min-height: 52px;
  padding: 0.75rem 1.8rem;
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.ink};
  color: ${theme.colors.textOnDark};
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
  cursor: pointer;
  transition: background-color 0.2s ease, color 0.2s ease, transform 0.2s ease;
  &:hover { background: ${theme.colors.accent}; color: ${theme.colors.ink}; }
  &:active { transform: translateY(1px); }
  &[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;
