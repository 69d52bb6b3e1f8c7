import { describe, expect, it } from "vitest";
import { aboutCallsToAction, aboutSlides, headlineFigures, teamSeed, values } from "./about";
import { subjectFromSearch } from "~/lib/contact-subject";
import { contactChannels, faqs } from "./contact";
import { interestFromSearch } from "~/lib/quote-presets";
import { localizedForm } from "./enquiry-text";
import { benefits, processStepIds } from "./get-started";
import { ENQUIRY_RETENTION_MONTHS, privacySectionIds } from "./privacy";
import { locales } from "~/i18n/locales";
import { interestOptions, quoteForm } from "./quote-form";
import { illustrations } from "./illustrations";
import { staticPaths } from "./site-map";
import { aboutText, chromeText, contactText, getStartedText, privacyText } from "./catalogues";

describe("About content", () => {
  it("has three slides with the agreed pictures and four headline figures", () => {
    expect(aboutSlides.map((slide) => slide.image)).toEqual([
      "company-story",
      "team-field-photo",
      "community-water",
    ]);
    expect(headlineFigures.map((figure) => figure.id)).toEqual([
      "farmers",
      "regions",
      "systems",
      "staff",
    ]);
  });

  it("names the four values, each with an impact line, and three leaders with portraits", () => {
    const text = aboutText.en.values.items;
    expect(values.map((value) => text[value.id].title)).toEqual([
      "Community First",
      "Innovation",
      "Reliability",
      "Sustainability",
    ]);
    for (const value of values) expect(text[value.id].impact.length).toBeGreaterThan(5);
    expect(teamSeed.map((member) => member.portrait)).toEqual([
      "portrait-1",
      "portrait-2",
      "portrait-3",
    ]);
    for (const member of teamSeed) expect(illustrations[member.portrait]).toBeDefined();
  });

  it("leads its calls to action to pages that exist", () => {
    for (const cta of Object.values(aboutCallsToAction)) {
      expect(staticPaths).toContain(cta.primary.to);
      expect(staticPaths).toContain(cta.secondary.to);
    }
  });
});

describe("Contact content", () => {
  it("has four channels and four FAQ entries", () => {
    expect(contactChannels.map((channel) => channel.availability)).toEqual([
      "Mon – Fri, 8:00 – 18:00 EAT",
      "Reply within 24 hours",
      "Mon – Fri, 9:00 – 17:00 EAT",
      "By appointment",
    ]);
    expect(faqs).toHaveLength(4);
  });

  it("turns a known service into a consultation subject and ignores anything else", () => {
    expect(
      subjectFromSearch(new URLSearchParams("service=solar-pump-installation"), contactText.en),
    ).toBe("Consultation: Solar Pump Installation");
    expect(
      subjectFromSearch(new URLSearchParams("service=<script>"), contactText.en),
    ).toBeUndefined();
    expect(subjectFromSearch(new URLSearchParams(""), contactText.en)).toBeUndefined();
  });
});

describe("Get Started content", () => {
  it("has the four benefits and the five steps with their durations", () => {
    // Yields, costs and water are the company's published figures (decision 0052).
    expect(
      benefits.map((benefit) => ("figure" in benefit ? benefit.figure : benefit.percent)),
    ).toEqual(["yieldIncrease", "costReduction", 100, "waterSavings"]);
    expect(processStepIds.map((id) => getStartedText.en.steps[id].duration)).toEqual([
      "1-2 days",
      "3-5 days",
      "1-2 days",
      "5-7 days",
      "Ongoing",
    ]);
    expect(processStepIds.map((id) => getStartedText.am.steps[id].duration)).toEqual([
      "ከ1 እስከ 2 ቀናት",
      "ከ3 እስከ 5 ቀናት",
      "ከ1 እስከ 2 ቀናት",
      "ከ5 እስከ 7 ቀናት",
      "በቋሚነት",
    ]);
  });

  it("preselects a known service or package, as one of the form's options", () => {
    const values = interestOptions.map((option) => option.value);
    const service = interestFromSearch(new URLSearchParams("service=borehole-drilling"), quoteForm);
    const solarPackage = interestFromSearch(new URLSearchParams("package=professional"), quoteForm);
    expect(service).toBe("service:borehole-drilling");
    expect(solarPackage).toBe("package:professional");
    expect(values).toContain(service);
    expect(values).toContain(solarPackage);
    expect(interestFromSearch(new URLSearchParams("package=gold"), quoteForm)).toBeUndefined();
  });

  it("words every choice of the quote form in Amharic, without dollar prices, groups translated", () => {
    const interest = localizedForm("quote", "am").fields.find((f) => f.name === "interest");
    const labels = Object.fromEntries(
      (interest?.options ?? []).map((option) => [option.value, option]),
    );
    expect(Object.keys(labels)).toEqual(interestOptions.map((option) => option.value));
    // A fixed text cannot know the birr rate staff set: the products page shows the prices.
    expect(labels["package:professional"]?.label).toBe("ፕሮፌሽናል ፓኬጅ");
    expect(labels["service:borehole-drilling"]?.label).toBe("የውሃ ጉድጓድ ቁፋሮ");
    expect(new Set(interest?.options?.map((option) => option.group))).toEqual(
      new Set(["አገልግሎቶች", "ፓኬጆች", "የሥርዓቱ ክፍሎች"]),
    );
    for (const option of interest?.options ?? []) expect(option.label).not.toMatch(/[A-Za-z$]/);
  });
});

describe("Privacy content", () => {
  it("names the proclamation in both calendars, and every section in both languages", () => {
    const rights = (locale: "en" | "am") =>
      privacyText[locale].sections["your-rights"].paragraphs.join(" ");
    expect(rights("en")).toContain("Proclamation No. 1321/2024");
    expect(rights("am")).toContain("የግል መረጃ ጥበቃ አዋጅ ቁጥር 1321/2016");
    for (const id of privacySectionIds) {
      expect(privacyText.am.sections[id].paragraphs).toHaveLength(
        privacyText.en.sections[id].paragraphs.length,
      );
    }
  });

  it("takes the retention period from the one constant in every language, as the forms' line states it", () => {
    for (const locale of locales) {
      const [period] = privacyText[locale].sections["how-long"].paragraphs;
      expect(period, locale).toContain("{months}");
      expect(period, locale).not.toContain(String(ENQUIRY_RETENTION_MONTHS));
      // The line under every form names the same period as the notice and the server's default.
      expect(localizedForm("home", locale).words.messages.privacy, locale).toContain(
        String(ENQUIRY_RETENTION_MONTHS),
      );
      for (const id of privacySectionIds) {
        expect(privacyText[locale].sections[id].paragraphs, `${locale} ${id}`).toHaveLength(
          privacyText.en.sections[id].paragraphs.length,
        );
      }
    }
  });
});

describe("the site's promise of an answer", () => {
  it("is one time in every language: the forms' next steps and the chat's call-back name 24 hours", () => {
    const said = { en: /24 hours/, am: /24 ሰዓት/, om: /sa'aatii 24/i } as const;
    for (const locale of ["en", "am", "om"] as const) {
      const promises = [
        ...(["home", "contact", "callback", "visit", "quote"] as const).map(
          (kind) => localizedForm(kind, locale).nextSteps,
        ),
        chromeText[locale].chat.callback.formIntro,
      ];
      for (const promise of promises) expect(promise, locale).toMatch(said[locale]);
    }
  });
});
