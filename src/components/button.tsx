import { Link } from '@/components/link';
import styled, { css } from 'styled-components';
import { theme } from '@/theme/tokens';

type Variant = 'accent' | 'dark' | 'outline';

const styles = css<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  min-height: 48px;
  padding: 0.75rem 1.6rem;
  border-radius: ${theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.2s ease, color 0.2s ease, border-color 0.2s ease, transform 0.2s ease;
  ${({ $variant, theme }) =>
    $variant === 'accent'
      ? css`background: ${theme.colors.accent}; color: ${theme.colors.ink};
          &:hover { background: ${theme.colors.accentHover}; }`
      : $variant === 'dark'
        ? css`background: ${theme.colors.ink}; color: ${theme.colors.textOnDark};
            &:hover { background: ${theme.colors.inkSoft}; }`
        : css`background: transparent; color: inherit; border-color: currentColor;
            &:hover { background: ${theme.colors.accent}; color: ${theme.colors.ink}; border-color: ${theme.colors.accent}; }`}
  &:active { transform: translateY(1px); }
`;

const StyledLink = styled(Link)<{ $variant: Variant }>`${styles}`;

interface LinkButtonProps {
  to: string;
  children: React.ReactNode;
  variant?: Variant;
}

/** A link to a route of the site, styled as a button. */
export function LinkButton({ to, children, variant = 'accent' }: LinkButtonProps) {
  return (
    <StyledLink to={to} $variant={variant}>
      {children}
      <ButtonArrow />
    </StyledLink>
  );
}

/** The arrow after the label of a button or a call-to-action link, on a 16×16 grid of its own. */
export function ButtonArrow() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
