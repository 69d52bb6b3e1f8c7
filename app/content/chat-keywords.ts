/**
 * English words visitors also ask with, beyond each topic's own keywords (`chat.replies`, the
 * spec's first): matched on the pages of every language, as the English keywords are. By topic,
 * in the replies' order: hello, services, price, contact, about, warranty, training. They are
 * matching rules, not texts to translate, so they stay out of the catalogues.
 */
export const englishAlsoAskedWith: readonly (readonly string[])[] = [
  [],
  [],
  ["cost", "how much", "quote"],
  ["phone", "call", "email", "e-mail", "address", "reach you"],
  ["who are you", "your company"],
  ["guarantee"],
  [],
];
