import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueFields, catalogueSeed, engineFields, pricingSeed } from "~/content/pricing";
import type { Locale } from "~/i18n/locales";
import {
  catalogueWordFields,
  type CatalogueWords,
  type ItemEntry,
} from "~/content/catalogue-words";
import {
  catalogueFromForm,
  financingFromForm,
  rateJump,
  catalogueWordsFromForm,
  catalogueWordsSeed,
  PRICES_ID,
  priceSettingsFromForm,
  priceSettingsItem,
  publishedPriceSettings,
  SETTINGS,
  withSeedNames,
} from "./settings.server";
import { publish, saveDraft } from "./content-store.server";
import { openDatabase } from "./db.server";
import { pricesForStaff } from "~/content/setting-fields";
import { financingTermsSeed } from "~/content/financing-terms";
import { seedContent } from "./projects.server";

/** The list prices form as the staff page fills it from the seed, with some fields changed. */
function formWith(changes: Record<string, string>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [id, { priceUsd }] of Object.entries(catalogueSeed.packages))
    form[catalogueFields.package(id)] = String(priceUsd);
  for (const [id, usd] of Object.entries(catalogueSeed.products))
    form[catalogueFields.product(id)] = String(usd);
  return { ...form, ...changes };
}

describe("priceSettingsFromForm", () => {
  const form = { rate: "162.5", setOn: "2026-11-24", drilling: "12000" };
  afterEach(() => void vi.useRealTimers());

  it("takes today as the office's day: at 01:30 in Addis Ababa, UTC's yesterday is not today", () => {
    // 22:30 UTC on 25 November is 01:30 East Africa Time on 26 November.
    vi.useFakeTimers({ now: new Date("2026-11-25T22:30:00Z") });
    const fields = { ...form, diesel: "131.5", petrol: "126" };
    expect(priceSettingsFromForm({ ...fields, setOn: "2026-11-26" }).errors).toEqual({});
    expect(priceSettingsFromForm({ ...fields, setOn: "2026-11-27" }).errors).toEqual({
      setOn: "The day the rate was set cannot be in the future.",
    });
  });
  it("reads the fuel prices in birr a litre, to the cent, set on the rate's day", () => {
    const { document, errors } = priceSettingsFromForm(
      { ...form, diesel: "131.5", petrol: "126.004" },
      "2026-11-27",
    );
    expect(errors).toEqual({});
    expect(document.fuelPerLitre).toEqual({ diesel: 131.5, petrol: 126, setOn: "2026-11-24" });
  });

  it("reads every price field by one rule: a comma before three digits separates thousands", () => {
    const { document, errors } = priceSettingsFromForm(
      { ...form, rate: "1,550", drilling: "12,000", diesel: "1,000", petrol: "1 000" },
      "2026-11-27",
    );
    expect(errors).toEqual({});
    expect(document.usdToBirr.rate).toBe(1550);
    expect(document.drillingPerMetre?.birr).toBe(12000);
    expect(document.fuelPerLitre).toMatchObject({ diesel: 1000, petrol: 1000 });
    expect(
      priceSettingsFromForm({ ...form, rate: "1.55" }, "2026-11-27").document.usdToBirr.rate,
    ).toBe(1.55);
    expect(
      priceSettingsFromForm({ ...form, rate: "1 550" }, "2026-11-27").document.usdToBirr.rate,
    ).toBe(1550);
  });

  it("refuses a comma that could be a decimal comma, saying what to type", () => {
    const { errors } = priceSettingsFromForm(
      {
        ...form,
        rate: "1,55",
        diesel: "131,5",
        petrol: "120",
        [engineFields.petrol.usdPerKw]: "17,5",
      },
      "2026-11-27",
    );
    expect(errors).toEqual({
      rate: "“1,55” is unclear. Write 1.55 or 155: a point for decimals, a comma only before three digits (1,550 is 1550).",
      diesel:
        "“131,5” is unclear. Write 131.5 or 1315: a point for decimals, a comma only before three digits (1,550 is 1550).",
      petrolPerKw:
        "Petrol set, US dollars a kW: “17,5” is unclear. Write 17.5 or 175: a point for decimals, a comma only before three digits (1,550 is 1550).",
    });
  });

  it("refuses a fuel price that is missing, not a number or out of bounds", () => {
    const { errors } = priceSettingsFromForm({ ...form, diesel: "", petrol: "1200" }, "2026-11-27");
    expect(Object.keys(errors)).toEqual(["diesel", "petrol"]);
    expect(errors.diesel).toBe("Type birr a litre between 1 and 1,000, e.g. 120 or 118.50.");
  });

  it("names the range of a drilling price that is not a whole number inside it", () => {
    const fuel = { diesel: "120", petrol: "120" };
    for (const drilling of ["0", "99", "1000001", "12000.5"]) {
      const { errors } = priceSettingsFromForm({ ...form, ...fuel, drilling }, "2026-11-27");
      expect(errors, drilling).toEqual({
        drilling: "Type whole birr a metre from 100 to 1,000,000, e.g. 12000.",
      });
    }
  });
});

