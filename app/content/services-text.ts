/**
 * The words of the six services, in every language, keyed by service id: the one home of a
 * service's title, subtitle, overview, features, specifications, process and benefits. The
 * Services page shows them all; the home page, the contact form's subject and others take their
 * share from here. Ids, icons and pictures stay in `services.ts`.
 */
import type { Translation } from "~/i18n/translation";
import { services, type ServiceId } from "./services";

/** What one service says, in one language. */
interface ServiceWords {
  /** Service name (card title, dialog title, form subjects). */
  title: string;
  /** A short line under the title. */
  subtitle: string;
  /** Overview paragraph. */
  description: string;
  /** Key features, one short sentence each. */
  features: readonly string[];
  /** Technical figures: the label, and the value with its unit written the language's way. */
  specifications: readonly { label: string; value: string }[];
  /** How the work proceeds, in order. */
  process: readonly string[];
  /** What the customer gains. */
  benefits: readonly string[];
}

const en = Object.fromEntries(
  services.map<[ServiceId, ServiceWords]>(
    ({ id, title, subtitle, description, features, specifications, process, benefits }) => [
      id,
      {
        title,
        subtitle,
        description,
        features,
        specifications: specifications.map(({ label, value }) => ({ label, value })),
        process,
        benefits,
      },
    ],
  ),
) as Record<ServiceId, ServiceWords>;

/** The services' texts in one language, by service id. */
export type ServicesText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const servicesEnglish = en;

/** The services' titles by id, in the language of `words` (e.g. for a message subject). */
export function serviceTitles(words: ServicesText): Record<ServiceId, string> {
  return Object.fromEntries(
    Object.entries(words).map(([id, service]) => [id, service.title]),
  ) as Record<ServiceId, string>;
}
