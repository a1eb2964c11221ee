import type { RefObject } from 'react';
import { Icon } from '@/components/icon';
import { useLabels } from '@/hooks/use-labels';
import { CloseButton, Dialog, Frame, Screen } from './video-modal.styles';

interface VideoModalProps {
  src: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  isOpen: boolean;
  isClosing: boolean;
  onClose: () => void;
  animationMs: number;
}

/** The promotional video in a modal 16:9 frame; the <video> exists only while the modal is open, so nothing loads before. */
export function VideoModal({ src, dialogRef, isOpen, isClosing, onClose, animationMs }: VideoModalProps) {
  const labels = useLabels();
  return (
    <Dialog ref={dialogRef} aria-label={labels.videoDialog} data-closing={isClosing ? '' : undefined} $animationMs={animationMs}>
      <Frame>
        <CloseButton type="button" aria-label={labels.closeVideo} onClick={onClose}>
          <Icon name="close" strokeWidth={2.25} />
        </CloseButton>
        <Screen>
          {isOpen && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- site.json has no captions file for this video yet
            <video src={src} controls autoPlay playsInline />
          )}
        </Screen>
      </Frame>
    </Dialog>
  );
}
