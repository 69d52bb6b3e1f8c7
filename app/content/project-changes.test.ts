import { describe, expect, it } from "vitest";
import { blankProject } from "~/server/projects.server";
import { postChanges } from "./post-changes";
import { illustrationAlts } from "./illustration-alts";
import { projectChanges } from "./project-changes";
import type { PostDocument } from "./post-document";
import type { ProjectDocument } from "./project-document";

const names: Record<string, string> = {
  "photo-a": "Pump house at Ziway (small.jpg)",
  "photo-b": "Farmers by the tank (tank.jpg)",
};
const photoName = (id: string) => names[id] ?? id;

describe("projectChanges", () => {
  const before = { ...blankProject("project-9", 9), photos: ["photo-a"] };

  it("lists a version that changed only its photos, place by place, by the photos' names", () => {
    const after = { ...before, photos: ["photo-b", "photo-a"] };
    expect(projectChanges(before, after, photoName)).toEqual([
      {
        field: "Photo 1 (the card's)",
        before: "Pump house at Ziway (small.jpg)",
        after: "Farmers by the tank (tank.jpg)",
      },
      { field: "Photo 2", before: "", after: "Pump house at Ziway (small.jpg)" },
    ]);
  });

  it("lists a photo taken out", () => {
    expect(projectChanges(before, { ...before, photos: [] }, photoName)).toEqual([
      { field: "Photo 1 (the card's)", before: "Pump house at Ziway (small.jpg)", after: "" },
    ]);
  });
});

describe("postChanges", () => {
  it("lists photo changes the same way", () => {
    const post = {
      id: "post-9",
      date: "2026-11-20",
      readMinutes: 3,
      image: "solar-pump",
      photos: ["photo-a"],
      words: {
        en: { title: "T", excerpt: "E", tags: [] },
      },
    } as unknown as PostDocument;
    expect(postChanges(post, { ...post, photos: ["photo-a", "photo-b"] }, photoName)).toEqual([
      { field: "Photo 2", before: "", after: "Farmers by the tank (tank.jpg)" },
    ]);
  });

  it("names a picture of the site by what it shows, as the editor's list does, never by its key", () => {
    const before = { ...blankProject("project-9", 9), images: ["solar-pump"] } as ProjectDocument;
    const after = { ...before, images: ["solar-pump", "irrigated-farm"] } as ProjectDocument;
    const [change] = projectChanges(before, after, photoName);
    expect(change?.before).toBe(illustrationAlts["solar-pump"]);
    expect(change?.after).toBe(
      `${illustrationAlts["solar-pump"]}; ${illustrationAlts["irrigated-farm"]}`,
    );
    expect(JSON.stringify(change)).not.toContain("solar-pump");
  });
});
