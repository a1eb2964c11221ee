import { Toggle } from './slogan-slider.styles';

interface PlayPauseButtonProps {
  playing: boolean;
  pauseLabel: string;
  playLabel: string;
  onToggle: () => void;
}

/** One button whose name says what pressing it does: pause while moving, play while still. */
export function PlayPauseButton({ playing, pauseLabel, playLabel, onToggle }: PlayPauseButtonProps) {
  return (
    <Toggle type="button" onClick={onToggle}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {playing ? <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" /> : <path d="M8 5.5v13l11-6.5z" fill="currentColor" />}
      </svg>
      {playing ? pauseLabel : playLabel}
    </Toggle>
  );
}
