// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { styled, keyframes, createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { reuseStyleRules, reusedStyleRules } from './style-rules-cache';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $wide?: boolean }>`
  width: ${({ $wide }) => ($wide ? '100%' : '50%')};
  animation: ${spin} 1s linear;
`;
const Wider = styled(Box)`
  padding: 1rem;
  &:hover { color: red; }
`;

function Page({ wide }: { wide: boolean }) {
  return (
    <>
      <Global />
      <Box $wide={wide}>a</Box>
      <Wider $wide={!wide}>b</Wider>
    </>
  );
}

function render(wide: boolean, reuse: boolean) {
  const sheet = new ServerStyleSheet();
  if (reuse) reuseStyleRules(sheet);
  try {
    const html = renderToString(sheet.collectStyles(<Page wide={wide} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('reuseStyleRules', () => {
  it('gives each page the styles styled-components would give it alone, after pages that used other classes', () => {
    const alone = [render(true, false), render(false, false)];
    const before = reusedStyleRules();
    const reused = [render(true, true), render(false, true)];
    const first = reusedStyleRules();
    reused.push(render(true, true), render(false, true));
    // the later pages took their classes from the cache (a styled-components that no longer calls the two methods
    // would leave the pages right but compile every page again)
    expect(reusedStyleRules() - first).toBeGreaterThanOrEqual(8);
    expect(first - before).toBeGreaterThan(0);
    expect(reused[0]).toEqual(alone[0]);
    expect(reused[1]).toEqual(alone[1]);
    // the later pages take every rule from the cache: same bytes, keyframes, global style and extended component included
    expect(reused[2]).toEqual(alone[0]);
    expect(reused[3]).toEqual(alone[1]);
    expect(alone[0]!.styles).toContain('@keyframes');
    expect(alone[0]!.styles).toContain('body{margin:0;}');
    expect(alone[0]!.styles).not.toEqual(alone[1]!.styles);
  });
});
