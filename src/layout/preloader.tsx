import styled, { keyframes, useTheme } from 'styled-components';
import { useSite } from '@/content/site-context';
import { usePreloader } from '@/hooks/use-preloader';
import { theme } from '@/theme/tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;
const fadeOut = keyframes`to { opacity: 0; visibility: hidden; }`;

const Overlay = styled.div<{ $visible: boolean; $ms: number }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.preloader};
  display: grid;
  place-items: center;
  background: ${theme.colors.ink};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  pointer-events: ${({ $visible }) => ($visible ? 'auto' : 'none')};
  transition: opacity 0.4s ease, visibility 0s linear 0.4s;
  /* without JavaScript the server-rendered overlay still goes away on time */
  animation: ${fadeOut} 0.4s ease ${({ $ms }) => $ms}ms forwards;
`;

const Mark = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    border: 3px solid ${theme.colors.lineDark};
    border-top-color: ${theme.colors.accent};
    /* two turns outlast the cover (700 ms and its fade): an endless spin would cost every frame after it */
    animation: ${spin} 0.9s linear 2;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before { animation: none; border-color: ${theme.colors.accent}; }
  }
`;

/** Full-screen cover shown on first load for settings.ui.preloaderMs; decorative, so hidden from screen readers. */
export function Preloader() {
  const { settings } = useSite();
  const visible = usePreloader(settings.ui.preloaderMs);
  const { colors } = useTheme();
  return (
    <Overlay
      $visible={visible}
      $ms={settings.ui.preloaderMs}
      aria-hidden="true"
      data-testid="preloader"
      data-state={visible ? 'visible' : 'hidden'}
    >
      <Mark>
        <svg width="44" height="44" viewBox="0 0 64 64" focusable="false">
          <rect width="64" height="64" rx="16" fill={colors.accent} />
          <path d="M18 14.5 L32 31 L46 14.5 M32 31 V38" fill="none" stroke={colors.ink} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M13 49 C19 43.5 25 43.5 32 49 S45 54.5 51 49" fill="none" stroke={colors.accentInk} strokeWidth="5" strokeLinecap="round" />
        </svg>
      </Mark>
    </Overlay>
  );
}
