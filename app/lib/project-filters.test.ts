import { describe, expect, it } from "vitest";
import { statusCategory } from "~/content/project-status";
import { seedProjectDocuments } from "~/content/project-document";
import { projectList } from "~/content/project-views";
import { projects as data } from "~/content/projects";
import { locales } from "~/i18n/locales";
import {
  criteriaFromParams,
  filterProjects,
  hasCriteria,
  noCriteria,
  paramsFromCriteria,
  regionOptions,
} from "./project-filters";

/** The projects as /projects shows them in English. */
const projects = projectList(seedProjectDocuments(), "en");
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
const regions = regionOptions(projects);

describe("status categories of the data", () => {
  it.each(data.map((p) => [p.id, p.status] as const))(
    "%s (%s) belongs to Completed, In Progress or Planning",
    (_id, status) => {
      expect(["Completed", "In Progress", "Planning"]).toContain(statusCategory(status));
    },
  );
});

describe("filterProjects", () => {
  it("returns all 20 projects without criteria", () => {
    expect(filterProjects(projects, noCriteria)).toHaveLength(20);
  });

  it("searches title, description, location and customer, ignoring case and extra spaces", () => {
    // Title
    expect(ids(filterProjects(projects, { query: "  ARBA   minch " }))).toContain("project-4");
    // Customer only
    expect(ids(filterProjects(projects, { query: "gamo fruit farm" }))).toEqual(["project-4"]);
    // Place only
    expect(ids(filterProjects(projects, { query: "hawassa zuria" }))).toContain("project-3");
    // Region
    const tigray = filterProjects(projects, { query: "tigray" });
    expect(tigray.length).toBeGreaterThan(0);
    // Description words in any order
    expect(ids(filterProjects(projects, { query: "avocado drip" }))).toEqual(["project-3"]);
    expect(filterProjects(projects, { query: "no such place xyz" })).toEqual([]);
  });

  it("finds Amharic projects whichever Ge'ez spelling the visitor types (ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ)", () => {
    const amharic = projectList(seedProjectDocuments(), "am");
    const find = (query: string) => ids(filterProjects(amharic, { query }));
    // The pages write ሐዋሳ, ማኅበር, ኅብረት, ሥራ and ፀሐይ; visitors often type the plain forms.
    for (const [written, typed] of [
      ["ሐዋሳ", "ሀዋሳ"],
      ["ማኅበር", "ማህበር"],
      ["የኅብረት ሥራ", "የህብረት ስራ"],
      ["ፀሐይ", "ጸሀይ"],
    ] as const) {
      expect(find(written).length, written).toBeGreaterThan(0);
      expect(find(typed)).toEqual(find(written));
    }
  });

  it("finds a place, region or customer typed as another language of the site writes it", () => {
    const [oromo, amharic, english] = (["om", "am", "en"] as const).map((locale) =>
      projectList(seedProjectDocuments(), locale),
    );
    const find = (list: typeof projects, query: string) => ids(filterProjects(list, { query }));
    // The common Latin spelling, on the signs and maps, where the page writes Qubee or Ge'ez.
    expect(find(oromo!, "Hawassa")).toEqual(["project-3"]);
    expect(find(oromo!, "adama")).toEqual(["project-9"]);
    expect(find(amharic!, "Sidama")).toEqual(["project-3", "project-16"]);
    expect(find(amharic!, "Sidama")).toEqual(find(english!, "Sidama"));
    // Ge'ez typed on a Latin page, in a plain spelling of what the Amharic page writes (ሐዋሳ).
    expect(find(english!, "ሀዋሳ")).toEqual(["project-3"]);
    expect(find(oromo!, "ሲዳማ")).toEqual(["project-3", "project-16"]);
    // Every word must still match, and only names come from the other languages.
    expect(find(oromo!, "Hawassa Tigray")).toEqual([]);
    expect(find(oromo!, "zzyzx")).toEqual([]);
    expect(find(oromo!, "avocado")).toEqual([]);
  });

  it("finds each project by its place, region and customer in every language, on every language's page", () => {
    const documents = seedProjectDocuments();
    const pages = locales.map((locale) => projectList(documents, locale));
    for (const written of pages) {
      for (const [index, project] of written.entries()) {
        for (const name of [project.place, project.regionLabel, project.customer]) {
          for (const [page, list] of pages.entries()) {
            expect(
              ids(filterProjects(list, { query: name })),
              `${name} on ${locales[page]}`,
            ).toContain(documents[index]!.id);
          }
        }
      }
    }
  });

  it("filters by status category, so Delivered and Successfully Completed count as Completed", () => {
    const completed = filterProjects(projects, { query: "", status: "Completed" });
    expect(ids(completed)).toEqual(expect.arrayContaining(["project-1", "project-4", "project-5"]));
    for (const project of completed) expect(project.statusCategory).toBe("Completed");
    const inProgress = filterProjects(projects, { query: "", status: "In Progress" });
    expect(ids(inProgress)).toEqual(
      expect.arrayContaining(["project-2", "project-3", "project-6"]),
    );
    const planning = filterProjects(projects, { query: "", status: "Planning" });
    expect(ids(planning)).toEqual(["project-13", "project-14"]);
    expect(completed.length + inProgress.length + planning.length).toBe(20);
  });

  it("filters by region, and every region option matches at least one project or is a spec option", () => {
    expect(ids(filterProjects(projects, { query: "", region: "Sidama" }))).toEqual([
      "project-3",
      "project-16",
    ]);
    for (const region of regions) {
      const found = filterProjects(projects, { query: "", region });
      for (const project of found) expect(project.region).toBe(region);
    }
    expect(filterProjects(projects, { query: "", region: "Oromia" }).length).toBeGreaterThan(3);
  });

  it("filters by category and combines every criterion", () => {
    const research = filterProjects(projects, { query: "", category: "research" });
    expect(research.length).toBeGreaterThan(0);
    for (const project of research) expect(project.category).toBe("research");
    const combined = filterProjects(projects, {
      query: "holeta",
      status: "Completed",
      region: "Oromia",
      category: "research",
    });
    expect(ids(combined)).toEqual(["project-20"]);
    expect(
      filterProjects(projects, { query: "holeta", status: "Planning", region: "Oromia" }),
    ).toEqual([]);
  });
});

describe("region options", () => {
  it("lists the spec's five first, then every other region of the data once", () => {
    expect(regions.slice(0, 5)).toEqual(["Oromia", "Amhara", "Tigray", "Sidama", "SNNP"]);
    for (const project of projects) expect(regions).toContain(project.region);
    expect(new Set(regions).size).toBe(regions.length);
  });
});

describe("criteria in the URL", () => {
  it("round-trips through the query string", () => {
    const criteria = {
      query: "solar mill",
      status: "In Progress",
      region: "Dire Dawa",
      category: "commercial",
    } as const;
    const params = paramsFromCriteria(criteria);
    expect(params.toString()).toBe(
      "q=solar+mill&status=In+Progress&region=Dire+Dawa&category=commercial",
    );
    expect(criteriaFromParams(new URLSearchParams(params.toString()), regions)).toEqual(criteria);
  });

  it("ignores unknown or hostile values instead of showing an impossible empty list", () => {
    const criteria = criteriaFromParams(
      new URLSearchParams("status=<b>x</b>&region=Atlantis&category=../../etc"),
      regions,
    );
    expect(criteria).toEqual({
      query: "",
      status: undefined,
      region: undefined,
      category: undefined,
    });
    expect(hasCriteria(criteria)).toBe(false);
    expect(paramsFromCriteria(noCriteria).toString()).toBe("");
  });
});
