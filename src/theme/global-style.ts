import { createGlobalStyle } from 'styled-components';
import { theme } from '@/theme/tokens';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.paper};
    overflow-x: clip;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { margin: 0; line-height: 1.15; letter-spacing: -0.02em; font-weight: 700; }
  p { margin: 0; }
  /* the renderer's wrapper around each block (src/render/sections.tsx) leaves layout to the block */
  [data-block] { display: contents; }
  /* an uploaded image's <picture> (src/components/picture.tsx) leaves layout to its <img>, which the places style;
     its <source>s, inline by default, would be empty flex or grid items with a gap each */
  picture { display: contents; }
  source { display: none; }
  img, svg, video { display: block; max-width: 100%; }
  img { height: auto; }
  a { color: inherit; }
  button { font: inherit; }
  ul, ol { margin: 0; padding: 0; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 3px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
