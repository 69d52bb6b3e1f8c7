import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useChrome } from "~/i18n/use-chrome";
import { useText } from "~/i18n/use-text";
import { homeTiming } from "~/content/home-timing";
import type { Partner } from "~/content/partners";
import { useAutoAdvance } from "~/hooks/use-auto-advance";
import { useReducedMotion } from "~/hooks/use-media-query";
import { Icon } from "~/components/ui/icon";
import { PauseControl } from "~/components/ui/pause-control";
import { Picture } from "~/components/ui/picture";

interface PartnersCarouselProps {
  /** The partners, each with its logo's alt text (its name) in the page's language. */
  partners: readonly (Partner & { readonly alt: string })[];
}

const partnerId = (index: number) => `partner-${index + 1}`;
/** Logos in view on the widest screens (lg:basis-1/5). */
const widestView = 5;

/**
 * The partner logos: 2, 3 or 5 per view by screen width, in a scroll-snap track that can be
 * swiped, scrolled with the arrow keys or moved with the arrows, in-page links that work before
 * any script runs. It advances every 3 s and loops;
 * hovering or focusing it pauses it, any interaction stops it for good, and the visible
 * pause button toggles it. No autoplay when the visitor asks for reduced motion.
 */
export function PartnersCarousel({ partners }: PartnersCarouselProps) {
  const { partners: text } = useText("home");
  const { ui } = useChrome();
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  // Where a button or the autoplay is scrolling to, until the track gets there.
  const targetRef = useRef<number | null>(null);
  // The first logo in view: the arrows link to the logos before and after it.
  const [first, setFirst] = useState(0);
  const count = partners.length;
  const wrap = (index: number) => (index + count) % count;

  function advance(direction: 1 | -1) {
    const track = trackRef.current;
    const item = track?.firstElementChild;
    if (!track || !(item instanceof HTMLElement)) return;
    const end = track.scrollWidth - track.clientWidth;
    const from = targetRef.current ?? track.scrollLeft;
    let left = Math.min(Math.max(from + direction * item.offsetWidth, 0), end);
    if (direction > 0 && from >= end - 4) left = 0;
    if (direction < 0 && from <= 4) left = end;
    targetRef.current = left;
    track.scrollTo({ left, behavior: reducedMotion ? "instant" : "smooth" });
  }

  const autoplay = useAutoAdvance({
    intervalMs: homeTiming.partnerAutoplayMs,
    onAdvance: () => advance(1),
  });
  const { pause } = autoplay;

  // Hover and focus hold the autoplay (holdHandlers on the track); touching, scrolling, dragging
  // or keys stop it for good.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const stop = () => {
      targetRef.current = null;
      pause();
    };
    const arrived = () => {
      const item = track.firstElementChild;
      if (item instanceof HTMLElement && item.offsetWidth > 0)
        setFirst(Math.round(track.scrollLeft / item.offsetWidth));
      if (targetRef.current !== null && Math.abs(track.scrollLeft - targetRef.current) < 2)
        targetRef.current = null;
    };
    track.addEventListener("scroll", arrived, { passive: true });
    const stopEvents = ["pointerdown", "wheel", "keydown", "touchstart"] as const;
    stopEvents.forEach((type) => track.addEventListener(type, stop, { passive: true }));
    return () => {
      track.removeEventListener("scroll", arrived);
      stopEvents.forEach((type) => track.removeEventListener(type, stop));
    };
  }, [pause]);

  /** An arrow pressed once scripts run: scroll smoothly, with wraparound, and stop the autoplay. */
  function step(event: MouseEvent<HTMLAnchorElement>, direction: 1 | -1) {
    event.preventDefault();
    pause();
    advance(direction);
  }

  const control =
    "inline-flex size-11 items-center justify-center rounded-full bg-white text-field-800 ring-1 ring-stone-300 transition-colors hover:bg-field-50";

  return (
    <div role="region" aria-roledescription={ui.carousel} aria-label={text.region}>
      <ul
        ref={trackRef}
        {...autoplay.holdHandlers}
        // Focusable so keyboard users can scroll the logos with the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={text.list}
        className="-mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {partners.map((partner, index) => (
          <li
            key={partner.name}
            id={partnerId(index)}
            className="shrink-0 scroll-mt-24 basis-1/2 snap-start px-2 sm:basis-1/3 lg:basis-1/5"
          >
            <div className="flex h-24 items-center justify-center rounded-xl bg-white px-4 ring-1 ring-stone-200">
              <Picture
                image={partner.logo}
                alt={partner.alt}
                className="h-auto w-full max-w-44 opacity-80"
              />
            </div>
          </li>
        ))}
      </ul>
      {/* In-page links: before scripts run they scroll the track to the logo before or after.
          With JavaScript off they could only ever step once, so they are left out there (the
          track still scrolls and swipes). */}
      <div className="mt-5 flex items-center gap-2 noscript:hidden">
        <a
          href={`#${partnerId(wrap(first - 1))}`}
          aria-label={text.previous}
          className={control}
          onClick={(event) => step(event, -1)}
        >
          <Icon name="chevron-left" />
        </a>
        <a
          // A fragment scrolls its logo just into view (at the track's end edge): linking to the
          // logo after the widest view (five) moves by one logo there, and further on phones.
          href={`#${partnerId(wrap(first + widestView))}`}
          aria-label={text.next}
          className={control}
          onClick={(event) => step(event, 1)}
        >
          <Icon name="chevron-right" />
        </a>
        {autoplay.canPlay ? (
          <PauseControl
            playing={autoplay.playing}
            onToggle={autoplay.toggle}
            what={text.what}
            className="ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-field-800 ring-1 ring-stone-300 hover:bg-field-50"
          />
        ) : null}
      </div>
    </div>
  );
}
