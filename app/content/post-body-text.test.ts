import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { illustrations } from "./illustrations";
import { bodyText, parseBodyText } from "./post-body-text";
import { seedPostDocuments } from "./post-document";

describe("a post's body as text", () => {
  it("gives back every part of both reports, in every language", () => {
    for (const post of seedPostDocuments())
      for (const locale of locales) {
        const body = post.words[locale]!.body!;
        expect(parseBodyText(bodyText(body))).toEqual({ body });
      }
  });

  it("reads paragraphs, sections, figures, lists, phases, a conclusion and a quote", () => {
    const parsed = parseBodyText(
      [
        "First words",
        "go on here.",
        "",
        "Second paragraph.",
        "## Water",
        "[picture] solar-pump",
        "Wells were <b>deep</b>.",
        "[figure] 60 m | Deepest well",
        "[challenge] Basalt",
        "[phase] Drilling | March",
        "[task] Delayed | Rig | waiting for parts",
        "[conclusion]",
        "It worked.",
        "[quote] Ato Kebede | Farmer",
        "ውሃ አገኘን።",
      ].join("\n"),
    );
    expect(parsed).toEqual({
      body: {
        introduction: "First words go on here.\n\nSecond paragraph.",
        sections: [
          {
            title: "Water",
            image: "solar-pump",
            content: ["Wells were <b>deep</b>."],
            stats: [{ value: "60 m", label: "Deepest well" }],
            challenges: ["Basalt"],
          },
        ],
        phases: [
          {
            title: "Drilling",
            period: "March",
            tasks: [{ name: "Rig", status: "Delayed", note: "waiting for parts" }],
          },
        ],
        conclusion: "It worked.",
        testimonial: { name: "Ato Kebede", role: "Farmer", quote: "ውሃ አገኘን።" },
      },
    });
  });

  it("reads a task's status whatever its letters' case, as the list writes it", () => {
    expect(
      parseBodyText("[phase] Training | May\n[task] in progress | Two farmers per pump"),
    ).toEqual({
      body: {
        introduction: "",
        sections: [],
        phases: [
          {
            title: "Training",
            period: "May",
            tasks: [{ name: "Two farmers per pump", status: "In Progress" }],
          },
        ],
        conclusion: "",
      },
    });
  });

  it("reads an empty text as an empty body", () => {
    expect(parseBodyText("  \n")).toEqual({
      body: { introduction: "", sections: [], phases: [], conclusion: "" },
    });
  });

  it("refuses a word in brackets that is no marker, in any script or case, and reads a marker in capitals", () => {
    expect(parseBodyText("## A\ntext\n[Qoute] Abebe | Farmer")).toEqual({
      errors: [
        expect.stringMatching(/^Line 3: there is no marker \[Qoute\]\. The markers are/) as unknown,
      ],
    });
    expect(parseBodyText("## A\ntext\n[መፍትሔ] ፓምፕ")).toEqual({
      errors: [expect.stringMatching(/^Line 3: there is no marker \[መፍትሔ\]\./) as unknown],
    });
    expect(parseBodyText("## A\ntext\n[Challenge] Dust on the panels")).toEqual({
      body: expect.objectContaining({
        sections: [{ title: "A", content: ["text"], challenges: ["Dust on the panels"] }],
      }) as unknown,
    });
  });

  it("names every word in brackets that is no marker, each once with its lines, in order", () => {
    expect(
      parseBodyText(
        [
          "## A",
          "text",
          "[Qoute] Abebe | Farmer",
          "[challenge] Dust",
          "[Soltion] Brushes",
          "[qoute] Again",
          "[መፍትሔ] ፓምፕ",
        ].join("\n"),
      ),
    ).toEqual({
      errors: [
        "There are no markers [Qoute] (lines 3, 6), [Soltion] (line 5), [መፍትሔ] (line 7). The markers are [picture], [figure], [challenge], [solution], [recommendation], [deliverable], [phase], [task], [conclusion], [quote], kept in English.",
      ],
    });
    expect(parseBodyText("## A\ntext\n[Note] one\n[Note] two")).toEqual({
      errors: [expect.stringMatching(/^There is no marker \[Note\] \(lines 3, 4\)\./) as unknown],
    });
  });

  it("reads a marker with spaces inside its brackets, and refuses an unknown one so typed", () => {
    expect(
      parseBodyText("## A\ntext\n[ Challenge ] Dust on the panels\n[ conclusion ]\nDone."),
    ).toEqual({
      body: expect.objectContaining({
        sections: [{ title: "A", content: ["text"], challenges: ["Dust on the panels"] }],
        conclusion: "Done.",
      }) as unknown,
    });
    expect(parseBodyText("## A\ntext\n[ Qoute ] Abebe | Farmer")).toEqual({
      errors: [expect.stringMatching(/^Line 3: there is no marker \[Qoute\]\./) as unknown],
    });
  });

  it("lists the pictures when none is called as typed", () => {
    const parsed = parseBodyText("## A\n[picture] nope");
    expect("errors" in parsed && parsed.errors[0]).toContain(
      `The pictures are: ${Object.keys(illustrations).join(", ")}.`,
    );
  });

  it("names the line of a mistake", () => {
    expect(parseBodyText("Intro\n[figure] 3 | wells")).toEqual({
      errors: [expect.stringMatching(/^Line 2: \[figure\] belongs to a section/) as unknown],
    });
    expect(parseBodyText("## A\ntext\n[task] Done | x")).toEqual({
      errors: [expect.stringMatching(/^Line 3: a \[task\] belongs to a \[phase\]/) as unknown],
    });
    expect(parseBodyText("[phase] A | May\n[task] Finished | x")).toEqual({
      errors: [expect.stringMatching(/^Line 2: a task's status is one of Completed/) as unknown],
    });
    expect(parseBodyText("[phase] A | May\nloose words")).toEqual({
      errors: [expect.stringMatching(/^Line 2: only \[task\] lines/) as unknown],
    });
    expect(parseBodyText("## A\n[picture] nope")).toEqual({
      errors: [expect.stringMatching(/^Line 2: no picture is called "nope"/) as unknown],
    });
    expect(parseBodyText("[script] x")).toEqual({
      errors: [
        "Line 1: there is no marker [script]. The markers are [picture], [figure], [challenge], [solution], [recommendation], [deliverable], [phase], [task], [conclusion], [quote], kept in English.",
      ],
    });
  });

  it("names every mistake, in the text's order, each with its line, so one save fixes them all", () => {
    const parsed = parseBodyText(
      [
        "Intro",
        "[figure] 3 | wells",
        "##",
        "text",
        "[Qoute] Abebe | Farmer",
        "[phase] Drilling",
        "[task] Finished | Rig",
        "[task] Completed | Pump",
        "loose words",
        "go on here",
        "[qoute] Again",
        "[quote] Ato Kebede",
        "",
        "## Empty",
      ].join("\n"),
    );
    expect(parsed).toEqual({
      errors: [
        'Line 2: [figure] belongs to a section: put it under a "##" title.',
        'Line 3: write the section\'s title after "##".',
        expect.stringMatching(/^There is no marker \[Qoute\] \(lines 5, 11\)\. The markers/),
        'Line 6: write a phase as "[phase] title | when".',
        expect.stringMatching(/^Line 7: a task's status is one of Completed/),
        expect.stringMatching(/^Line 9: only \[task\] lines follow a \[phase\]/),
        'Line 12: write who said it as "[quote] name | role", the quote below.',
        "Write the quote's words on the lines under [quote].",
        'The section "Empty" has no text.',
      ] as unknown,
    });
  });

  it("does not name again as mistakes what a refused line leads to", () => {
    const only = (text: string) => {
      const parsed = parseBodyText(text);
      return "errors" in parsed ? parsed.errors : [];
    };
    // The section's only line, refused: whether it has text is not known.
    expect(only("## A\n[figure] 3")).toEqual([expect.stringMatching(/^Line 2: write a figure as/)]);
    // A phase typed wrongly is still the phase of the tasks under it.
    expect(only("[phase] Drilling\n[task] Completed | Rig")).toEqual([
      expect.stringMatching(/^Line 1: write a phase as/),
    ]);
    // A mistyped quote's words are its own, not text among tasks.
    expect(only("[phase] A | May\n[Qoute] Abebe | Farmer\nWe have water.")).toEqual([
      expect.stringMatching(/^Line 2: there is no marker \[Qoute\]/),
    ]);
    // Under a quote typed wrongly, its words are still the quote's.
    expect(only("[quote] Abebe\nWe have water.")).toEqual([
      expect.stringMatching(/^Line 1: write who said it/),
    ]);
    // Loose text among tasks: named once for each paragraph, at its first line.
    expect(only("[phase] A | May\none\ntwo\n\nthree")).toEqual([
      expect.stringMatching(/^Line 2: only \[task\] lines/),
      expect.stringMatching(/^Line 5: only \[task\] lines/),
    ]);
  });
});