describe("the engine pump sets' prices", () => {
  const form = {
    rate: "162.5",
    setOn: "2026-11-24",
    drilling: "12000",
    diesel: "120",
    petrol: "120",
  };
  const engines = {
    [engineFields.petrol.usdPerKw]: "175",
    [engineFields.petrol.minimumUsd]: "1,200",
    [engineFields.diesel.usdPerKw]: "312.6",
    [engineFields.diesel.minimumUsd]: "950",
  };

  it("reads them in whole US dollars", () => {
    const { document, errors } = priceSettingsFromForm({ ...form, ...engines }, "2026-11-27");
    expect(errors).toEqual({});
    expect(document.enginePumpSets).toEqual({
      petrol: { usdPerKw: 175, minimumUsd: 1200 },
      diesel: { usdPerKw: 313, minimumUsd: 950 },
    });
    // The history names them as the form does.
    expect(pricesForStaff(document).values).toEqual(
      expect.arrayContaining([
        { label: "Petrol set, US dollars a kW", value: "$175" },
        { label: "Smallest petrol set, US dollars", value: "$1,200" },
        { label: "Diesel set, US dollars a kW", value: "$313" },
        { label: "Smallest diesel set, US dollars", value: "$950" },
      ]),
    );
  });

  it("refuses one out of range, not a number or left empty, naming the field", () => {
    const { errors } = priceSettingsFromForm(
      {
        ...form,
        [engineFields.petrol.usdPerKw]: "9",
        [engineFields.petrol.minimumUsd]: "20001",
        [engineFields.diesel.usdPerKw]: "two hundred",
        [engineFields.diesel.minimumUsd]: "",
      },
      "2026-11-27",
    );
    expect(errors).toEqual({
      petrolPerKw: "Type whole dollars from 10 to 2,000, e.g. 150.",
      petrolMinimum: "Type whole dollars from 50 to 20,000, e.g. 300.",
      dieselPerKw: "Type whole dollars from 10 to 2,000, e.g. 250.",
      dieselMinimum: "Type whole dollars from 50 to 20,000, e.g. 900.",
    });
  });

  it("takes the bounds themselves", () => {
    const { document, errors } = priceSettingsFromForm(
      {
        ...form,
        [engineFields.petrol.usdPerKw]: "10",
        [engineFields.petrol.minimumUsd]: "50",
        [engineFields.diesel.usdPerKw]: "2000",
        [engineFields.diesel.minimumUsd]: "20000",
      },
      "2026-11-27",
    );
    expect(errors).toEqual({});
    expect(document.enginePumpSets?.diesel).toEqual({ usdPerKw: 2000, minimumUsd: 20000 });
  });

  it("a form without the fields (a page from before them) keeps the seed's prices", () => {
    const { document, errors } = priceSettingsFromForm(form, "2026-11-27");
    expect(errors).toEqual({});
    expect(document.enginePumpSets).toEqual(pricingSeed.enginePumpSets);
  });

  it("a stored prices document without them reads the seed's; one with them, its own", () => {
    const db = openDatabase(":memory:");
    seedContent(db);
    const item = priceSettingsItem(db)!;
    // A document as the form saved it before the engine prices.
    const older = {
      id: PRICES_ID,
      usdToBirr: item.current.usdToBirr,
      drillingPerMetre: item.current.drillingPerMetre,
      fuelPerLitre: item.current.fuelPerLitre,
    };
    const revision = saveDraft(db, SETTINGS, PRICES_ID, older, item.revision, "ed@x");
    publish(db, SETTINGS, PRICES_ID, revision, "ed@x");
    expect(priceSettingsItem(db)!.published).not.toHaveProperty("enginePumpSets");
    expect(publishedPriceSettings(db).enginePumpSets).toEqual(pricingSeed.enginePumpSets);

    const { document } = priceSettingsFromForm({ ...form, ...engines }, "2026-11-27");
    const next = saveDraft(
      db,
      SETTINGS,
      PRICES_ID,
      document,
      priceSettingsItem(db)!.revision,
      "ed@x",
    );
    publish(db, SETTINGS, PRICES_ID, next, "ed@x");
    expect(publishedPriceSettings(db).enginePumpSets.diesel).toEqual({
      usdPerKw: 313,
      minimumUsd: 950,
    });
  });
});

