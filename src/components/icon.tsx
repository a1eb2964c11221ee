import type { IconName } from '@/generated/site';
import { controlIconPaths, iconPaths, type ControlIconName } from './icon-paths';

interface IconProps {
  name: IconName | ControlIconName;
  /** width and height in pixels; 24 for a content icon, 20 for a control's */
  size?: number;
  /** 1.75 for a content icon, 2 for a control's: the page chrome draws a little bolder */
  strokeWidth?: number;
  className?: string;
}

const isControl = (name: IconName | ControlIconName): name is ControlIconName => Object.hasOwn(controlIconPaths, name);

/** A decorative outline icon; the text next to it, or the control's name, says what it means. */
export function Icon({ name, size, strokeWidth, className }: IconProps) {
  const control = isControl(name);
  return (
    <svg
      className={className}
      width={size ?? (control ? 20 : 24)}
      height={size ?? (control ? 20 : 24)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth ?? (control ? 2 : 1.75)}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={control ? controlIconPaths[name] : iconPaths[name]} />
    </svg>
  );
}
