import { useRef, useState } from "react";
import { Picture } from "~/components/ui/picture";
import { isPhotoName, photo } from "~/content/photos";
import type { AboutSlide, AboutText } from "~/content/about";
import { illustrations } from "~/content/illustrations";
import { PauseControl } from "~/components/ui/pause-control";
import { useAutoAdvance } from "~/hooks/use-auto-advance";
import { useReducedMotion } from "~/hooks/use-media-query";
import { fill } from "~/i18n/translation";
import { useChrome } from "~/i18n/use-chrome";

/** A slide as the carousel shows it: its picture, and its words in the page's language. */
export interface AboutSlideView {
  readonly id: string;
  readonly image: AboutSlide["image"];
  /** The picture's alt text. */
  readonly alt: string;
  readonly title: string;
  readonly description: string;
}

interface AboutCarouselProps {
  slides: readonly AboutSlideView[];
  /** Time each slide shows before the next one, while playing. */
  intervalMs: number;
  /** Accessible name of the carousel. */
  label: string;
  /** The carousel's control names and announcements (templates). */
  text: AboutText["carousel"];
}

/**
 * The About hero's slides: a horizontal scroll-snap strip that works without JavaScript (swipe
 * or scroll it), and once the page runs, dots, a pause/play button and an auto-advance that
 * stops while the pointer is over it or focus is in it. With reduced motion it starts paused
 * and changes slides without sliding.
 */
export function AboutCarousel({ slides, intervalMs, label, text }: AboutCarouselProps) {
  const { ui } = useChrome();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const trackRef = useRef<HTMLDivElement>(null);
  // Each slide change restarts the wait, so a slide chosen by hand also gets its full time.
  const rotation = useAutoAdvance({
    intervalMs,
    onAdvance: () => goTo(current + 1),
    whenReducedMotion: "paused",
    restartKey: current,
  });

  // While the strip scrolls to a slide chosen by a dot or the timer, the scroll events on the
  // way must not select the slides it passes.
  const scrollingTo = useRef<number | null>(null);

  /** The slide the strip shows, or null while it is hidden (no width to measure). */
  function slideInView(): number | null {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return null;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    return index >= 0 && index < slides.length ? index : null;
  }

  /** The strip has come to rest: the dots follow wherever it stopped, even if a swipe cut in. */
  function settle() {
    scrollingTo.current = null;
    const index = slideInView();
    if (index !== null) setCurrent(index);
  }

  function goTo(index: number) {
    const next = (index + slides.length) % slides.length;
    setCurrent(next);
    const track = trackRef.current;
    if (track && track.clientWidth > 0) {
      scrollingTo.current = next;
      // Browsers without `scrollend` settle here; an interrupted scroll never leaves swipes ignored.
      window.setTimeout(() => {
        if (scrollingTo.current === next) settle();
      }, 1_000);
    }
    track?.scrollTo?.({
      left: next * track.clientWidth,
      behavior: reducedMotion ? "instant" : "smooth",
    });
  }

  function followScroll() {
    if (scrollingTo.current !== null) return;
    const index = slideInView();
    if (index !== null && index !== current) setCurrent(index);
  }

  return (
    // `contain: inline-size` keeps the wide strip from widening the hero's grid column.
    <section
      aria-roledescription={ui.carousel}
      aria-label={label}
      className="[contain:inline-size]"
    >
      {/* Pointer and focus inside pause the auto-advance; the wrapper only listens, it is no control. */}
      {}
      <div {...rotation.holdHandlers}>
        <div
          ref={trackRef}
          onScroll={followScroll}
          onScrollEnd={settle}
          // Focusable so keyboard users can scroll the strip when JavaScript is off.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-label={text.strip}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-field-950/40 shadow-2xl ring-1 ring-white/10 [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              id={slide.id}
              role="group"
              aria-roledescription={ui.slide}
              aria-label={fill(ui.position, { index: index + 1, count: slides.length })}
              className="w-full shrink-0 snap-start"
            >
              <Picture
                image={isPhotoName(slide.image) ? photo(slide.image) : illustrations[slide.image]}
                alt={slide.alt}
                priority={index === 0}
                sizes="(min-width: 1024px) 30rem, calc(100vw - 2rem)"
                className="aspect-[8/5] w-full bg-field-800 object-cover"
              />
              <div className="p-5 sm:p-6">
                <p className="text-lg font-bold text-white">{slide.title}</p>
                <p className="mt-1.5 text-field-100">{slide.description}</p>
              </div>
            </div>
          ))}
        </div>

        <div className="mt-4 flex items-center gap-2">
          {rotation.canPlay ? (
            <PauseControl
              playing={rotation.playing}
              onToggle={rotation.toggle}
              what={text.what}
              iconSize={18}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-white hover:bg-white/10"
            />
          ) : null}
          {/* In-page links: before scripts run they scroll the strip to their slide. */}
          <div className="ml-auto flex items-center">
            {slides.map((slide, index) => (
              <a
                key={slide.id}
                href={`#${slide.id}`}
                aria-label={fill(text.dot, { index: index + 1, title: slide.title })}
                aria-current={index === current ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(index);
                  setAnnouncement(
                    fill(text.announcement, {
                      index: index + 1,
                      count: slides.length,
                      title: slide.title,
                    }),
                  );
                }}
                className="group inline-flex h-11 w-9 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    index === current ? "w-7 bg-sun-400" : "w-2.5 bg-white/60 group-hover:bg-white"
                  }`}
                />
              </a>
            ))}
          </div>
        </div>
      </div>
      {/* Announces a slide chosen with the dots; silent while the slides advance on their own. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
