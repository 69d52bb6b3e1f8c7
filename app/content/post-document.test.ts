import { describe, expect, it } from "vitest";
import { parseBodyText } from "./post-body-text";
import {
  missingBodyParts,
  postEnglishOf,
  postTranslationsToDo,
  seedPostDocuments,
  type PostBody,
  type PostDocument,
} from "./post-document";
import { staffText } from "./staff";

/** A body from the text staff type. */
function body(text: string): PostBody {
  const parsed = parseBodyText(text);
  if ("errors" in parsed) throw new Error(parsed.errors.join("\n"));
  return parsed.body;
}

const english = body(
  [
    "Why we went.",
    "",
    "## Planning the work",
    "Two wells.",
    "[figure] 60 | Pump sets delivered",
    "",
    "[phase] Delivery | March 2026",
    "[task] Completed | Pumps on site",
    "",
    "[conclusion]",
    "It worked.",
    "",
    "[quote] Ato Kebede | Farmer",
    "We have water.",
  ].join("\n"),
);

describe("a translated body that lacks parts of the English", () => {
  it("names what an introduction translated alone lacks, in the editor's words", () => {
    const missing = missingBodyParts(english, body("ለምን ሄድን።"));
    expect(missing).toEqual({ sections: 1, phases: 1, conclusion: true, quote: true });
    expect(staffText.content.posts.bodyShort(missing!)).toBe(
      "Shorter than the English: 1 section, 1 progress phase, the conclusion and the quote missing. The page in this language shows only what this text has: translate the rest, or empty the box to show the English.",
    );
  });

  it("says nothing of a whole translation, or of an empty one (the page shows the English)", () => {
    const whole = body(
      [
        "ለምን ሄድን።",
        "",
        "## ሥራውን ማቀድ",
        "ሁለት ጉድጓዶች።",
        "",
        "[phase] ማድረስ | መጋቢት 2018",
        "[task] Completed | ፓምፖች",
        "",
        "[conclusion]",
        "ተሳካ።",
        "",
        "[quote] አቶ ከበደ | አርሶ አደር",
        "ውሃ አገኘን።",
      ].join("\n"),
    );
    expect(missingBodyParts(english, whole)).toBeUndefined();
    expect(missingBodyParts(english, body(""))).toBeUndefined();
    expect(missingBodyParts(english, undefined)).toBeUndefined();
  });

  it("counts the sections missing, and writes one part alone without a list", () => {
    const twoSections = body("## A\nOne.\n\n## B\nTwo.");
    const missing = missingBodyParts(twoSections, body("Only an introduction."));
    expect(missing).toEqual({ sections: 2, phases: 0, conclusion: false, quote: false });
    expect(staffText.content.posts.bodyShort(missing!)).toMatch(
      /^Shorter than the English: 2 sections missing\. /,
    );
  });
});

describe("a translated body shorter than the English, on the translations to do", () => {
  /** A seeded report with its Amharic body replaced, translated from the English `source`. */
  function withAmharicBody(amharic: PostBody | undefined, source: string): PostDocument {
    const [report] = seedPostDocuments();
    const words = { ...report!.words.am, body: amharic };
    if (!amharic) delete words.body;
    return {
      ...report!,
      words: { ...report!.words, am: words },
      sources: { ...report!.sources, am: { ...report!.sources.am, body: source } },
    };
  }
  const introduction = body("ለምን ሄድን።");

  it("is listed as incomplete, translated from the current English", () => {
    const [report] = seedPostDocuments();
    const short = withAmharicBody(introduction, postEnglishOf(report!, "body"));
    expect(postTranslationsToDo(short)).toEqual([
      { locale: "am", part: "body", state: "incomplete" },
    ]);
  });

  it("stays missing or out of date when it is, listed once", () => {
    expect(postTranslationsToDo(withAmharicBody(introduction, "an older English"))).toEqual([
      { locale: "am", part: "body", state: "outdated" },
    ]);
    expect(postTranslationsToDo(withAmharicBody(undefined, "an older English"))).toEqual([
      { locale: "am", part: "body", state: "missing" },
    ]);
  });
});
