/** The Amharic catalogue: every module's translation, checked against the English shape. */
import type { Catalogue } from "../catalogue";
import { about } from "./about";
import { blog } from "./blog";
import { chrome } from "./chrome";
import { contact } from "./contact";
import { financing } from "./financing";
import { enquiryText as enquiry } from "./enquiry-text";
import { getStarted } from "./get-started";
import { home } from "./home";
import { lenderSheet } from "./lender-sheet";
import { notFound } from "./not-found";
import { pictures } from "./pictures";
import { privacy } from "./privacy";
import { products } from "./products";
import { projectTexts as projects } from "./project-texts";
import { projectsPage } from "./projects-page";
import { projectDetail } from "./projects-page";
import { regionNames } from "./region-names";
import { reports } from "./reports";
import { services } from "./services-text";
import { servicesPage } from "./services-page";
import { showcase } from "./showcase";
import { siteVisit } from "./site-visit";
import { sizing } from "./sizing-page";

export const catalogue: Catalogue = {
  about,
  blog,
  chrome,
  contact,
  financing,
  enquiry,
  getStarted,
  home,
  lenderSheet,
  notFound,
  pictures,
  privacy,
  products,
  projects,
  projectsPage,
  projectDetail,
  regionNames,
  reports,
  services,
  servicesPage,
  showcase,
  siteVisit,
  sizing,
};
