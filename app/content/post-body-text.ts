/**
 * A post's body as staff type it in one text box per language, and back: paragraphs of plain
 * text, a section per "## " heading, and marked lines for the parts a report may have (figures,
 * lists, phases with tasks, a conclusion and a quote). Everything stays text: nothing typed is
 * ever read as markup. The markers are the same in every language, so a translator keeps them
 * and translates the rest.
 */
import { illustrations, type IllustrationKey } from "./illustrations";
import type { PostBody } from "./post-document";
import type { ReportPhase, ReportSection, TaskStatus } from "./reports";

/** The statuses a task may have (their words are translated in `blog.ts`). */
export const taskStatuses = [
  "Completed",
  "In Progress",
  "Delayed",
  "Underway",
  "Pending",
] as const satisfies readonly TaskStatus[];

/** The list markers of a section, by the section's key. */
const listMarkers = {
  challenge: "challenges",
  solution: "solutions",
  recommendation: "recommendations",
  deliverable: "deliverables",
} as const;

type ListKey = (typeof listMarkers)[keyof typeof listMarkers];

/** Every marker, as a refusal lists them. */
const markers = [
  "picture",
  "figure",
  ...Object.keys(listMarkers),
  "phase",
  "task",
  "conclusion",
  "quote",
];

/**
 * A line's marker and what follows it, if the line starts with one. A word in brackets, in any
 * script or case, with spaces around it or not ("[ Challenge ]"), is read as a marker: one
 * mistyped ("[Qoute]") or translated ("[መፍትሔ]") is refused, never shown on the page as typed.
 */
function markedLine(line: string): { name: string; rest: string } | undefined {
  const marked = /^\[\s*([\p{L}\p{M}]+)\s*\]\s*(.*)$/u.exec(line);
  return marked ? { name: marked[1]!, rest: marked[2]! } : undefined;
}

/**
 * The refusal of the words in brackets that are no markers, from the line of the first one
 * (`from`) to the end: each named once, as first typed, with its lines, so one correction fixes
 * them all.
 */
function unknownMarkers(lines: readonly string[], from: number): string {
  /** Each unknown word's lines, by the word in small letters (a mistake in capitals is one). */
  const unknown = new Map<string, { name: string; lines: number[] }>();
  for (const [offset, line] of lines.slice(from).entries()) {
    const marked = markedLine(line.trim());
    const key = marked?.name.toLowerCase();
    if (!marked || !key || markers.includes(key)) continue;
    const seen = unknown.get(key) ?? { name: marked.name, lines: [] };
    seen.lines.push(from + offset + 1);
    unknown.set(key, seen);
  }
  const known = `The markers are ${markers.map((name) => `[${name}]`).join(", ")}, kept in English.`;
  const found = [...unknown.values()];
  if (found.length === 1 && found[0]!.lines.length === 1)
    return `Line ${found[0]!.lines[0]}: there is no marker [${found[0]!.name}]. ${known}`;
  const named = found.map(
    ({ name, lines }) => `[${name}] (line${lines.length > 1 ? "s" : ""} ${lines.join(", ")})`,
  );
  const are = found.length === 1 ? "There is no marker" : "There are no markers";
  return `${are} ${named.join(", ")}. ${known}`;
}

/** A body as text: the editor's text box shows this. */
export function bodyText(body: PostBody | undefined): string {
  if (!body) return "";
  const blocks: string[] = [];
  if (body.introduction.trim()) blocks.push(body.introduction.trim());
  for (const section of body.sections) {
    const lines = [`## ${section.title}`];
    if (section.image) lines.push(`[picture] ${section.image}`);
    const parts = [lines.join("\n"), ...section.content];
    const marked: string[] = [];
    for (const stat of section.stats ?? []) marked.push(`[figure] ${stat.value} | ${stat.label}`);
    for (const [marker, key] of Object.entries(listMarkers))
      for (const item of section[key] ?? []) marked.push(`[${marker}] ${item}`);
    if (marked.length > 0) parts.push(marked.join("\n"));
    blocks.push(parts.join("\n\n"));
  }
  for (const phase of body.phases) {
    blocks.push(
      [
        `[phase] ${phase.title} | ${phase.period}`,
        ...phase.tasks.map(
          (task) => `[task] ${task.status} | ${task.name}${task.note ? ` | ${task.note}` : ""}`,
        ),
      ].join("\n"),
    );
  }
  if (body.conclusion.trim()) blocks.push(`[conclusion]\n${body.conclusion.trim()}`);
  if (body.testimonial) {
    const { name, role, quote } = body.testimonial;
    blocks.push(`[quote] ${name} | ${role}\n${quote}`);
  }
  return blocks.join("\n\n");
}

/**
 * The body read from its text, or every problem found in it, in the text's order: each with its
 * line number where it has one, so an editor can fix them all in one save.
 */
export type BodyParse = { readonly body: PostBody } | { readonly errors: readonly string[] };

interface MutableSection {
  title: string;
  content: string[];
  image?: IllustrationKey;
  stats?: { value: string; label: string }[];
  challenges?: string[];
  solutions?: string[];
  recommendations?: string[];
  deliverables?: string[];
}

/**
 * Reads a body typed in the editor. An empty text is an empty body. A refused line is left out
 * and the reading goes on, as if it were right where that can be known (a section with a title
 * missing is still a section, a phase typed wrongly still a phase), so a mistake is not reported
 * again as the mistakes it leads to.
 */
