import { describe, expect, it } from "vitest";
import { blankProject } from "~/server/projects.server";
import { postChanges } from "./post-changes";
import { projectChanges } from "./project-changes";
import type { PostDocument } from "./post-document";

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
});
