/**
 * The shape of a language catalogue: every content module with visible text, by name, as English
 * defines it (`Translation<typeof en>` in each English module). A catalogue folder
 * (`app/content/<code>/index.ts`) exports one object of this type, so a missing or mis-shaped text
 * fails the type check. Types only: nothing here is bundled.
 */
import type { AboutText } from "./about";
import type { BlogText } from "./blog";
import type { ChromeText } from "./chrome";
import type { ContactText } from "./contact";
import type { FinancingText } from "./financing";
import type { EnquiryText } from "./enquiry-text";
import type { GetStartedText } from "./get-started";
import type { HomeText } from "./home";
import type { LenderSheetText } from "./lender-sheet";
import type { NotFoundText } from "./not-found";
import type { PicturesText } from "./pictures";
import type { PrivacyText } from "./privacy";
import type { ProductsText } from "./products";
import type { ProjectTexts } from "./project-texts";
import type { ProjectsPageText } from "./projects-page";
import type { ProjectDetailText } from "./projects-page";
import type { RegionNames } from "./region-names";
import type { ReportsText } from "./reports";
import type { ServicesText } from "./services-text";
import type { ServicesPageText } from "./services-page";
import type { ShowcaseText } from "./showcase";
import type { SiteVisitText } from "./site-visit";
import type { SizingText } from "./sizing-page";

export interface Catalogue {
  readonly about: AboutText;
  readonly blog: BlogText;
  readonly chrome: ChromeText;
  readonly contact: ContactText;
  readonly financing: FinancingText;
  readonly enquiry: EnquiryText;
  readonly getStarted: GetStartedText;
  readonly home: HomeText;
  readonly lenderSheet: LenderSheetText;
  readonly notFound: NotFoundText;
  readonly pictures: PicturesText;
  readonly privacy: PrivacyText;
  readonly products: ProductsText;
  readonly projects: ProjectTexts;
  readonly projectsPage: ProjectsPageText;
  readonly projectDetail: ProjectDetailText;
  readonly regionNames: RegionNames;
  readonly reports: ReportsText;
  readonly services: ServicesText;
  readonly servicesPage: ServicesPageText;
  readonly showcase: ShowcaseText;
  readonly siteVisit: SiteVisitText;
  readonly sizing: SizingText;
}
