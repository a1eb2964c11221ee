import styled, { css } from 'styled-components';
import { theme } from '@/theme/tokens';

// The editor's few shared pieces, drawn with the site's tokens.

const { colors, radii, space, fontSizes } = theme;

/** Out of sight and still read out (a table's header row when its rows are cards, a word only a screen reader says). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The box of a field in the editor: its height, padding, border and colours (the forms' inputs and the controls below). */
export const fieldBox = css`
  min-height: 2.25rem;
  padding: 0.375rem ${space.xs};
  border: 1px solid ${colors.textMuted};
  border-radius: ${radii.sm};
  background: ${colors.paper};
  color: ${colors.text};
`;

/** A select, date or time field in the editor's look (Field below styles text inputs only). */
export const controlLook = css`
  font: inherit;
  font-size: ${fontSizes.sm};
  ${fieldBox}
  max-width: 100%;
  ${focusRing}
`;

const buttonLook = css<{ $variant?: 'primary' | 'danger' | 'plain' }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 2.25rem;
  padding: 0.375rem ${space.sm};
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.paper};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
  &:hover:not(:disabled) {
    border-color: ${colors.textMuted};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${colors.textMuted};
    background: ${colors.mist};
  }
  ${({ $variant }) =>
    $variant === 'primary' &&
    css`
      background: ${colors.ink};
      border-color: ${colors.ink};
      color: ${colors.textOnDark};
      &:hover:not(:disabled) {
        background: ${colors.inkSoft};
      }
    `}
  ${({ $variant }) =>
    $variant === 'danger' &&
    css`
      color: ${colors.danger};
    `}
`;

export const Button = styled.button<{ $variant?: 'primary' | 'danger' | 'plain' }>`
  ${buttonLook}
`;

/** A link that looks like a button: it opens a page rather than acting here. */
export const ButtonLink = styled.a<{ $variant?: 'primary' | 'danger' | 'plain' }>`
  ${buttonLook}
  text-decoration: none;
`;

export const PanelHeading = styled.h2`
  font-size: ${fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${colors.textMuted};
  margin-bottom: ${space.xs};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

export const Hint = styled.p`
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;

export const ErrorText = styled.p`
  font-size: ${fontSizes.xs};
  color: ${colors.danger};
  font-weight: 600;
`;

export const Notice = styled.div<{ $tone?: 'danger' | 'info' }>`
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.sm};
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? colors.danger : colors.line)};
  background: ${({ $tone }) => ($tone === 'danger' ? colors.paper : colors.mist)};
  border-left-width: ${({ $tone }) => ($tone === 'danger' ? '6px' : '1px')};
  font-size: ${fontSizes.sm};
  display: grid;
  gap: ${space.xs};
  ul {
    padding-left: ${space.lg};
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
    font-size: ${fontSizes.sm};
  }
  input[type='text'],
  textarea {
    font: inherit;
    font-size: ${fontSizes.sm};
    padding: 0.375rem ${space.xs};
    border: 1px solid ${colors.textMuted};
    border-radius: ${radii.sm};
    ${focusRing}
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  input:disabled {
    border-style: dashed;
    background: ${colors.mist};
    cursor: not-allowed;
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${fontSizes.xs};
  white-space: pre-wrap;
`;

/** A list of cards in a dialog: versions, schedules, review requests, preview links. */
export const CardList = styled.ol`
  display: grid;
  gap: ${space.sm};
  list-style: none;
`;

/** One card of a CardList; `$current` (the live version, an active link) is drawn in ink. */
export const Card = styled.li<{ $current?: boolean }>`
  display: grid;
  gap: ${space.xs};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${({ $current }) => ($current ? colors.ink : colors.line)};
  border-radius: ${radii.sm};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
  h3,
  h4 {
    font-size: ${fontSizes.md};
  }
  [role='group'] {
    display: grid;
    gap: ${space.xs};
  }
`;

/** A titled part of a dialog: its h3, then its content. */
export const DialogPart = styled.div`
  display: grid;
  gap: ${space.xs};
  h3 {
    font-size: ${fontSizes.md};
  }
`;

export const Check = styled.label`
  display: flex;
  gap: ${theme.space.xs};
  align-items: center;
  font-weight: 600;
  input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: ${theme.colors.ink}; }
`;

// Polite, and in the page before it says anything, so that a screen reader reads what is put in it; out of the
// row's flow while empty, so that it adds no gap.
export const Announcement = styled.p`
  align-self: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`;
