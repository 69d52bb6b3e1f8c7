import { iconPaths, type IconName } from "./icon-paths";

interface IconProps {
  name: IconName;
  /** Size in CSS pixels; defaults to 20. */
  size?: number;
  className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/** A stroke icon from the site's icon set. */
export function Icon({ name, size = 20, className, label }: IconProps) {
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
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
