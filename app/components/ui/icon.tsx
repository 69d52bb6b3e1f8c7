import { iconPaths, type IconName } from "./icon-paths";

interface IconProps {
  name: IconName;
  /** Size in CSS pixels; defaults to 20. */
  size?: number;
  className?: string;
}

/**
 * A stroke icon from the site's icon set. Always decorative (hidden from assistive technology):
 * an icon-only control carries its name on the control itself (`aria-label` or visually hidden
 * text), never on the SVG inside it.
 */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