describe("catalogueFromForm", () => {
  it("takes the seed's prices as they are", () => {
    const { document, errors } = catalogueFromForm(formWith({}), catalogueSeed);
    expect(errors).toEqual({});
    expect(document.packages.professional.priceUsd).toBe(7500);
  });

  it("refuses a package priced at or below the one before it, naming that one", () => {
    const { errors } = catalogueFromForm(
      formWith({ [catalogueFields.package("professional")]: "3500" }),
      catalogueSeed,
    );
    expect(errors).toEqual({
      [catalogueFields.package("professional")]:
        "Price this package above the Starter package ($3,500): the sizing tool offers it for bigger farms.",
    });
  });

  it("refuses a first package no dearer than the small kit its products make up", () => {
    // The kit is a panel, a pump and a controller: $500 + $2,900 + $300 = $3,700 here.
    const { errors } = catalogueFromForm(
      formWith({ [catalogueFields.product("solar-pumps")]: "2900" }),
      catalogueSeed,
    );
    expect(errors[catalogueFields.package("starter")]).toBe(
      "Price this package above the small kit (panel, pump and controller) ($3,700): the sizing tool offers it for bigger farms.",
    );
  });

  it("reads list prices by the same rule: $12,000 is 12000, 3,50 is refused", () => {
    const { document, errors } = catalogueFromForm(
      formWith({
        [catalogueFields.package("professional")]: "$12,000",
        [catalogueFields.package("starter")]: "3,50",
      }),
      catalogueSeed,
    );
    expect(document.packages.professional.priceUsd).toBe(12000);
    expect(errors).toEqual({
      [catalogueFields.package("starter")]:
        "“3,50” is unclear. Write 3.50 or 350: a point for decimals, a comma only before three digits (1,550 is 1550).",
    });
  });

  it("reports an unreadable price once, without comparing it", () => {
    const { errors } = catalogueFromForm(
      formWith({ [catalogueFields.package("starter")]: "cheap" }),
      catalogueSeed,
    );
    expect(errors).toEqual({
      [catalogueFields.package("starter")]: "Type whole US dollars from 1 to 1,000,000, e.g. 3500.",
    });
  });

  it("names the range a price must be in when a whole number is outside it", () => {
    for (const typed of ["0", "999999999999"]) {
      const { errors } = catalogueFromForm(
        formWith({ [catalogueFields.package("starter")]: typed }),
        catalogueSeed,
      );
      expect(errors, typed).toEqual({
        [catalogueFields.package("starter")]:
          "Type whole US dollars from 1 to 1,000,000, e.g. 3500.",
      });
    }
  });
});

describe("rateJump", () => {
  it("names a change of the birr rate over a quarter either way, in whole percent", () => {
    expect(rateJump(157, 1570)).toBe(900);
    expect(rateJump(157, 15.7)).toBe(-90);
    expect(rateJump(150, 187.5)).toBeUndefined();
    expect(rateJump(150, 112.5)).toBeUndefined();
    expect(rateJump(150, 188)).toBe(25);
  });
});

