/**
 * A project as the content store keeps it (app/server/projects.server.ts): its data and its words
 * in every language of the site, with the English each translation was made from. The typed
 * modules `projects.ts` and `project-texts.ts` are the seed of a new installation only; after
 * that, staff edit projects in /staff/content and pages read them from the store.
 */
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import type { IllustrationKey } from "./illustrations";
import { projectTexts } from "./catalogues";
import { projects, type ProjectCategory, type ProjectStatus, type Specification } from "./projects";
import type { Region } from "./regions";
import { comparable, partState, type TranslationState } from "./translation-state";

/** The text fields of a project, in every language. */
export const projectWordFields = [
  "title",
  "description",
  "overview",
  "customer",
  "place",
  "period",
  "estimatedCost",
] as const;
export type ProjectWordField = (typeof projectWordFields)[number];

/** The editor's photo choices, in order: the first is the card's photo. */
export const photoFields = ["photo1", "photo2", "photo3", "photo4"] as const;

/** What a visitor reads about one project, in one language. */
export type ProjectWords = { readonly [F in ProjectWordField]: string } & {
  /** Technical specifications: label and value with its unit. */
  readonly specifications?: readonly Specification[];
};

/** A translatable part of a project: one of its text fields, or its specifications as a whole. */
export type ProjectTextPart = ProjectWordField | "specifications";

export interface ProjectDocument {
  /** URL id, `project-N`. */
  readonly id: string;
  /** N of the id, also accepted as /projects/N. */
  readonly serialNumber: number;
  readonly category: ProjectCategory;
  readonly region: Region;
  readonly lat: number;
  readonly lon: number;
  /** Status as the company words it; one of the statuses `project-texts.ts` translates. */
  readonly status: ProjectStatus;
  /** Illustrations of the project; the first is the card image when it has no photo. */
  readonly images: readonly IllustrationKey[];
  /** Photos of the project (ids of the photo library), in order; the first is the card's. */
  readonly photos?: readonly string[];
  /** English is complete; a translation may lack fields (pages then show the English). */
  readonly words: { readonly en: ProjectWords } & {
    readonly [L in Locale]?: Partial<ProjectWords>;
  };
  /**
   * For each translation, the English each part was translated from: when the English has
   * changed since, the translation is out of date.
   */
  readonly sources: { readonly [L in Locale]?: Partial<Record<ProjectTextPart, string>> };
}

/** The English of a part as a comparable string (specifications as JSON). */
export function englishOf(document: ProjectDocument, part: ProjectTextPart): string {
  return comparable(document.words.en[part]);
}

export type { TranslationState };

export function translationState(
  document: ProjectDocument,
  locale: Locale,
  part: ProjectTextPart,
): TranslationState {
  return partState(
    document.words.en[part],
    document.words[locale]?.[part],
    document.sources[locale]?.[part],
  );
}

/** The parts of a project whose translation into a language is missing or out of date. */
export function translationsToDo(
  document: ProjectDocument,
): { locale: Locale; part: ProjectTextPart; state: Exclude<TranslationState, "done"> }[] {
  const parts: ProjectTextPart[] = [...projectWordFields, "specifications"];
  return locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) =>
      parts.flatMap((part) => {
        const state = translationState(document, locale, part);
        return state === "done" ? [] : [{ locale, part, state }];
      }),
    );
}

/**
 * The English texts a project still lacks (a draft may be saved unfinished): each must be
 * written before it is published, since every language falls back to the English.
 */
export function missingEnglish(document: ProjectDocument): ProjectWordField[] {
  return projectWordFields.filter((field) => (document.words.en[field] ?? "").trim() === "");
}

/** The repository's projects as store documents: the seed of a new installation. */
export function seedProjectDocuments(): ProjectDocument[] {
  return projects.map((project) => {
    const words = Object.fromEntries(
      locales.map((locale) => [locale, projectTexts[locale].items[project.id]]),
    ) as ProjectDocument["words"];
    const english = words.en;
    const source: Partial<Record<ProjectTextPart, string>> = {
      ...Object.fromEntries(projectWordFields.map((field) => [field, english[field]])),
      ...(english.specifications ? { specifications: JSON.stringify(english.specifications) } : {}),
    };
    return {
      id: project.id,
      serialNumber: project.serialNumber,
      category: project.category,
      region: project.region,
      lat: project.lat,
      lon: project.lon,
      status: project.status,
      images: [...project.images],
      words,
      sources: Object.fromEntries(
        locales.filter((locale) => locale !== defaultLocale).map((locale) => [locale, source]),
      ),
    };
  });
}
