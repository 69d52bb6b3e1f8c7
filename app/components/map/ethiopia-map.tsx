import { Link } from "~/components/ui/locale-link";
import { ethiopiaPath, MAP_HEIGHT, MAP_WIDTH, project, type LatLon } from "~/lib/geo";

/** A place marked on the map. */
export interface MapMarker extends LatLon {
  /** Stable key. */
  id: string;
  /** Name shown on hover and focus; the link's accessible name. */
  label: string;
  /** In-site page the marker links to. */
  to: string;
}

interface EthiopiaMapProps {
  markers: readonly MapMarker[];
  /** Accessible description of the map as a whole. */
  title: string;
  /** Radius of each marker's clickable area, in map pixels (the home map uses 15). */
  hitRadius?: number;
  className?: string;
}

/** From a dot's centre to its name, in map pixels. */
const LABEL_GAP = 16;

/**
 * The names' size in map pixels: 12 where the map is drawn at its full 400 px (from `sm`), 20 on a
 * phone, where the map is drawn at 0.6 – 0.9 of its size: 12 – 18 px on the screen, not 7 – 11,
 * which Ge'ez letters need to be read (the class of the `<text>` below says the same).
 */
const LABEL_SIZE = 20;

/**
 * About how wide a name is at the phone's labels (`LABEL_SIZE`), in map pixels: an Ethiopic
 * syllable is about a square, a Latin letter two thirds of one (a little more than the semibold
 * font's average). Placed for that width, a name also fits at the 12 px of a wider screen.
 */
function labelWidth(label: string): number {
  let width = 0;
  for (const char of label) width += /[\u1200-\u139f\u2d80-\u2ddf]/.test(char) ? 1 : 2 / 3;
  return width * LABEL_SIZE;
}

/**
 * Where a dot's name goes, whole on the map: right of the dot (left of it on the map's east), on
 * the other side where it would run past an edge, or above the dot, centred as far as the edges
 * allow, where it is too long for either side ("Shawaa Roobit, Shawaa Kaabaa").
 */
function labelPlace(x: number, y: number, width: number) {
  const fitsRight = x + LABEL_GAP + width <= MAP_WIDTH;
  const fitsLeft = x - LABEL_GAP - width >= 0;
  if (fitsLeft && (x > MAP_WIDTH * 0.62 || !fitsRight))
    return { x: x - LABEL_GAP, y: y + 6, anchor: "end" } as const;
  if (fitsRight) return { x: x + LABEL_GAP, y: y + 6, anchor: "start" } as const;
  const half = Math.min(width, MAP_WIDTH) / 2;
  return {
    x: Math.min(Math.max(x, half), MAP_WIDTH - half),
    // Below the dot where there is no room above it.
    y: y - LABEL_GAP >= LABEL_SIZE ? y - LABEL_GAP : y + LABEL_GAP + LABEL_SIZE * 0.7,
    anchor: "middle",
  } as const;
}

/**
 * Ethiopia drawn from its real outline on a 400 × 320 surface, with every marker a focusable
 * link. The clickable circle around each dot has radius `hitRadius` in map pixels, so a click
 * within that distance follows the link, and it scales with the map on narrow screens.
 */
export function EthiopiaMap({ markers, title, hitRadius = 15, className = "" }: EthiopiaMapProps) {
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      role="group"
      aria-label={title}
      className={`h-auto w-full max-w-[400px] ${className}`}
    >
      <path
        d={ethiopiaPath}
        className="fill-field-100 stroke-field-600"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      {/* The dots first, all of them: a marker's link below draws its dot again, its rings and its
          name only while it is hovered or focused, so these are over every other dot. */}
      {markers.map((marker) => {
        const { x, y } = project(marker);
        return (
          <circle
            key={marker.id}
            cx={x}
            cy={y}
            r={5.5}
            className="fill-field-700 stroke-white"
            strokeWidth={2}
          />
        );
      })}
      {markers.map((marker) => {
        const { x, y } = project(marker);
        const label = labelPlace(x, y, labelWidth(marker.label));
        return (
          <Link
            key={marker.id}
            to={marker.to}
            aria-label={marker.label}
            data-marker={marker.id}
            className="group outline-none"
          >
            <circle cx={x} cy={y} r={hitRadius} fill="transparent" />
            <circle
              cx={x}
              cy={y}
              r={10}
              className="fill-sun-400/30 stroke-none opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            />
            <circle
              cx={x}
              cy={y}
              r={5.5}
              className="fill-field-700 stroke-white opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
              strokeWidth={2}
            />
            <circle
              cx={x}
              cy={y}
              r={hitRadius - 1}
              fill="none"
              className="stroke-water-500 opacity-0 group-focus-visible:opacity-100"
              strokeWidth={2.5}
            />
            <g
              aria-hidden="true"
              className="pointer-events-none opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            >
              <text
                x={label.x}
                y={label.y}
                textAnchor={label.anchor}
                className="fill-stone-900 stroke-white text-[20px] font-semibold [paint-order:stroke] sm:text-[12px]"
                strokeWidth={4}
              >
                {marker.label}
              </text>
            </g>
          </Link>
        );
      })}
    </svg>
  );
}