describe("financingFromForm", () => {
  const form = { downPayment: "20", annualRate: "18", method: "declining", months: "24", fee: "2" };
  it("reads percentages by the same rule, naming a field whose comma is unclear", () => {
    const read = financingFromForm({ ...form, annualRate: "18.5 %" }, financingTermsSeed);
    expect(read.errors).toEqual({});
    expect(read.document.exampleTerms.annualRate).toBeCloseTo(0.185);
    expect(financingFromForm({ ...form, annualRate: "18,5" }, financingTermsSeed).errors).toEqual({
      annualRate:
        "Interest rate (% a year): “18,5” is unclear. Write 18.5 or 185: a point for decimals, a comma only before three digits (1,550 is 1550).",
    });
  });

  it("reads every lender row the form has, in its order, an emptied row left out", () => {
    const names = ["Awash Bank", "", "Harbu Microfinance", "Oromia Bank", "Siinqee", "Vision Fund"];
    const rows = Object.fromEntries(
      names.flatMap((name, row) => [
        [`lender.${row}.name`, name],
        [`lender.${row}.offers.en`, name ? `Loans from ${name}` : ""],
      ]),
    );
    const read = financingFromForm({ ...form, ...rows }, financingTermsSeed);
    expect(read.errors).toEqual({});
    expect(read.document.lenders.map((lender) => [lender.id, lender.name])).toEqual([
      ["awash-bank", "Awash Bank"],
      ["harbu-microfinance", "Harbu Microfinance"],
      ["oromia-bank", "Oromia Bank"],
      ["siinqee", "Siinqee"],
      ["vision-fund", "Vision Fund"],
    ]);
  });

  it("takes each lender once: a second row of the same name is refused", () => {
    const lender = (row: number, name: string) => ({
      [`lender.${row}.name`]: name,
      [`lender.${row}.offers.en`]: "Solar pumps on credit",
    });
    const read = financingFromForm(
      { ...form, ...lender(0, "Awash Bank"), ...lender(1, "awash bank") },
      financingTermsSeed,
    );
    expect(read.errors).toEqual({
      "lender.1.name":
        "Another lender is already called “Awash Bank”: give each its own name, or remove the row.",
    });
  });
});

