import { useRef, useState, type MouseEvent } from "react";
import { fill } from "~/i18n/translation";
import { useChrome } from "~/i18n/use-chrome";
import type { HeroSlide } from "~/content/home";
import { useReducedMotion } from "~/hooks/use-media-query";
import { Icon } from "~/components/ui/icon";

interface HeroSlidesProps {
  slides: readonly HeroSlide[];
  /** Accessible name of the carousel. */
  label: string;
}

const slideId = (index: number) => `hero-slide-${index + 1}`;

/**
 * The hero's slides: previous/next arrows and dots, with wraparound. The slides sit side by side
 * in a scroll-snap track, so they can also be swiped, and the controls are in-page links: with
 * JavaScript off every slide is still reachable.
 */
export function HeroSlides({ slides, label }: HeroSlidesProps) {
  const { ui } = useChrome();
  const trackRef = useRef<HTMLDivElement>(null);
  // The slide a control asked for, while the track scrolls there.
  const targetRef = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const wrap = (index: number) => (index + count) % count;

  function goTo(event: MouseEvent<HTMLAnchorElement>, index: number) {
    const track = trackRef.current;
    if (!track) return;
    event.preventDefault();
    targetRef.current = index;
    setCurrent(index);
    track.scrollTo({
      left: index * track.clientWidth,
      behavior: reducedMotion ? "instant" : "smooth",
    });
  }

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const target = targetRef.current;
    if (target !== null) {
      if (Math.abs(track.scrollLeft - target * track.clientWidth) < 2) targetRef.current = null;
      return;
    }
    setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  }

  // With JavaScript off an arrow's link could only ever point at the slide beside the first, so
  // the arrows are left out there (`noscript:`); the dots reach every slide.
  const arrow =
    "inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/10 noscript:hidden";

  return (
    <div role="region" aria-roledescription={ui.carousel} aria-label={label} className="mt-8">
      <div
        ref={trackRef}
        onScroll={onScroll}
        // Focusable so the slides can be scrolled from the keyboard without JavaScript.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.title}
            id={slideId(index)}
            role="group"
            aria-roledescription={ui.slide}
            aria-label={fill(ui.position, { index: index + 1, count })}
            className="w-full shrink-0 snap-start border-l-4 border-sun-500 pr-2 pl-4 sm:pl-5"
          >
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-field-100">
              <span className="inline-flex items-center gap-1.5 font-semibold text-sun-300">
                <Icon name="map-pin" size={16} />
                {slide.location}
              </span>
              <span className="sm:border-l sm:border-white/25 sm:pl-3">{slide.subtitle}</span>
            </p>
            <p className="mt-2 text-xl font-bold text-white sm:text-2xl">{slide.title}</p>
            <p className="mt-2 max-w-xl text-base text-field-100 sm:text-lg">{slide.description}</p>
          </div>
        ))}
      </div>
      <div className="mt-5 flex items-center gap-3">
        <a
          href={`#${slideId(wrap(current - 1))}`}
          onClick={(event) => goTo(event, wrap(current - 1))}
          aria-label={ui.previousSlide}
          className={arrow}
        >
          <Icon name="chevron-left" />
        </a>
        <ul className="flex items-center gap-1">
          {slides.map((slide, index) => (
            <li key={slide.title}>
              <a
                href={`#${slideId(index)}`}
                onClick={(event) => goTo(event, index)}
                aria-current={index === current ? "true" : undefined}
                className="group inline-flex size-11 items-center justify-center rounded-full"
              >
                <span className="sr-only">{fill(ui.slideNumber, { index: index + 1 })}</span>
                <span
                  aria-hidden="true"
                  className={`h-2.5 rounded-full transition-all ${
                    index === current ? "w-8 bg-sun-400" : "w-2.5 bg-white/50 group-hover:bg-white"
                  }`}
                />
              </a>
            </li>
          ))}
        </ul>
        <a
          href={`#${slideId(wrap(current + 1))}`}
          onClick={(event) => goTo(event, wrap(current + 1))}
          aria-label={ui.nextSlide}
          className={arrow}
        >
          <Icon name="chevron-right" />
        </a>
      </div>
    </div>
  );
}
