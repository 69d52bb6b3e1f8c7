import { describe, expect, it } from "vitest";
import {
  postTranslationState,
  seedPostDocuments,
  type PostDocument,
} from "~/content/post-document";
import { postSummary, postView } from "~/content/post-views";
import { locales } from "~/i18n/locales";
import {
  createDraft,
  getItem,
  history,
  publish,
  restore,
  saveDraft,
  StaleEdit,
  unpublish,
} from "./content-store.server";
import { openDatabase } from "./db.server";
import {
  blankPost,
  nextPostId,
  POST,
  postField,
  postFormValue,
  postFromForm,
  postItems,
  publishedPostAt,
  publishedPosts,
  seedPosts,
  withdrawnPostPaths,
} from "./posts.server";
import { postTextParts } from "~/content/post-document";
import { pagesWithPhoto } from "./content-kinds.server";
import { withPreview } from "./preview.server";
import { publicPaths } from "./publish.server";
import { seedContent } from "./projects.server";

/** The editor's form for a post, as the page fills it in. */
function formOf(document: PostDocument): Record<string, string> {
  const form: Record<string, string> = {
    date: document.date,
    readMinutes: String(document.readMinutes),
    image: document.image,
  };
  for (const part of postTextParts)
    for (const locale of locales)
      form[postField(part, locale)] = postFormValue(document, part, locale);
  return form;
}

function newDb() {
  const db = openDatabase(":memory:");
  seedContent(db);
  return db;
}

