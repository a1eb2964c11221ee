import { Check, Disc, Mark, Ring } from './thank-you.styles';

/** The success animation: decorative, the heading next to it says what happened. */
export function SuccessMark() {
  return (
    <Mark width="112" height="112" viewBox="0 0 112 112" aria-hidden="true" focusable="false">
      <Disc cx="56" cy="56" r="44" />
      <Ring cx="56" cy="56" r="52" pathLength={1} transform="rotate(-90 56 56)" />
      <Check d="M36 57l13 13 27-28" pathLength={1} />
    </Mark>
  );
}
