/** A call to action closing or splitting a page (rendered by `CallToActionBand`). */
export interface CallToAction {
  /** The band's h2. */
  readonly title: string;
  /** One or two sentences under the title. */
  readonly text: string;
  /** Primary (gold) in-site link. */
  readonly primary: { readonly label: string; readonly to: string };
  /** Secondary in-site link. */
  readonly secondary?: { readonly label: string; readonly to: string };
  /** Also offer a `tel:` link to the company's main phone number (site config). */
  readonly callUs?: boolean;
}

/** Where a band's links lead, and whether it offers the phone: its words are the page's texts. */
export interface CallToActionLinks {
  readonly primary: { readonly to: string };
  readonly secondary?: { readonly to: string };
  readonly callUs?: boolean;
}

/** A band's words in the page's language: its title, its text and its links' labels. */
export interface CallToActionWords {
  readonly title: string;
  readonly text: string;
  readonly primary: string;
  readonly secondary?: string;
}

/** A band's links in the words of the page's language, as a loader sends it. */
export function wordedCallToAction(
  links: CallToActionLinks,
  words: CallToActionWords,
): CallToAction {
  const { primary, secondary, callUs } = links;
  return {
    title: words.title,
    text: words.text,
    primary: { to: primary.to, label: words.primary },
    // Only what a band has: the page's data carries no empty keys.
    ...(secondary && words.secondary !== undefined
      ? { secondary: { to: secondary.to, label: words.secondary } }
      : {}),
    ...(callUs ? { callUs } : {}),
  };
}
