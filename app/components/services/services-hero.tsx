import { useState } from "react";
import type { FigureId } from "~/content/company";
import { useHeadlineFigures } from "~/i18n/use-chrome";
import { PageHero } from "~/components/ui/page-hero";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { FigureList } from "~/components/ui/figure-list";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import { HERO_SLIDE_MS, HERO_START_PATH, type ServicesPageText } from "~/content/services-page";
import { PauseControl } from "~/components/ui/pause-control";
import { useAutoAdvance } from "~/hooks/use-auto-advance";
import { useText } from "~/i18n/use-text";

type Texts = ServicesPageText;

interface ServicesHeroProps {
  /** The background pictures, in order; the first is shown without JavaScript. */
  slides: readonly (keyof Texts["hero"]["slides"])[];
  /** The headline figures; their labels are texts. */
  stats: readonly { id: keyof Texts["stats"] & FigureId }[];
}

/**
 * The Services hero: the page's h1 over a background that changes every 5 s through three
 * illustrations. Rotation stops while the pointer or keyboard focus is inside the hero, when the
 * visitor presses Pause, and entirely under reduced motion; without JavaScript the first slide
 * stays. The headline figures sit at its foot.
 */
export function ServicesHero({ slides, stats }: ServicesHeroProps) {
  const { hero, stats: labels } = useText("servicesPage");
  const headline = useHeadlineFigures();
  const [index, setIndex] = useState(0);
  const shownSlide = slides[index];
  const rotation = useAutoAdvance({
    intervalMs: HERO_SLIDE_MS,
    onAdvance: () => setIndex((current) => (current + 1) % slides.length),
  });

  return (
    // Pointer and focus only pause the slideshow; the div itself is not interactive.

    <div data-testid="services-hero" data-slide={index} {...rotation.holdHandlers}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to={HERO_START_PATH}>{hero.start}</ButtonLink>
            <a href="#all-services" className={buttonClasses("ghost-light")}>
              {hero.explore}
              <Icon name="chevron-down" size={16} />
            </a>
          </>
        }
        background={
          <div className="absolute inset-0 -z-10" aria-hidden="true">
            {slides.map((slide, slideIndex) => (
              <Picture
                key={slide}
                image={illustrations[slide]}
                alt=""
                priority={slideIndex === 0}
                className={`absolute inset-0 size-full object-cover motion-safe:transition-opacity motion-safe:duration-1000 ${
                  slideIndex === index ? "opacity-100" : "opacity-0"
                }`}
              />
            ))}
            <div className="absolute inset-0 bg-field-950/85 lg:bg-transparent lg:bg-linear-to-r lg:from-field-950 lg:from-30% lg:via-field-950/85 lg:to-field-950/65" />
          </div>
        }
      >
        <div className="mx-auto mt-12 max-w-6xl px-4 sm:px-6">
          {/* As tall as the Pause button, which appears once scripts run, and as two lines of the
              longest caption: neither the button nor a caption moves the figures below. */}
          <div className="flex min-h-11 items-center gap-3 text-sm text-field-100">
            {rotation.canPlay ? (
              <PauseControl
                playing={rotation.playing}
                onToggle={rotation.toggle}
                what={hero.slideshow}
                iconOnly
                iconSize={20}
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/50 text-white transition-colors hover:bg-white/10"
              />
            ) : null}
            <p className="min-w-0 flex-1 sm:flex-none">
              <span className="sr-only">{hero.picture}</span>
              {shownSlide ? hero.slides[shownSlide] : null}
            </p>
            <span aria-hidden="true" className="flex shrink-0 gap-1.5">
              {slides.map((slide, slideIndex) => (
                <span
                  key={slide}
                  className={`h-1.5 rounded-full motion-safe:transition-all ${
                    slideIndex === index ? "w-6 bg-sun-400" : "w-1.5 bg-white/50"
                  }`}
                />
              ))}
            </span>
          </div>
          <FigureList
            figures={stats.map(({ id }) => ({ value: headline[id], label: labels[id] }))}
            className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-white/15 pt-8 sm:grid-cols-4"
            itemClassName="gap-1"
            labelClassName="text-sm text-field-100"
            valueClassName="text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          />
        </div>
      </PageHero>
    </div>
  );
}
