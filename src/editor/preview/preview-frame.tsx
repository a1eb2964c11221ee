import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Site } from '@/generated/site';
import type { SiteShell } from '@/content/site-types';
import { theme } from '@/theme/tokens';
import { isPreviewMessage, type DraftMessage } from '../api/preview-messages';
import { useFitScale } from '../ui/use-fit-scale';
import { ViewportSwitch, type PreviewWidth } from './viewport-switch';
import { previewLabels } from './labels';
import { pageBlocks } from '../state/page-blocks';

/** The page the dev server serves for the iframe (scripts/vite-plugins/editor-dev-plugin.ts). */
export const previewUrl = '/edit/preview';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  height: 100%;
  min-height: 0;
`;

const Stage = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 20rem;
  overflow: hidden;
  background: ${theme.colors.mist};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
`;

const Frame = styled.iframe`
  position: absolute;
  top: 0;
  border: 0;
  background: ${theme.colors.paper};
  transform-origin: 0 0;
`;

export interface PreviewFrameProps {
  site: Site;
  /** the path of the page shown */
  path: string;
  /** the index of the selected section in the page's sections */
  selected: number | null;
  /** the viewport width shown first; the switch changes it */
  width: PreviewWidth;
  onSelect(index: number): void;
  /** told when the switch picks another width, for an editor that keeps it */
  onWidthChange?(width: PreviewWidth): void;
}

/** The parts of the site besides its pages, each compared by identity to tell whether the chrome changed. */
const shellParts = (site: Site) => Object.entries(site).filter(([key]) => key !== 'pages');

/**
 * The draft in an iframe with the site's real blocks, at a real viewport width scaled to fit the column.
 * Each change posts the selected page and, only when it changed, the rest of the site: never all pages.
 */
export function PreviewFrame({ site, path, selected, width, onSelect, onWidthChange }: PreviewFrameProps) {
  const [shown, setShown] = useState(width);
  const [given, setGiven] = useState(width);
  if (given !== width) {
    // a new width from the editor wins over the switch
    setGiven(width);
    setShown(width);
  }
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const fit = useFitScale(stage, shown);
  // bumped on each "ready": a reloaded preview (hot update) gets the whole draft again
  const [ready, setReady] = useState(0);
  const sentParts = useRef<[string, unknown][] | null>(null);
  const seq = useRef(0);

  const onMessage = useEffectEvent((event: MessageEvent) => {
    const preview = frame.current?.contentWindow;
    if (event.origin !== window.location.origin || !preview || event.source !== preview || !isPreviewMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'ready') {
      sentParts.current = null;
      setReady((count) => count + 1);
    } else if (message.type === 'select') onSelect(message.index);
    else if (message.type === 'rendered') frame.current?.setAttribute('data-rendered-seq', String(message.seq));
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  // A layout effect: the draft leaves in the keystroke's own task, not after the editor's paint and a
  // scheduler task later, when React runs passive effects.
  useLayoutEffect(() => {
    const preview = frame.current?.contentWindow;
    if (!ready || !preview) return;
    const parts = shellParts(site);
    const before = sentParts.current;
    const shellChanged = !before || before.length !== parts.length || parts.some(([key, value], index) => before[index]?.[0] !== key || before[index]?.[1] !== value);
    sentParts.current = parts;
    const page = site.pages.find((candidate) => candidate.path === path);
    const message: DraftMessage = {
      source: 'site-editor',
      type: 'draft',
      seq: ++seq.current,
      path,
      page: page ? { title: page.title, breadcrumb: page.breadcrumb, sections: pageBlocks(site, page) } : null,
      selected,
      shell: shellChanged ? (Object.fromEntries(parts) as SiteShell) : undefined,
    };
    frame.current?.setAttribute('data-sent-seq', String(message.seq));
    preview.postMessage(message, window.location.origin);
  }, [site, path, selected, ready]);

  return (
    <Column>
      <ViewportSwitch
        width={shown}
        onChange={(next) => {
          setShown(next);
          onWidthChange?.(next);
        }}
      />
      <Stage ref={stage}>
        <Frame
          ref={frame}
          title={previewLabels.frameTitle}
          src={previewUrl}
          style={{ width: `${shown}px`, height: `${fit.height}px`, left: `${fit.left}px`, transform: `scale(${fit.scale})` }}
        />
      </Stage>
    </Column>
  );
}
