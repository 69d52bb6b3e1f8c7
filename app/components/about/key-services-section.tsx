import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { keyServices } from "~/content/about";
import { useText } from "~/i18n/use-text";
import { FeatureCard, FeatureGrid } from "./feature-grid";

/** Key services: a summary card per service, and the way to the Services page. */
export function KeyServicesSection({ services }: { services: typeof keyServices }) {
  const text = useText("about").keyServices;
  return (
    <Section
      id="key-services"
      tone="tint"
      eyebrow={text.eyebrow}
      title={text.title}
      intro={text.intro}
    >
      <FeatureGrid>
        {services.map((service) => (
          <FeatureCard key={service.id} icon={service.icon} {...text.items[service.id]} />
        ))}
      </FeatureGrid>
      <p className="mt-8">
        <ButtonLink to="/services" variant="outline">
          {text.more}
          <Icon name="arrow-right" size={18} />
        </ButtonLink>
      </p>
    </Section>
  );
}
