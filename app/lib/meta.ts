import { site } from "~/content/site";

interface PageMetaInput {
  /** Page title without the brand; the brand is appended. */
  title: string;
  /** Meta description, at most about 160 characters. */
  description: string;
  /** Canonical path of the page, e.g. "/projects/project-1". */
  path?: string;
}

/** The meta descriptors every page declares: unique title, description and canonical URL. */
export function pageMeta({ title, description, path }: PageMetaInput) {
  const fullTitle = title === site.brand ? title : `${title} | ${site.brand}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(path
      ? [{ tagName: "link", rel: "canonical", href: new URL(path, site.baseUrl).href }]
      : []),
  ];
}
