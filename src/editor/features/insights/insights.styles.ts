import styled from 'styled-components';
import { down, theme } from '@/theme/tokens';
import { controlLook as editorControl } from '../../ui/controls';
import { Bar as PageBar, Main as PageMain, touchSize } from '../../ui/own-page';

const { colors, space, fontSizes } = theme;

export { Panel, Shell } from '../../ui/own-page';

/** A link to the place or the days shown: filled, as a chosen tab is. */
export const currentLook = `
  a[aria-current='page'] {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.textOnDark};
  }
`;

export const Bar = styled(PageBar)`
  ${currentLook}
`;

export const Main = styled(PageMain)`
  h1 {
    font-size: ${fontSizes.xl};
  }
`;

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
