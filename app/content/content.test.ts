import { describe, expect, it, vi } from "vitest";
import { coverageSites } from "./coverage-sites";
import { locales } from "~/i18n/locales";
import { illustrations, type IllustrationKey } from "./illustrations";
import { footerMoreNav, footerNav, getStartedLink, primaryNav } from "./navigation";
import { statusCategory } from "./project-status";
import { findProject, projectCategories, projects } from "./projects";
import { ethiopianRegions } from "./regions";
import { reportIds } from "./report-ids";
import { services } from "./services";
import { contactSeed, site } from "./site";
import { prerenderPaths, staticPaths } from "./site-map";
import { chromeText, picturesText, servicesPageText, servicesText } from "./catalogues";
import { frameFigures } from "./chrome";

describe("projects", () => {
  it("has 20 projects with unique ids project-1 … project-20 and matching serial numbers", () => {
    expect(projects).toHaveLength(20);
    expect(new Set(projects.map((p) => p.id)).size).toBe(20);
    projects.forEach((project, index) => {
      expect(project.id).toBe(`project-${index + 1}`);
      expect(project.serialNumber).toBe(index + 1);
    });
  });

  it("maps every status text of the data to a known category", () => {
    for (const project of projects) expect(statusCategory(project.status)).not.toBe("Other");
  });

  it("places every project in Ethiopia, in a known region and category", () => {
    for (const project of projects) {
      expect(ethiopianRegions).toContain(project.region);
      expect(projectCategories).toContain(project.category);
      expect(project.lat).toBeGreaterThan(3.4);
      expect(project.lat).toBeLessThan(14.9);
      expect(project.lon).toBeGreaterThan(33);
      expect(project.lon).toBeLessThan(48);
      expect(project.images.length).toBeGreaterThan(0);
    }
  });

  it("finds a project by canonical id and by serial number, and nothing else", () => {
    expect(findProject("project-7")?.serialNumber).toBe(7);
    expect(findProject("7")?.id).toBe("project-7");
    expect(findProject("21")).toBeUndefined();
    expect(findProject("project-0")).toBeUndefined();
    // What a stale bookmark or an attacker may put in the address: no project, so Project Not Found.
    for (const id of [
      "zzz",
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "project-1 OR 1=1",
      "javascript:alert(1)",
      "1.0",
    ])
      expect(findProject(id), id).toBeUndefined();
    expect(findProject("<script>")).toBeUndefined();
  });
});

describe("status categories", () => {
  it.each([
    ["Successfully Completed", "Completed"],
    ["Completed", "Completed"],
    ["Delivered", "Completed"],
    ["On Progress", "In Progress"],
    ["In Progress", "In Progress"],
    ["90% Completed", "In Progress"],
    ["On Progress (90% Completed)", "In Progress"],
    ["Planning", "Planning"],
    ["On hold", "Other"],
  ])("%s is %s", (status, category) => {
    expect(statusCategory(status)).toBe(category);
  });
});

