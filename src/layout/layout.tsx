import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useScrollToTopOnNavigate } from '@/hooks/use-scroll-to-top-on-navigate';
import { useDocumentLanguage } from '@/hooks/use-locale';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { FloatingChat } from './floating-chat';
import { Footer } from './footer';
import { Header } from './header';
import { useLabels } from '@/hooks/use-labels';
import { LiveChat } from './live-chat';
import { Preloader } from './preloader';
import { ScrollTopButton } from './scroll-top-button';
import { SkipLink } from './skip-link';
import { ChromeSlot } from './chrome-slot';

const Main = styled.main`
  display: block;
  min-height: 60vh;
  /* focus lands here after a route change for screen readers; a ring around the whole page would only distract */
  &:focus { outline: none; }
`;

/** The chrome every page shares, in reading order, around the current route (`children`). */
export function Layout({ children }: { children: ReactNode }) {
  const labels = useLabels();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(mainRef);
  useDocumentLanguage();
  // the slots let the server render the header and footer once per release and join them to each page
  return (
    <>
      <ChromeSlot slot="top">
        <SkipLink href="#main">{labels.skipLink}</SkipLink>
        <Preloader />
        <Header />
      </ChromeSlot>
      <ChromeSlot slot="main">
        <Main id="main" ref={mainRef} tabIndex={-1}>
          <ErrorBoundary resetKey={pathname} fallback={<ErrorScreen />}>
            {children}
          </ErrorBoundary>
        </Main>
      </ChromeSlot>
      <ChromeSlot slot="bottom">
        <Footer />
        {/* a landmark of its own, so screen-reader users can find these fixed controls like the rest of the page */}
        <aside aria-label={labels.quickActions}>
          <FloatingChat />
          <ScrollTopButton />
        </aside>
        <LiveChat />
      </ChromeSlot>
    </>
  );
}
