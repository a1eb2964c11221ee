import { useRef } from 'react';
import type { Video } from '@/generated/site';
import { useSite } from '@/content/site-context';
import { useDialog } from '@/hooks/use-dialog';
import { useInView } from '@/hooks/use-in-view';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { posterSizes } from './video-counter.images';
import { PlayButton, Poster, PosterImage } from './video-player.styles';
import { VideoModal } from './video-modal';

/** The video's cover picture with a play button that opens the video in a modal; `priority` when it opens the page. */
export function VideoPlayer({ video, priority }: { video: Video; priority: boolean }) {
  const { settings } = useSite();
  const animationMs = usePrefersReducedMotion() ? 0 : settings.ui.modalAnimationMs;
  const { ref, isOpen, isClosing, open, close } = useDialog(animationMs);
  const posterRef = useRef<HTMLDivElement>(null);
  // the ripple runs only while it can be seen: an endless animation costs the main thread every frame
  const inView = useInView(posterRef);

  return (
    <Poster ref={posterRef} data-in-view={inView || undefined}>
      <PosterImage image={video.poster} sizes={posterSizes} priority={priority} />
      <PlayButton type="button" aria-label={video.playLabel} aria-haspopup="dialog" onClick={open}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 6 3.5z" fill="currentColor" />
        </svg>
      </PlayButton>
      <VideoModal src={video.src} dialogRef={ref} isOpen={isOpen} isClosing={isClosing} onClose={close} animationMs={animationMs} />
    </Poster>
  );
}