describe("catalogueWordsFromForm", () => {
  const field = catalogueWordFields;
  /** The form as the staff page fills it from the seed, with some fields changed. */
  function wordsForm(changes: Record<string, string>): Record<string, string> {
    const seed = catalogueWordsSeed();
    const form: Record<string, string> = {};
    for (const [kind, entries] of [
      ["product", seed.products],
      ["package", seed.packages],
    ] as const)
      for (const [id, byLanguage] of Object.entries(entries))
        for (const [locale, words] of Object.entries(byLanguage)) {
          form[field.name(kind, id, locale as Locale)] = words?.name ?? "";
          form[field.description(kind, id, locale as Locale)] = words?.description ?? "";
          form[field.features(kind, id, locale as Locale)] = (words?.features ?? []).join("\n");
        }
    return { ...form, ...changes };
  }

  it("reads the seed back as it was", () => {
    const { document, errors } = catalogueWordsFromForm(wordsForm({}));
    expect(errors).toEqual({});
    expect({ products: document.products, packages: document.packages }).toEqual(
      catalogueWordsSeed(),
    );
  });

  it("takes selling points one a line, trimmed, blank lines dropped", () => {
    const { document } = catalogueWordsFromForm(
      wordsForm({
        [field.features("product", "solar-pumps", "om")]: "  Bishaan  baasa \r\n\n Aduun ",
      }),
    );
    expect(document.products["solar-pumps"].om?.features).toEqual(["Bishaan baasa", "Aduun"]);
  });

  it("requires the English and lets another language be empty", () => {
    const { errors } = catalogueWordsFromForm(
      wordsForm({
        [field.description("package", "starter", "en")]: " ",
        [field.features("package", "starter", "en")]: "",
        [field.description("package", "starter", "am")]: "",
        [field.features("package", "starter", "am")]: "",
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      field.description("package", "starter", "en"),
      field.features("package", "starter", "en"),
    ]);
  });

  it("refuses a card too long to stay a card", () => {
    const { errors } = catalogueWordsFromForm(
      wordsForm({
        [field.description("product", "batteries", "am")]: "ሀ".repeat(401),
        [field.features("product", "batteries", "en")]: Array.from(
          { length: 11 },
          (_, i) => `Point ${i}`,
        ).join("\n"),
      }),
    );
    expect(errors[field.description("product", "batteries", "am")]).toBe(
      "At most 400 characters (401 now).",
    );
    expect(errors[field.features("product", "batteries", "en")]).toBe(
      "At most 10 selling points (11 now).",
    );
  });

  it("reads a name in every language, the English required, another language optional", () => {
    const { document, errors } = catalogueWordsFromForm(
      wordsForm({
        [field.name("package", "starter", "en")]: "  Family   Farm ",
        [field.name("package", "starter", "am")]: "የቤተሰብ ማሳ",
        [field.name("package", "starter", "om")]: "",
        [field.name("product", "batteries", "en")]: " ",
      }),
    );
    expect(document.packages.starter.en?.name).toBe("Family Farm");
    expect(document.packages.starter.am?.name).toBe("የቤተሰብ ማሳ");
    expect(document.packages.starter.om?.name).toBe("");
    expect(errors).toEqual({
      [field.name("product", "batteries", "en")]:
        "Write its name in English: other languages show it when they have none.",
    });
  });

  it("keeps hostile HTML in a name as the text it is", () => {
    const hostile = '<img src=x onerror="alert(1)">Starter';
    const { document, errors } = catalogueWordsFromForm(
      wordsForm({ [field.name("package", "starter", "en")]: hostile }),
    );
    expect(errors).toEqual({});
    expect(document.packages.starter.en?.name).toBe(hostile);
  });

  it("refuses two packages of one name in a language, an English fallback counting", () => {
    const { errors } = catalogueWordsFromForm(
      wordsForm({
        [field.name("package", "enterprise", "am")]: "ፕሮፌሽናል",
        // Oromo shows English "Professional" for Starter, which Professional is called in Oromo.
        [field.name("package", "starter", "om")]: "",
        [field.name("package", "starter", "en")]: "Ogummaa",
      }),
    );
    expect(errors).toEqual({
      [field.name("package", "enterprise", "am")]:
        "Another package is already called “ፕሮፌሽናል”: give each its own name.",
      [field.name("package", "professional", "om")]:
        "Another package is already called “Ogummaa”: give each its own name.",
    });
  });

  it("refuses a name too long for a card", () => {
    const { errors } = catalogueWordsFromForm(
      wordsForm({ [field.name("product", "batteries", "am")]: "ሀ".repeat(61) }),
    );
    expect(errors[field.name("product", "batteries", "am")]).toBe(
      "At most 60 characters (61 now).",
    );
  });
});

describe("the products' words of a store published before names were edited", () => {
  it("take each name from the seed, language by language, and keep the stored words", () => {
    const seed = catalogueWordsSeed();
    const strip = (entries: Readonly<Record<string, ItemEntry>>) =>
      Object.fromEntries(
        Object.entries(entries).map(([id, byLanguage]) => [
          id,
          Object.fromEntries(
            Object.entries(byLanguage).map(([locale, words]) => [
              locale,
              { description: `${words?.description} (old)`, features: words?.features ?? [] },
            ]),
          ),
        ]),
      );
    const old = {
      products: strip(seed.products),
      packages: strip(seed.packages),
    } as unknown as CatalogueWords;
    const read = withSeedNames(old);
    expect(read.packages.starter.am?.name).toBe("መነሻ");
    expect(read.packages.starter.om?.name).toBe("Jalqabaa");
    expect(read.products["solar-pumps"].en?.name).toBe("Solar Pumps");
    expect(read.packages.starter.en?.description).toBe(
      `${seed.packages.starter.en?.description} (old)`,
    );
  });
});
