import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { teamIn, teamList } from "~/content/team-document";
import { applyRowChange, rowChange, rowIndexes } from "~/lib/form-rows";
import { pagesWithPhoto } from "./content-kinds.server";
import { photoLibrary } from "./content-form.server";
import { publish, saveDraft } from "./content-store.server";
import { openDatabase } from "./db.server";
import { addPhoto, photoShelf } from "./photos.server";
import { settingKind, settingVersions } from "./setting-kinds.server";
import { seedContent } from "./projects.server";
import { SETTINGS } from "./settings.server";
import {
  blankMember,
  publishedTeam,
  teamFields,
  teamFromForm,
  teamItem,
  teamMessages,
} from "./team.server";
import { phonePhoto } from "../../tests/photo-fixtures";

function seeded() {
  const db = openDatabase(":memory:");
  seedContent(db);
  return db;
}

/** The form as the staff page shows the stored team, with some fields changed. */
function formOf(db: ReturnType<typeof seeded>, changes: Record<string, string> = {}) {
  return { ...teamFields(publishedTeam(db)), ...changes };
}

function read(db: ReturnType<typeof seeded>, form: Record<string, string>) {
  return teamFromForm(form, rowIndexes(form, teamList), photoLibrary(db));
}

describe("the team in the store", () => {
  it("is seeded from the About texts in every language, with the illustrated portraits", () => {
    const team = publishedTeam(seeded());
    expect(team.members.map((member) => member.name.en)).toEqual([
      "Selamawit Bekele",
      "Dawit Alemu",
      "Hiwot Tesfaye",
    ]);
    expect(team.members[0]?.name.am).toBe("ሰላማዊት በቀለ");
    expect(team.members[1]?.role.om).toBeTruthy();
    expect(team.members.map((member) => member.portrait)).toEqual([
      "portrait-1",
      "portrait-2",
      "portrait-3",
    ]);
    expect(team.members[0]?.expertise.en.split("\n")).toEqual([
      "Hydrogeology",
      "Solar pump sizing",
      "Borehole design",
    ]);
  });

  it("reads its own form back unchanged", () => {
    const db = seeded();
    const { document, errors } = read(db, formOf(db));
    expect(errors).toEqual({});
    expect(document).toEqual(publishedTeam(db));
  });

  it("shows the English, marked, where a translation is missing, and never an empty field", () => {
    const db = seeded();
    const { document } = read(
      db,
      formOf(db, { "member.0.role.en": "Technical Director", "member.0.role.om": "" }),
    );
    const [oromo] = teamIn(document, "om", photoShelf(db));
    expect(oromo?.role).toEqual({ text: "Technical Director", lang: "en" });
    expect(oromo?.name.lang).toBeUndefined();
    const [amharic] = teamIn(document, "am", photoShelf(db));
    expect(amharic?.role.text).toBe("ተባባሪ መሥራችና የቴክኒክ ዳይሬክተር");
    expect(oromo?.picture).toEqual({ kind: "portrait", portrait: "portrait-1" });
  });

  it("refuses an empty English name, role or bio with its message, keeping what was typed", () => {
    const db = seeded();
    const { document, errors } = read(
      db,
      formOf(db, {
        "member.1.name.en": "  ",
        "member.1.name.am": "ዳዊት",
        "member.2.bio.en": "",
        "member.0.bio.en": "<script>alert(1)</script>",
      }),
    );
    expect(errors).toEqual({
      "member.1.name.en": teamMessages.name,
      "member.2.bio.en": teamMessages.bio,
    });
    expect(document.members[1]?.name.am).toBe("ዳዊት");
    // Text is kept as text: the page escapes it.
    expect(document.members[0]?.bio.en).toBe("<script>alert(1)</script>");
  });

  it("drops a member left wholly empty, and refuses an empty team", () => {
    const db = seeded();
    const form = formOf(db);
    const cleared = Object.fromEntries(
      Object.entries(form).map(([name, value]) =>
        name.startsWith("member.1.") && !/\.(id|portrait)$/.test(name) ? [name, ""] : [name, value],
      ),
    );
    const { document, errors } = read(db, cleared);
    expect(errors).toEqual({});
    expect(document.members.map((member) => member.id)).toEqual([
      "technical-director",
      "head-of-projects",
    ]);
    expect(read(db, {}).errors).toEqual({ "member.0.name.en": teamMessages.noMember });
  });

  it("adds, moves and removes people with the list buttons; a new person gets a key from the name", () => {
    const db = seeded();
    let form = applyRowChange(formOf(db), rowChange("member.add")!, blankMember);
    expect(rowIndexes(form, teamList)).toEqual([0, 1, 2, 3]);
    form = { ...form, "member.3.name.en": "Abebe Kebede", "member.3.role.en": "Drilling lead" };
    form["member.3.bio.en"] = "Runs the rigs.";
    form = applyRowChange(form, rowChange("member.3.up")!, blankMember);
    form = applyRowChange(form, rowChange("member.0.remove")!, blankMember);
    const { document, errors } = read(db, form);
    expect(errors).toEqual({});
    expect(document.members.map((member) => member.id)).toEqual([
      "managing-director",
      "abebe-kebede",
      "head-of-projects",
    ]);
    // No portrait for someone added here: the page shows a plain circle.
    expect(teamIn(document, "en", photoShelf(db))[1]?.picture).toEqual({ kind: "none" });
  });

  it("takes a described photo of the library, shows its alt text, and keeps it from deletion once published", async () => {
    const db = seeded();
    const root = mkdtempSync(join(tmpdir(), "team-"));
    try {
      const folders = { originals: join(root, "o"), renditions: join(root, "r") };
      const photo = await addPhoto(
        db,
        { name: "dawit.jpg", bytes: await phonePhoto({ width: 800, height: 800 }) },
        "ed@x",
        folders,
        "Dawit Alemu beside a solar pump",
      );
      const unknown = read(db, formOf(db, { "member.1.photo": "photo-999" }));
      expect(unknown.errors).toEqual({ "member.1.photo": teamMessages.photo });

      const { document, errors } = read(db, formOf(db, { "member.1.photo": photo.id }));
      expect(errors).toEqual({});
      const [, dawit] = teamIn(document, "am", photoShelf(db));
      expect(dawit?.picture).toMatchObject({
        kind: "photo",
        alt: "Dawit Alemu beside a solar pump",
        altLang: "en",
      });

      expect(pagesWithPhoto(db, photo.id)).toEqual([]);
      const item = teamItem(db)!;
      publish(
        db,
        SETTINGS,
        "team",
        saveDraft(db, SETTINGS, "team", document, item.revision, "ed@x"),
        "ed@x",
      );
      expect(pagesWithPhoto(db, photo.id)).toEqual([
        { to: "/about", title: "About page (the team)", paths: ["/about"] },
      ]);
      // The team's history names the photo as the form's list does, not by its id.
      const [latest] = settingVersions(db, settingKind("team")!);
      const change = latest?.changes.find((entry) => entry.field.endsWith("Photo"));
      expect(change?.before).toBe("");
      expect(change?.after).toContain("Dawit Alemu beside a solar pump");
      expect(change?.after).toContain("dawit.jpg");
      expect(change?.after).not.toContain(photo.id);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
