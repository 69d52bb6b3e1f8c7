import type { CountUpStat } from "~/content/home";
import type { IllustrationKey } from "~/content/illustrations";
import { useChrome } from "~/i18n/use-chrome";
import { useText } from "~/i18n/use-text";
import { getStartedLink } from "~/content/navigation";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { HeroBackdrop } from "./hero-backdrop";
import { HeroCounters } from "./hero-counters";
import { HeroSlides } from "./hero-slides";
import { VideoTrigger } from "./video-trigger";

/**
 * The home page's first screen: the page's one h1 over rotating illustrations, the two slides,
 * the calls to action and the counters. It sits under the transparent header, like `PageHero`.
 */
export function HomeHero({
  backgrounds,
  counters,
  video,
}: {
  /** The illustrations behind the hero, in rotation order. */
  backgrounds: readonly IllustrationKey[];
  /** The counters, labelled in the page's language. */
  counters: readonly CountUpStat[];
  /** Where the demo video staff set plays: `https://www.youtube-nocookie.com/embed/<id>`. */
  video: string;
}) {
  const { hero } = useText("home");
  const { nav } = useChrome();
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="on-dark relative isolate overflow-hidden bg-field-950 text-field-50"
    >
      <HeroBackdrop images={backgrounds} what={hero.backdrop}>
        <div className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6 sm:pt-36 lg:pb-24">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wider text-sun-300 uppercase">
              {hero.eyebrow}
            </p>
            <h1
              id="home-heading"
              className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
            >
              {hero.title}
            </h1>
            <HeroSlides slides={hero.slides} label={hero.highlights} />
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={getStartedLink.to}>
                {nav[getStartedLink.label]}
                <Icon name="arrow-right" size={18} />
              </ButtonLink>
              <VideoTrigger label={hero.video} src={video} />
            </div>
          </div>
          <div className="mt-12 max-w-3xl">
            <HeroCounters stats={counters} />
          </div>
        </div>
      </HeroBackdrop>
    </section>
  );
}
