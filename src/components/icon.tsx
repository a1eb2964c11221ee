import type { IconName } from '@/generated/site';
import { iconPaths } from './icon-paths';

interface IconProps {
  name: IconName;
  /** width and height in pixels */
  size?: number;
  className?: string;
}

/** A decorative outline icon; the text next to it says what it means. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
