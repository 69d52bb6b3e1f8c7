import { fill } from "~/i18n/translation";
import { useChrome } from "~/i18n/use-chrome";
import { Icon } from "./icon";

interface PauseControlProps {
  /** Whether the element is rotating now. */
  playing: boolean;
  onToggle: () => void;
  /** What rotates, for the name: "Pause logos" / "Play logos". */
  what: string;
  /** Shows the icon only; the name is then on the button (aria-label). */
  iconOnly?: boolean;
  iconSize?: number;
  className?: string;
}

/**
 * The visible pause/play button of every auto-advancing element (WCAG 2.2.2). Its name says what
 * pressing it does, so it carries no separate pressed state.
 */
export function PauseControl({
  playing,
  onToggle,
  what,
  iconOnly = false,
  iconSize = 16,
  className,
}: PauseControlProps) {
  const { ui } = useChrome();
  const label = fill(playing ? ui.pause : ui.play, { what });
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={iconOnly ? label : undefined}
      className={className}
    >
      <Icon name={playing ? "pause" : "play"} size={iconSize} />
      {iconOnly ? null : label}
    </button>
  );
}
