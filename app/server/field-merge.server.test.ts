import { describe, expect, it } from "vitest";
import { fieldBase, mergeFields } from "./field-merge.server";
import { projectFormFields, projectFromForm } from "./projects.server";
import { seedProjectDocuments } from "~/content/project-document";

/** The form as the page was loaded: what both editors started from. */
const loaded = { "title.en": "Solar pump", "cost.en": "120", "period.om": "Bitootessa", lat: "9" };
const base = fieldBase(loaded);

describe("mergeFields: a stale form merged with what a colleague stored since", () => {
  it("keeps a field only the saver changed, and takes a field only the colleague changed", () => {
    const mine = { ...loaded, "period.om": "Guraandhala" };
    const stored = { ...loaded, "cost.en": "125" };
    const merge = mergeFields(base, mine, stored);
    expect(merge.values).toEqual({ ...loaded, "period.om": "Guraandhala", "cost.en": "125" });
    expect(merge.theirs).toEqual(["cost.en"]);
    expect(merge.conflicts).toEqual([]);
  });

  it("marks a field both changed differently as a conflict, the saver's value kept", () => {
    const merge = mergeFields(
      base,
      { ...loaded, "title.en": "Solar pump, Bishoftu" },
      { ...loaded, "title.en": "Solar pump and drip" },
    );
    expect(merge.values["title.en"]).toBe("Solar pump, Bishoftu");
    expect(merge.conflicts).toEqual(["title.en"]);
    expect(merge.theirs).toEqual([]);
  });

  it("is no conflict when both made the same change; fields neither changed stay as stored", () => {
    const merge = mergeFields(base, { ...loaded, lat: "9.5" }, { ...loaded, lat: "9.5" });
    expect(merge.values).toEqual({ ...loaded, lat: "9.5" });
    expect(merge).toMatchObject({ theirs: [], conflicts: [] });
  });

  it("reads a browser's CRLF line ends as unchanged, and keeps the form's own fields", () => {
    const text = { "overview.en": "One.\n\nTwo." };
    const merge = mergeFields(
      fieldBase(text),
      { "overview.en": "One.\r\n\r\nTwo.", intent: "publish", "confirm.am.title": "on" },
      { "overview.en": "One.\n\nThree." },
    );
    expect(merge.values).toEqual({
      "overview.en": "One.\n\nThree.",
      intent: "publish",
      "confirm.am.title": "on",
    });
  });

  it("without a base (an old page), a difference is a conflict, never silently lost", () => {
    const merge = mergeFields(undefined, { ...loaded, "cost.en": "130" }, { ...loaded, lat: "10" });
    expect(merge.values).toEqual({ ...loaded, "cost.en": "130" });
    expect(merge.conflicts).toEqual(["cost.en", "lat"]);
  });

  it("keeps a colleague's change to a project the saver did not touch, through the form", () => {
    const project = seedProjectDocuments()[0]!;
    const opened = projectFormFields(project);
    const theirs = projectFromForm({ ...opened, "title.en": "Theirs" }, project).document;
    const mine = { ...opened, "place.en": "Mine" };
    const merge = mergeFields(fieldBase(opened), mine, projectFormFields(theirs));
    const saved = projectFromForm(merge.values, theirs).document;
    expect(saved.words.en.title).toBe("Theirs");
    expect(saved.words.en.place).toBe("Mine");
    expect(merge.conflicts).toEqual([]);
  });
});
