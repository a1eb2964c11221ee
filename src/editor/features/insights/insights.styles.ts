import styled from 'styled-components';
import { down, theme } from '@/theme/tokens';
import { controlLook as editorControl } from '../../ui/controls';

const { colors, space, fontSizes } = theme;

/** Controls a finger can hit on a phone: 44 px, the size WCAG's target rule asks for. */
const touchSize = '2.75rem';

export const Shell = styled.div`
  min-height: 100dvh;
  background: ${colors.mist};
  ${down('md')} {
    button,
    input,
    [data-touch] {
      min-height: ${touchSize};
    }
    a[data-touch] {
      display: inline-flex;
      align-items: center;
    }
  }
`;

/** A link to the place or the days shown: filled, as a chosen tab is. */
export const currentLook = `
  a[aria-current='page'] {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.textOnDark};
  }
`;

export const Bar = styled.header`
  ${currentLook}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
  padding: ${space.sm} ${theme.layout.gutter};
  border-bottom: 1px solid ${colors.line};
  background: ${colors.paper};
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
  }
`;

export const Main = styled.main`
  display: grid;
  gap: ${space.md};
  align-content: start;
  max-width: 96rem;
  margin: 0 auto;
  padding: ${space.lg} ${theme.layout.gutter} ${space.xxl};
  h1 {
    font-size: ${fontSizes.xl};
  }
  /* the heading takes the focus when what held it is gone: shown to a keyboard only */
  h1:focus {
    outline: none;
  }
  h1:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;

export { Panel } from '../../ui/panel';

/** Panels side by side as many as fit (two at 1440 px), one under the other on a phone. */
export const Tiles = styled.div`
  display: grid;
  gap: ${space.md};
  align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 30rem), 1fr));
`;

export const Muted = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export const DateInput = styled.input`
  ${editorControl}
  ${down('md')} {
    min-height: ${touchSize};
  }
`;

/** Text a visitor's browser sent (a referring host, a campaign's name): its own direction, isolated. */
export const SentText = styled.span.attrs({ dir: 'auto' })`
  unicode-bidi: isolate;
  overflow-wrap: break-word;
`;
