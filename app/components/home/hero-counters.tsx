import { useRef, useState } from "react";
import type { CountUpStat } from "~/content/home";
import { homeTiming } from "~/content/home-timing";
import { useHydrated } from "~/hooks/use-hydrated";
import { useInViewOnce } from "~/hooks/use-in-view";
import { useReducedMotion } from "~/hooks/use-media-query";
import { groupDigits } from "~/i18n/locales";
import { figureScale } from "~/components/ui/figure-value";
import { useCountUp } from "./use-count-up";

interface HeroCountersProps {
  stats: readonly CountUpStat[];
}

/**
 * The hero figures. They count up once from 0, a tick every 50 ms over 40 steps, when they first
 * scroll into view. The prerendered HTML (JavaScript off) and reduced motion show the final values,
 * and so does a page whose scripts came late (`counterLateMs`): its visitor has read them already.
 * Figures have a fixed width and tabular digits, so counting never shifts the layout; they line up
 * at the top of their cells however many lines their labels take.
 */
export function HeroCounters({ stats }: HeroCountersProps) {
  const ref = useRef<HTMLDListElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const seen = useInViewOnce(ref);
  // Read once, as the page comes alive: only the page's own HTML showed the final figures (a later
  // page of the visit renders with scripts from the start, and counts). The server's value is
  // never used: it is not hydrated.
  const [late] = useState(() => !hydrated && performance.now() > homeTiming.counterLateMs);
  const animate = hydrated && !reducedMotion && !late;
  const progress = useCountUp(animate && seen, homeTiming.counterSteps, homeTiming.counterTickMs);

  return (
    <dl
      ref={ref}
      className="grid grid-cols-3 divide-x divide-white/15 rounded-2xl bg-field-950/60 py-4 ring-1 ring-white/15 backdrop-blur-sm sm:py-5"
    >
      {stats.map((stat) => {
        const shown = animate ? Math.round(stat.value * progress) : stat.value;
        // Grouped as every other page writes the figure ("12,500+", not "12500+").
        const final = `${stat.prefix}${groupDigits(String(stat.value))}${stat.suffix}`;
        return (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center justify-end px-2 text-center"
          >
            <dt className="mt-1 text-xs font-medium text-field-100 sm:text-sm">{stat.label}</dt>
            <dd className="text-2xl font-extrabold text-sun-300 tabular-nums min-[360px]:text-3xl sm:text-4xl">
              <span
                aria-hidden="true"
                data-testid="counter-value"
                // Sized by the final figure's length, so that counting never changes it.
                className={`whitespace-nowrap ${figureScale(final)}`}
              >
                {stat.prefix}
                {groupDigits(String(shown))}
                {stat.suffix}
              </span>
              <span className="sr-only">{final}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
