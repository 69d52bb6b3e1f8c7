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