describe("posts in the store", () => {
  it("are seeded from the two reports, at their old addresses, newest first", () => {
    const db = newDb();
    expect(postItems(db).map((item) => [item.id, item.state, item.version])).toEqual([
      ["nahom-construction-partnership", "published", 1],
      ["solar-pumps-moa", "published", 1],
    ]);
    expect(publishedPosts(db).map((post) => post.date)).toEqual(["2026-08-27", "2026-06-12"]);
    expect(publishedPostAt(db, "/projects/solar-pumps-moa")?.words.am?.title).toMatch(/60/);
    expect(publishedPostAt(db, "/blog/solar-pumps-moa")).toBeUndefined();
    expect(publicPaths(db).canonical).toContain("/projects/nahom-construction-partnership");
    // Seeding again adds nothing.
    seedPosts(db);
    expect(postItems(db)).toHaveLength(2);
  });

  it("a new post: drafted, previewed, published first on the blog, at /blog/{id}, then withdrawn", () => {
    const db = newDb();
    const id = nextPostId(db);
    expect(id).toBe("post-1");
    createDraft(db, POST, id, blankPost(id, new Date("2026-11-26T08:00:00Z")), "e@x.et");
    expect(publishedPosts(db)).toHaveLength(2);
    const form = {
      ...formOf(blankPost(id, new Date("2026-11-26T08:00:00Z"))),
      "title.en": "New pumps in Ziway",
      "title.am": "አዲስ ፓምፖች በዝዋይ",
      "summary.en": "Ten pumps reached Ziway.",
      "author.en": "Meron Tadesse",
      "authorRole.en": "Project Manager",
      "category.en": "News",
      "tags.en": "Pumps\nZiway\nPumps",
      "body.en": "Ten pumps.\n\n## Hand-over\nFarmers ran them <script>alert(1)</script>.",
    };
    const { document, errors } = postFromForm(form, getItem<PostDocument>(db, POST, id)!.current);
    expect(errors).toEqual({});
    expect(document.words.en.tags).toEqual(["Pumps", "Ziway"]);
    expect(document.words.en.body.sections[0]!.content[0]).toBe(
      "Farmers ran them <script>alert(1)</script>.",
    );
    expect(document.sources.am?.title).toBe("New pumps in Ziway");
    const revision = saveDraft(db, POST, id, document, 1, "e@x.et");
    // Preview: the draft stands in, first on the blog, for this render only.
    withPreview({ kind: POST, id, document }, () => {
      expect(publishedPosts(db)[0]!.id).toBe(id);
      expect(publishedPostAt(db, `/blog/${id}`)?.words.en.title).toBe("New pumps in Ziway");
    });
    expect(publishedPostAt(db, `/blog/${id}`)).toBeUndefined();
    publish(db, POST, id, revision, "e@x.et");
    expect(publishedPosts(db)[0]!.id).toBe(id);
    expect(publicPaths(db).canonical).toContain(`/blog/${id}`);
    // In Amharic: its own title, English (marked) where untranslated.
    const am = postSummary(publishedPosts(db)[0]!, "am", new Map());
    expect(am.title).toBe("አዲስ ፓምፖች በዝዋይ");
    expect(am.excerpt).toBe("Ten pumps reached Ziway.");
    expect(am.english).toEqual({
      summary: "en",
      author: "en",
      authorRole: "en",
      category: "en",
      tags: "en",
      body: "en",
    });
    expect(am.path).toBe(`/blog/${id}`);
    expect(postView(publishedPosts(db)[0]!, "en", new Map()).english).toBeUndefined();
    const item = getItem<PostDocument>(db, POST, id)!;
    unpublish(db, POST, id, item.revision, "e@x.et");
    expect(publishedPosts(db).map((post) => post.id)).not.toContain(id);
    expect(withdrawnPostPaths(db)).toEqual([`/blog/${id}`]);
    expect(nextPostId(db)).toBe("post-2");
  });

  it("refuses a stale edit and restores an old version as a new one", () => {
    const db = newDb();
    const id = "solar-pumps-moa";
    const item = getItem<PostDocument>(db, POST, id)!;
    const edited = postFromForm(
      { ...formOf(item.current), "title.en": "Sixty pumps" },
      item.current,
    ).document;
    const revision = saveDraft(db, POST, id, edited, item.revision, "a@x.et");
    expect(() => saveDraft(db, POST, id, edited, item.revision, "b@x.et")).toThrow(StaleEdit);
    publish(db, POST, id, revision, "a@x.et");
    // The English changed: the translations of the title are out of date, the rest are not.
    const published = getItem<PostDocument>(db, POST, id)!;
    expect(postTranslationState(published.current, "am", "title")).toBe("outdated");
    expect(postTranslationState(published.current, "am", "body")).toBe("done");
    restore(db, POST, id, 1, published.revision, "a@x.et");
    expect(history(db, POST, id).map((version) => version.version)).toEqual([3, 2, 1]);
    expect(publishedPostAt(db, `/projects/${id}`)?.words.en.title).toMatch(/^60 Solar Pump Sets/);
  });

  it("dates a new post today in the office's calendar: at 01:30 in Addis Ababa, not UTC's yesterday", () => {
    // 22:30 UTC on 25 November is 01:30 East Africa Time on 26 November.
    expect(blankPost("post-1", new Date("2026-11-25T22:30:00Z")).date).toBe("2026-11-26");
    expect(blankPost("post-1", new Date("2026-11-26T20:59:00Z")).date).toBe("2026-11-26");
  });

  it("refuses a day after today in Addis Ababa, and takes today", () => {
    const blank = blankPost("post-1");
    const dated = (date: string) =>
      postFromForm({ ...formOf(blank), date }, blank, new Map(), "2026-11-30");
    expect(dated("2026-12-01").errors.date).toBe(
      "A post cannot be dated in the future: pick today or an earlier day.",
    );
    expect(dated("2026-11-30").errors.date).toBeUndefined();
    expect(dated("2026-11-30").document.date).toBe("2026-11-30");
  });

  it("keeps what was typed and says what is wrong", () => {
    const blank = blankPost("post-1");
    const { document, errors } = postFromForm(
      {
        ...formOf(blank),
        "title.en": "",
        "title.am": "ርዕስ",
        "body.en": "## Water\n[figure] 60\n[Qoute] Abebe | Farmer",
        date: "2026-02-30",
        readMinutes: "0",
        image: "nope",
        photo1: "missing",
      },
      blank,
      new Map(),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        "author.en",
        "authorRole.en",
        "body.en",
        "category.en",
        "date",
        "image",
        "photo1",
        "readMinutes",
        "summary.en",
        "title.en",
      ].sort(),
    );
    // Every mistake of the text, one a line, shown together under it.
    expect(errors["body.en"]?.split("\n")).toEqual([
      expect.stringMatching(/^Line 2: write a figure as/),
      expect.stringMatching(/^Line 3: there is no marker \[Qoute\]/),
    ]);
    // The field is a calendar; a browser without one sends what was typed.
    expect(errors.date).toBe(
      "Pick the day from the calendar. Without a calendar, type it as year-month-day, e.g. 2026-11-26.",
    );
    expect(document.words.am?.title).toBe("ርዕስ");
  });

  it("shows its photos from the library, in order; the library knows the pages that use them", () => {
    const db = newDb();
    createDraft(db, POST, "post-1", blankPost("post-1"), "e@x.et");
    const library = new Map([
      ["photo-a", { hasEnglishAlt: true }],
      ["photo-b", { hasEnglishAlt: true }],
    ]);
    const { document, errors } = postFromForm(
      {
        ...formOf(blankPost("post-1")),
        "title.en": "Photos from Ziway",
        "summary.en": "Two photos.",
        "author.en": "Meron Tadesse",
        "authorRole.en": "Project Manager",
        "category.en": "News",
        "body.en": "Pumps at work.",
        photo1: "photo-b",
        photo2: "photo-a",
      },
      blankPost("post-1"),
      library,
    );
    expect(errors).toEqual({});
    publish(db, POST, "post-1", saveDraft(db, POST, "post-1", document, 1, "e@x.et"), "e@x.et");
    expect(pagesWithPhoto(db, "photo-a")).toEqual([
      { to: "/blog/post-1", title: "Photos from Ziway", paths: ["/blog", "/blog/post-1"] },
    ]);
    const image = {
      kind: "raster" as const,
      src: "/media/photos/b.jpg",
      width: 4,
      height: 3,
      avif: "",
      webp: "",
    };
    const shelf = new Map([
      ["photo-b", { image, alts: { en: "A pump", am: "ፓምፕ" }, position: "50% 50%" }],
      [
        "photo-a",
        { image: { ...image, src: "/a.jpg" }, alts: { en: "A field" }, position: "0% 0%" },
      ],
    ]);
    const am = postView(publishedPosts(db)[0]!, "am", shelf);
    expect(am.photo?.alt).toBe("ፓምፕ");
    expect(am.photos.map((photo) => [photo.alt, photo.altLang])).toEqual([
      ["ፓምፕ", undefined],
      ["A field", "en"],
    ]);
  });

  it("turns every seed post into the editor's form and back unchanged", () => {
    for (const post of seedPostDocuments()) {
      const { document, errors } = postFromForm(formOf(post), post);
      expect(errors).toEqual({});
      expect(document).toEqual(post);
    }
  });
});
