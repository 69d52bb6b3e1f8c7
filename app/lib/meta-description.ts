/** Cuts a text to a meta description of at most 160 characters, at a word boundary. */
export function metaDescription(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 159).replace(/[\s,;:.]+\S*$/, "")}…`;
}