export function parseBodyText(text: string): BodyParse {
  const intro: string[] = [];
  const conclusion: string[] = [];
  const quote: string[] = [];
  const sections: MutableSection[] = [];
  const phases: { title: string; period: string; tasks: ReportPhase["tasks"][number][] }[] = [];
  let quoteBy: { name: string; role: string } | undefined;
  /** Whether a [quote] was started, rightly or not: its words are asked for either way. */
  let quoted = false;
  /** Where plain text goes: the paragraphs of the part being written (none among tasks). */
  let target: string[] | null = intro;
  /** Whether the next plain line starts a new paragraph. */
  let fresh = true;
  /** The problems by their lines (0-based); the lines of words in brackets that are no markers. */
  const problems: { index: number; message: string }[] = [];
  const unknown: number[] = [];
  /** The sections with a refused line: whether they have text is not known. */
  const refusedIn = new Set<MutableSection>();
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const at = `Line ${index + 1}`;
    const refuse = (message: string) => {
      problems.push({ index, message: `${at}: ${message}` });
      const section = sections.at(-1);
      if (section && target === section.content) refusedIn.add(section);
    };
    if (line === "") {
      fresh = true;
      continue;
    }
    const heading = /^##\s*(.*)$/.exec(line);
    if (heading) {
      const title = heading[1]!.trim();
      const section: MutableSection = { title, content: [] };
      sections.push(section);
      target = section.content;
      fresh = true;
      if (!title) refuse(`write the section's title after "##".`);
      continue;
    }
    const marked = markedLine(line);
    if (!marked) {
      if (!target) {
        // Once for each paragraph, at its first line.
        if (fresh)
          refuse(
            `only [task] lines follow a [phase]; start a section ("##"), [conclusion] or [quote] for text.`,
          );
      } else if (fresh || target.length === 0) target.push(line);
      else target[target.length - 1] = `${target[target.length - 1]} ${line}`;
      fresh = false;
      continue;
    }
    const marker = marked.name.toLowerCase();
    const rest = marked.rest.trim();
    const fields = rest.split("|").map((part) => part.trim());
    const section = sections.at(-1);
    fresh = true;
    if (marker === "picture" || marker === "figure" || marker in listMarkers) {
      if (!section || target !== section.content)
        refuse(`[${marker}] belongs to a section: put it under a "##" title.`);
      else if (marker === "picture") {
        if (!(rest in illustrations))
          refuse(
            `no picture is called "${rest.slice(0, 40)}". The pictures are: ${Object.keys(illustrations).join(", ")}.`,
          );
        else section.image = rest as IllustrationKey;
      } else if (marker === "figure") {
        if (fields.length !== 2 || !fields[0] || !fields[1])
          refuse(`write a figure as "[figure] value | label".`);
        else (section.stats ??= []).push({ value: fields[0], label: fields[1] });
      } else if (!rest) refuse(`write the item after [${marker}].`);
      else {
        const key: ListKey = listMarkers[marker as keyof typeof listMarkers];
        (section[key] ??= []).push(rest);
      }
      continue;
    }
    if (marker === "phase") {
      // Wrongly typed, it is still a phase: its tasks follow it.
      phases.push({ title: fields[0] ?? "", period: fields[1] ?? "", tasks: [] });
      target = null;
      if (fields.length !== 2 || !fields[0] || !fields[1])
        refuse(`write a phase as "[phase] title | when".`);
      continue;
    }
    if (marker === "task") {
      const phase = phases.at(-1);
      if (!phase) {
        refuse(`a [task] belongs to a [phase]: write the phase first.`);
        continue;
      }
      const [typedStatus, name, note] = fields;
      // "In progress" is "In Progress": the status's letters, whatever their case.
      const status = taskStatuses.find(
        (known) => known.toLowerCase() === (typedStatus ?? "").toLowerCase(),
      );
      if (!status)
        refuse(
          `a task's status is one of ${taskStatuses.join(", ")} ("[task] Completed | what was done").`,
        );
      else if (!name || fields.length > 3)
        refuse(`write a task as "[task] status | what | note (optional)".`);
      else phase.tasks.push({ name, status, ...(note ? { note } : {}) });
      continue;
    }
    if (marker === "conclusion") {
      target = conclusion;
      if (rest) target.push(rest);
      fresh = !rest;
      continue;
    }
    if (marker === "quote") {
      // Wrongly typed, the lines under it are still the quote's words.
      quoted = true;
      target = quote;
      if (fields.length !== 2 || !fields[0] || !fields[1])
        refuse(`write who said it as "[quote] name | role", the quote below.`);
      else quoteBy = { name: fields[0], role: fields[1] };
      continue;
    }
    // Named together at the first of them, after the text is read.
    unknown.push(index);
    if (section && target === section.content) refusedIn.add(section);
    // Among tasks, the lines under it are its own (a mistyped [quote]'s words): not refused as
    // text among tasks too.
    if (!target) fresh = false;
  }
  if (unknown.length > 0)
    problems.push({ index: unknown[0]!, message: unknownMarkers(lines, unknown[0]!) });
  const found = problems.sort((a, b) => a.index - b.index).map(({ message }) => message);
  if (quoted && quote.length === 0)
    found.push("Write the quote's words on the lines under [quote].");
  for (const section of sections)
    if (
      section.title &&
      !refusedIn.has(section) &&
      section.content.length === 0 &&
      !section.stats &&
      !section.image
    )
      found.push(`The section "${section.title.slice(0, 40)}" has no text.`);
  if (found.length > 0) return { errors: found };
  const body: PostBody = {
    introduction: intro.join("\n\n"),
    sections: sections as ReportSection[],
    phases,
    conclusion: conclusion.join("\n\n"),
    ...(quoteBy ? { testimonial: { ...quoteBy, quote: quote.join("\n\n") } } : {}),
  };
  return { body };
}
