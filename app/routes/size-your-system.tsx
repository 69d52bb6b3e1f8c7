import { MethodSteps } from "~/components/sizing/method-steps";
import { SizingTool } from "~/components/sizing/sizing-tool";
import { buttonClasses } from "~/components/ui/button";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import { Section } from "~/components/ui/section";
import {
  sizingCallToAction,
  sizingHero,
  sizingNoScript,
  sizingSections,
} from "~/content/sizing-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    locale: "en",
    title: "Size your solar pumping system",
    description:
      "Estimate the water your crop needs, the solar pump and array to lift it, the matching package and the diesel you would save, for farms anywhere in Ethiopia.",
    path: "/size-your-system",
  });

/**
 * /size-your-system: a solar pumping estimate worked out in the browser from a farmer's answers
 * (docs/sizing.md). The prerendered page shows the estimate for the default answers.
 */
export default function SizeYourSystemPage() {
  return (
    <>
      <div className="print:hidden">
        <PageHero
          eyebrow={sizingHero.eyebrow}
          title={sizingHero.title}
          lead={sizingHero.lead}
          actions={
            <>
              <a href="#estimate" className={buttonClasses("primary")}>
                {sizingSections.tool.jump}
                <Icon name="chevron-down" size={16} />
              </a>
              <a href="#how-we-estimate" className={buttonClasses("ghost-light")}>
                {sizingSections.method.title}
              </a>
            </>
          }
          aside={
            <Picture
              image={illustrations["solar-pump"]}
              priority
              className="hidden w-full rounded-3xl shadow-2xl ring-1 ring-white/10 lg:block"
            />
          }
        />
      </div>
      <Section
        id="estimate"
        eyebrow={sizingSections.tool.eyebrow}
        title={sizingSections.tool.title}
        intro={sizingSections.tool.intro}
        className="print:py-0"
      >
        <noscript>
          <p className="mb-6 rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200">
            {sizingNoScript}
          </p>
        </noscript>
        <SizingTool />
      </Section>
      <div className="print:hidden">
        <Section
          id="how-we-estimate"
          tone="tint"
          eyebrow={sizingSections.method.eyebrow}
          title={sizingSections.method.title}
          intro={sizingSections.method.intro}
        >
          <MethodSteps />
        </Section>
        <CallToActionBand id="size-next" cta={sizingCallToAction} />
      </div>
    </>
  );
}
