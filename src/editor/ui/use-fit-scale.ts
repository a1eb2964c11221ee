import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Fit {
  /** at most 1: a narrow column shows the page smaller, never larger */
  scale: number;
  /** the iframe's height in its own pixels, so that scaled it fills the column */
  height: number;
  /** left offset that centres a page narrower than the column */
  left: number;
}

/**
 * How to show a page `width` pixels wide in `stage`: the iframe keeps that width (its media queries see the
 * real viewport) and is scaled down with a transform to fit.
 */
export function useFitScale(stage: RefObject<HTMLElement | null>, width: number): Fit {
  const [box, setBox] = useState({ width, height: 800 });
  // before paint: the first frame already has the right scale
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  return { scale, height: Math.max(box.height, 1) / scale, left: Math.max(0, (box.width - width * scale) / 2) };
}
