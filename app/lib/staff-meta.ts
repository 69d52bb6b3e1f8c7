/** The head of every staff page: its own title, and never in a search engine's index. */
export function staffMeta(title: string) {
  return [{ title: `${title} | Tsehay Solar` }, { name: "robots", content: "noindex, nofollow" }];
}
