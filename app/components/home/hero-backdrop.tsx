import { useState, type ReactNode } from "react";
import { homeTiming } from "~/content/home-timing";
import { illustrations, type IllustrationKey } from "~/content/illustrations";
import { useAutoAdvance } from "~/hooks/use-auto-advance";
import { PauseControl } from "~/components/ui/pause-control";
import { Picture } from "~/components/ui/picture";

interface HeroBackdropProps {
  /** What the pause button stops, in the page's language ("background"). */
  what: string;
  images: readonly IllustrationKey[];
  /** The hero's content, over the illustrations and before the pause button. */
  children: ReactNode;
}

/**
 * The illustrations behind the hero, cross-fading every 8 s, with a visible pause button at the
 * hero's foot, after its content: where it shows is where the keyboard reaches it (on a phone it
 * came first in the tab order but sat below the counters).
 * Only the first loads with the page; each other one is added when its turn comes. Nothing
 * rotates when the visitor asks for reduced motion.
 */
export function HeroBackdrop({ images, what, children }: HeroBackdropProps) {
  const [current, setCurrent] = useState(0);
  // How far the rotation has got: images beyond it are not in the page yet.
  const [reached, setReached] = useState(0);
  const rotation = useAutoAdvance({
    intervalMs: homeTiming.heroRotationMs,
    enabled: images.length > 1,
    onAdvance: () => {
      const next = (current + 1) % images.length;
      setCurrent(next);
      setReached((value) => Math.max(value, next));
    },
  });

  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {images.slice(0, reached + 1).map((key, index) => (
          <Picture
            key={key}
            image={illustrations[key]}
            alt=""
            priority={index === 0}
            className={`absolute inset-0 h-full w-full object-cover motion-safe:transition-opacity motion-safe:duration-1000 ${
              index === current ? "opacity-100" : "opacity-0"
            }`}
          />
        ))}
        <div className="absolute inset-0 bg-field-950/85 lg:bg-transparent lg:bg-linear-to-r lg:from-field-950 lg:via-field-950/90 lg:to-field-950/35" />
      </div>
      {children}
      {/*
        Bottom left at every width, in line with the hero's text: the floating chat button holds
        the screen's bottom right, and on a screen about as tall as the hero (1280 × 900) it
        covered this button's end.
      */}
      {rotation.canPlay ? (
        <PauseControl
          playing={rotation.playing}
          onToggle={rotation.toggle}
          what={what}
          className="absolute bottom-5 left-4 z-10 sm:left-[max(1.5rem,calc((100%-72rem)/2+1.5rem))] lg:bottom-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-field-950/70 px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-field-950"
        />
      ) : null}
    </>
  );
}
