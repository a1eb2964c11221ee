// One visual language: every colour, size and breakpoint used by the components comes from here.
export const theme = {
  colors: {
    ink: '#10131a',
    inkSoft: '#1b2029',
    paper: '#ffffff',
    mist: '#f3f4f1',
    line: '#e3e5ea',
    lineDark: '#2c3340',
    text: '#10131a',
    textMuted: '#4a5160',
    textOnDark: '#ffffff',
    textOnDarkMuted: '#b8bfcc',
    accent: '#c8f169',
    accentHover: '#b5e24a',
    accentInk: '#2f4a00',
    focus: '#2563eb',
    star: '#b45309',
    danger: '#b42318',
  },
  fonts: {
    // Devanagari text falls through the Latin faces (their unicode-range) to Noto Sans Devanagari: the subset made
    // for the page's release (its document declares it: release-font.ts), the whole font, or its fallback
    body: "'Plus Jakarta Sans Variable', 'Noto Sans Devanagari Page', 'Noto Sans Devanagari Variable', 'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback', 'Noto Sans Devanagari Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    // what a visitor types: never the page's subset, which has only the glyphs of the page's own words
    typed: "'Plus Jakarta Sans Variable', 'Noto Sans Devanagari Variable', 'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback', 'Noto Sans Devanagari Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    // a word in another language than the page's (the switch's names): the system's own Devanagari faces first
    // (Windows, macOS and iOS, Android and Linux), the web font last, fetched only by a system that has none
    otherLanguage: "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback', 'Nirmala UI', 'Kohinoor Devanagari', 'Devanagari Sangam MN', 'Noto Sans Devanagari', 'Noto Sans Devanagari Variable', system-ui, sans-serif",
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.375rem, 1.1rem + 1vw, 1.75rem)',
    h2: 'clamp(1.875rem, 1.3rem + 2.2vw, 3rem)',
    h1: 'clamp(2.25rem, 1.4rem + 3.6vw, 4.5rem)',
  },
  space: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem', section: 'clamp(4rem, 3rem + 4vw, 7.5rem)' },
  radii: { sm: '8px', md: '14px', lg: '24px', pill: '999px' },
  shadows: { card: '0 1px 2px rgba(16, 19, 26, 0.06), 0 12px 32px -12px rgba(16, 19, 26, 0.18)' },
  layout: { maxWidth: '1240px', gutter: 'clamp(1rem, 0.5rem + 2vw, 2rem)', headerHeight: '80px' },
  breakpoints: { sm: 576, md: 768, nav: 992, lg: 1200 },
  zIndex: { header: 50, floating: 60, menu: 80, modal: 90, preloader: 100 },
} as const;

export type Theme = typeof theme;

/** The media condition from a breakpoint of the theme on: `(min-width: 992px)`. */
export const minWidth = (bp: keyof Theme['breakpoints']) => `(min-width: ${theme.breakpoints[bp]}px)`;
/** `@media` query from a breakpoint of the theme, min-width first (mobile-first). */
export const up = (bp: keyof Theme['breakpoints']) => `@media ${minWidth(bp)}`;
export const down = (bp: keyof Theme['breakpoints']) => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
