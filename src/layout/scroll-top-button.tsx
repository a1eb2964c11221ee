import styled, { keyframes } from 'styled-components';
import { Icon } from '@/components/icon';
import { useSite } from '@/content/site-context';
import { useBackToTop } from '@/hooks/use-back-to-top';
import { useLabels } from '@/hooks/use-labels';
import { theme } from '@/theme/tokens';
import { floatingButton } from './floating-button.styles';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.9); }
  to { opacity: 1; transform: none; }
`;

const Button = styled.button<{ $size: number }>`
  ${floatingButton}
  right: ${theme.space.lg};
  padding: 0;
  border: 1px solid ${theme.colors.lineDark};
  background: ${theme.colors.ink};
  color: ${theme.colors.accent};
  box-shadow: ${theme.shadows.card};
  cursor: pointer;
  animation: ${rise} 0.25s ease-out;
  transition: transform 0.2s ease, background-color 0.2s ease, color 0.2s ease;
  &:hover { transform: translateY(-3px); background: ${theme.colors.accent}; color: ${theme.colors.ink}; }
`;

/** Appears once the page is scrolled past settings.ui.scrollTopThresholdPx and scrolls back to the top. */
export function ScrollTopButton() {
  const labels = useLabels();
  const { settings } = useSite();
  const { visible, scrollToTop } = useBackToTop(settings.ui.scrollTopThresholdPx);
  if (!visible) return null;
  return (
    <Button type="button" aria-label={labels.scrollTop} onClick={scrollToTop} $size={settings.ui.floatingButtonPx}>
      <Icon name="arrow-up" />
    </Button>
  );
}
