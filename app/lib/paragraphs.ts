/**
 * The paragraphs of a text staff typed (a post's introduction, a project's overview): parts
 * separated by an empty line, or a line of spaces only. A single line break stays inside its
 * paragraph, where the page shows it as a space, as a word processor's soft wrap.
 */
export function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).filter((part) => part.trim() !== "");
}