describe("links and images", () => {
  const paths = new Set(prerenderPaths());

  it("prerenders every page of the route table, every project under both URLs and both reports", () => {
    for (const path of staticPaths) expect(paths).toContain(path);
    for (const project of projects) {
      expect(paths).toContain(`/projects/${project.id}`);
      expect(paths).toContain(`/projects/${project.serialNumber}`);
    }
    for (const id of reportIds) expect(paths).toContain(`/projects/${id}`);
  });

  it("points every navigation link and coverage site at a prerendered page", () => {
    for (const link of [...primaryNav, ...footerNav, ...footerMoreNav, getStartedLink]) {
      expect(paths).toContain(link.to);
    }
    for (const site of coverageSites) expect(paths).toContain(`/projects/${site.projectId}`);
  });

  it("gives every illustration alt text in every language and a size", () => {
    for (const [key, image] of Object.entries(illustrations)) {
      for (const locale of locales)
        expect(
          picturesText[locale][key as IllustrationKey].length,
          `${locale} ${key}`,
        ).toBeGreaterThan(10);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });
});

describe("services", () => {
  it("translates every service in full: as many features, figures, steps and benefits", () => {
    for (const locale of locales)
      for (const { id } of services) {
        const [en, translated] = [servicesText.en[id], servicesText[locale][id]];
        for (const list of ["features", "specifications", "process", "benefits"] as const)
          expect(translated[list].length, `${locale} ${id} ${list}`).toBe(en[list].length);
      }
  });

  it("writes the Amharic service texts without Latin words beyond unit symbols", () => {
    const units = new Set(["m", "ha", "h", "kw", "kwp", "kwh", "l", "usd"]);
    const words = JSON.stringify([servicesText.am, servicesPageText.am])
      // Keys and {placeholders} are not shown.
      .replace(/"[\w-]+":|\{\w+\}/g, " ")
      .split(/[^A-Za-z]+/)
      .filter((word) => word !== "" && !units.has(word.toLowerCase()));
    expect(words).toEqual([]);
  });

  it("has the six services with unique ids and every field filled", () => {
    expect(services).toHaveLength(6);
    expect(new Set(services.map((s) => s.id)).size).toBe(6);
    for (const service of services) {
      expect(service.features.length).toBeGreaterThan(2);
      expect(service.specifications.length).toBeGreaterThan(0);
      expect(service.process.length).toBeGreaterThan(2);
      expect(service.benefits.length).toBeGreaterThan(2);
      expect(illustrations[service.image]).toBeDefined();
    }
  });

  it("carries the figures of the specification", () => {
    const text = JSON.stringify(services);
    for (const figure of [
      "60 m",
      "6 – 12 in",
      "50 m³/h",
      "1 – 10 HP",
      "200 m³/h",
      "100 m",
      "60 – 80%",
      "200 – 1000 kg/h",
      "5 – 20 HP",
      "2 – 5 days",
      "10 – 25",
      "Amharic, Oromiffa and Tigrinya",
      "Under 24 h",
      // The spec's warranty of 2-5 years, said per part (decision 0057).
      "2 – 5 years by part (pumps and panels: 5)",
    ]) {
      expect(text).toContain(figure);
    }
  });
});

describe("site config", () => {
  it("has the three offices, four social links and the legal name", () => {
    expect(contactSeed.offices.map((o) => chromeText.en.company.offices[o.id].city)).toEqual([
      "Addis Ababa",
      "Bahir Dar",
      "Hawassa",
    ]);
    expect(contactSeed.offices.map((o) => chromeText.am.company.offices[o.id].city)).toEqual([
      "አዲስ አበባ",
      "ባሕር ዳር",
      "ሐዋሳ",
    ]);
    expect(contactSeed.social.map((s) => s.name)).toEqual([
      "Facebook",
      "Telegram",
      "LinkedIn",
      "YouTube",
    ]);
    expect(site.legalName).toBe("Tsehay Agro-Engineering PLC");
  });
});

describe("prices", () => {
  it("the chat's starting price is in birr, marked indicative, the dollars beside it, in every language", () => {
    for (const locale of locales) {
      const reply = chromeText[locale].chat.replies[2]!.reply;
      const { price } = frameFigures(locale, 150, 3_500);
      expect(reply, locale).toContain("{price}");
      expect(price, locale).toMatch(/525,000/);
      expect(price, locale).toContain("($3,500)");
      expect(price, locale).not.toMatch(/^\$/);
    }
  });
});

describe("the footer's year", () => {
  it("is the year the page is rendered, in the Ethiopian calendar on Amharic pages", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
    try {
      expect(frameFigures("en", 150).year).toBe("2026");
      expect(frameFigures("om", 150).year).toBe("2026");
      expect(frameFigures("am", 150).year).toBe("2019\u00a0ዓ.ም.");
    } finally {
      vi.useRealTimers();
    }
  });
});
