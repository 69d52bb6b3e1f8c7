/**
 * Every word of the sizing page (/size-your-system): hero, form, messages, the result, the year
 * chart, "How we estimate", and the names of crops, towns, methods and packages by their ids.
 * Figures live in the other `sizing-*.ts` modules, the arithmetic in app/lib/sizing.ts, the
 * wording of a result in app/lib/sizing-words.ts. Placeholders in `{braces}` are filled with
 * figures formatted for the page's language: the constants ones by the loader
 * (`sizingTextWithFigures`), the visitor's ones by the components.
 */
import type { CallToAction } from "./call-to-action";
import type { PriceSettings } from "./pricing";
import type { Translation } from "~/i18n/translation";
import type { Locale } from "~/i18n/locales";
import { formatDate, formatNumber, formatUsdInBirr } from "~/i18n/format";
import { fill } from "~/i18n/translation";
import { packages, type PackageId } from "./packages";
import type { CropId } from "./sizing-crops";
import type { SizingRegion, TownId } from "./sizing-climate";
import { sizingMethods, type MethodId } from "./sizing-methods";
import { pipeDesign } from "./sizing-pipes";
import type { SeasonId } from "./sizing-seasons";
import { diesel, inputLimits, pumping, solarArray, TIMAD_PER_HECTARE } from "./sizing-system";
import {
  ENGINE_RATING_PER_SHAFT_KW,
  enginePumpSets,
  LIFETIME_YEARS,
  solarUpkeep,
} from "./sizing-lifetime";

/** Where the call to action at the foot of the page leads (its words are in the texts). */
export const sizingCallToAction = {
  title: "Want a firm price?",
  text: "An engineer visits your farm, measures the water and the route, and sends you a free quote.",
  primary: { label: "Get a Free Quote", to: "/get-started#quote" },
  secondary: { label: "Compare packages", to: "/products#packages" },
  callUs: true,
} as const satisfies CallToAction;

const en = {
  meta: {
    title: "Size your solar pumping system",
    description:
      "Estimate the water your crop needs, the solar pump and array to lift it, the matching package and the diesel you would save, for farms anywhere in Ethiopia.",
  },
  hero: {
    eyebrow: "Size your system",
    title: "How much solar pumping does your farm need?",
    lead: "Tell us your crop, your field and your water. In a few seconds you get the water your crop needs in the driest month, the pump and solar array to lift it, the package that fits, and what the same water would cost with diesel.",
  },
  sections: {
    tool: {
      eyebrow: "Your farm, your system",
      title: "Answer seven questions, see your system",
      intro:
        "Every answer starts with an example. Change what you know; the estimate below follows at once.",
      /** The hero's link down to the form. */
      jump: "Start the estimate",
    },
    method: {
      eyebrow: "How we estimate",
      title: "How we estimate",
      intro:
        "The same method our engineers use for a first design, with published figures for crops and climate.",
    },
  },
  /** Shown when JavaScript does not run: the example estimate stays, the form cannot update it. */
  noScript:
    "Your browser is not running JavaScript, so the estimate cannot follow your answers. It shows the example below: 1\u00a0ha of onion near Batu with drip from a borehole. Ask for a free quote and an engineer works out your own.",
  /** The same, on a page the server worked out from the answers in its address (a shared link). */
  noScriptShared:
    "Your browser is not running JavaScript: the estimate below is worked out on our server for the answers in this page's address. Change an answer and press “Show my estimate” to work it out again.",
  callToAction: {
    title: sizingCallToAction.title,
    text: sizingCallToAction.text,
    primary: sizingCallToAction.primary.label,
    secondary: sizingCallToAction.secondary.label,
  },

  form: {
    /** The form's accessible name. */
    label: "Your farm",
    /** The form's send button: with JavaScript it takes the visitor to the estimate. */
    submit: "Show my estimate",
    /** Label and plain-language hint of each input. */
    fields: {
      crop: { label: "Crop", hint: "The crop that needs the most water on this field." },
      area: {
        label: "Area to irrigate",
        /** {timad}: timad in a hectare. */
        hint: "In hectares or timad ({timad}\u00a0timad is about 1\u00a0hectare).",
      },
      /** The accessible name of the unit select beside the area. */
      unit: { label: "Area unit" },
      region: { label: "Region", hint: "Where the farm is." },
      town: {
        label: "Nearest town",
        hint: "We use its weather: how hot and dry each month is, and how much sun there is.",
      },
      method: {
        label: "Irrigation method",
        hint: "Drip wastes least water; furrows need no pressure but lose the most.",
      },
      season: {
        label: "When you irrigate",
        hint: "The system is sized for the month of that season that needs the most water for each hour of sun.",
      },
      source: { label: "Water source" },
      depthBorehole: {
        label: "Depth to the water in the borehole (m)",
        hint: "From the ground down to the water surface when the pump is off: in the driller's report, or ask a neighbour with a borehole.",
      },
      depthSurface: {
        label: "Lift from the water to the pump (m)",
        hint: "How far the water surface is below the pump, in the driest month.",
      },
      distance: {
        label: "Distance from the source to the field (m)",
        hint: "Along the route the pipe will take. 100 steps are about 75\u00a0m.",
      },
      height: {
        label: "Height of the field above the source (m)",
        hint: "Enter 0 if the field is level with the source or below it.",
      },
      diesel: {
        label: "Diesel price (birr per litre)",
        hint: "Change it to the price you pay at your fuel station.",
      },
      petrol: {
        label: "Petrol price (birr per litre)",
        /** {price}: the default petrol price. */
        hint: "Most small pumps run on petrol (benzine). We assume {price}\u00a0birr; change it to the price you pay.",
      },
    },
    /**
     * Next to the method field when the method does not suit the crop: {crop} the crop's name,
     * {fits} the short name of the method that suits it.
     */
    methodWarning:
      "{crop} is sown broadcast, close together over the whole field: drip lines cannot follow it, and sprinklers seldom pay for themselves on it on a small farm. {fits} irrigation fits it. The estimate below is still for the method you chose.",
    /** The irrigation seasons, by id (`sizing-seasons.ts`). */
    seasons: {
      dry: "Dry season only (bega, October to February)",
      year: "All year (perennial crops, or several seasons)",
    } satisfies Record<SeasonId, string>,
    /** The water-source choices. */
    sources: { borehole: "Borehole", surface: "River, pond or hand-dug well" },
    /** A borehole source: the visitor has none yet (adds the drilling estimate). */
    drill: "I have no borehole yet: add an estimate of drilling it",
    /** The area units. */
    units: { ha: "hectares", timad: "timad" },
  },

  /** Messages next to a field whose value cannot be used. */
  errors: {
    /** {name}: the field's name as the subject of a sentence (`names`). */
    notNumber: "{name} must be a number, like 2.5",
    /** {object}: the field's name as the object of "enter" (`names`). */
    empty: "Enter the {object}",
    aboveZero: "{name} must be more than 0",
    notNegative: "{name} cannot be less than 0",
    /** The field's name in those messages: as a subject, and as the object of "enter". */
    names: {
      area: { name: "Area", object: "area" },
      depthBorehole: { name: "Depth to the water", object: "depth to the water" },
      depthSurface: { name: "Lift", object: "lift" },
      distance: { name: "Distance", object: "distance" },
      height: { name: "Height", object: "height" },
      diesel: { name: "Diesel price", object: "diesel price" },
      petrol: { name: "Petrol price", object: "petrol price" },
    },
    /** Under the smallest area: {hectares} the smallest area in hectares, {m2} in m². */
    areaTooSmall:
      "That is less than {hectares}\u00a0ha ({m2}\u00a0m², about 10\u00a0m by 10\u00a0m), too small to size a pump for: a plot that size is watered by hand.",
    /** Beyond the largest value: {hectares} and {timad} the largest area. */
    area: "That is more than {hectares}\u00a0hectares ({timad}\u00a0timad). For a scheme this size, please talk to our engineers.",
    depthBorehole:
      "Water deeper than {max}\u00a0m is beyond this estimate. Please talk to our engineers.",
    depthSurface:
      "A lift of more than {max}\u00a0m is beyond this estimate. Please check the figure or talk to our engineers.",
    /** {max} metres of pipe, that is {km} kilometres. */
    distance:
      "More than {max}\u00a0m ({km}\u00a0km) of pipe is beyond this estimate. Please talk to our engineers.",
    height:
      "A field more than {max}\u00a0m above the source is beyond this estimate. Please talk to our engineers.",
    /** A field below the source (a negative height). */
    heightBelow: "If the field is below the source, enter 0",
    diesel: "Enter a price up to {max}\u00a0birr per litre",
    petrol: "Enter a price up to {max}\u00a0birr per litre",
  },

  /** Crop names as a farmer says them, by crop id (also sent to the quote form). */
  crops: {
    onion: "Onion",
    tomato: "Tomato",
    potato: "Potato",
    cabbage: "Cabbage",
    pepper: "Pepper",
    maize: "Maize",
    wheat: "Wheat",
    barley: "Barley",
    teff: "Teff",
    banana: "Banana",
    "coffee-seedlings": "Coffee seedlings",
    fodder: "Fodder (alfalfa, grasses)",
    "mixed-vegetables": "Mixed vegetables",
  } satisfies Record<CropId, string>,
  /** Regional states that have a town in the tool, by their id. */
  regions: {
    "Addis Ababa": "Addis Ababa",
    Afar: "Afar",
    Amhara: "Amhara",
    "Benishangul-Gumuz": "Benishangul-Gumuz",
    "Dire Dawa": "Dire Dawa",
    Gambela: "Gambela",
    Harari: "Harari",
    Oromia: "Oromia",
    Sidama: "Sidama",
    Somali: "Somali",
    "South Ethiopia": "South Ethiopia",
    Tigray: "Tigray",
  } satisfies Record<SizingRegion, string>,
  /** Town names, by town id. */
  towns: {
    "addis-ababa": "Addis Ababa",
    "bahir-dar": "Bahir Dar",
    gondar: "Gondar",
    "shewa-robit": "Shewa Robit",
    mekelle: "Mekelle",
    semera: "Semera",
    "dire-dawa": "Dire Dawa",
    harar: "Harar",
    jijiga: "Jijiga",
    adama: "Adama",
    batu: "Batu (Ziway)",
    jimma: "Jimma",
    hawassa: "Hawassa",
    "arba-minch": "Arba Minch",
    gambela: "Gambela",
    asosa: "Asosa",
  } satisfies Record<TownId, string>,
  /** Irrigation methods: the name in the form, and the short name in a sentence ("Drip pressure"). */
  methods: {
    drip: { label: "Drip", short: "Drip" },
    sprinkler: { label: "Sprinkler", short: "Sprinkler" },
    furrow: { label: "Furrow (canals between rows)", short: "Furrow" },
  } satisfies Record<MethodId, { label: string; short: string }>,
  /** Package names by package id, and the name of a system beyond them. */
  packages: {
    ...(Object.fromEntries(packages.map((item) => [item.id, item.name])) as Record<
      PackageId,
      string
    >),
    custom: "Custom system",
    /** Below Starter: one panel, a small surface pump and a controller (`sizing-kit.ts`). */
    kit: "Small solar kit",
  },
  /**
   * The climate figures are per Gregorian month, January first: each month's name as the page
   * shows it (the chart's axis shows its first letter).
   */
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  /** Short month names, January first, for the one-line estimate sent to the quote form. */

  /** Texts around the result. */
  result: {
    title: "Your estimate",
    fixInputs: "Correct the highlighted answers above to see your estimate.",
    /**
     * One sentence with the key figures (also announced to screen readers); {power} is the array
     * needed, `kwp` or, under 1 kWp, `watts` (no article before a figure: "a 8.6", "an 1.2").
     */
    summary:
      "{crop} on {hectares}\u00a0ha near {town}: about {volume}\u00a0m³ of water a day in {month}, which needs {power} of solar panels ({package}).",
    water: "Water a day in {month}",
    volume: "{volume}\u00a0m³",
    waterDetail: "{mm}\u00a0mm over {hectares}\u00a0ha, the driest month for the pump",
    pump: "Pump",
    flow: "{flow}\u00a0m³/h",
    /** {sun}: peak sun hours of the design month. */
    pumpDetail: "at {head}\u00a0m total head, the day's water in {sun} peak sun hours",
    array: "Solar array",
    /** An array of 1 kWp or more, with one decimal. */
    kwp: "{kwp}\u00a0kWp",
    /** An array of 1,000 kWp or more, in MWp with one decimal: "15.4 MWp". */
    mwp: "{mwp}\u00a0MWp",
    /** An array under 1 kWp, in watts: "600 W" (never "0 kWp"). */
    watts: "{watts}\u00a0W",
    /** The array's figure: what the need takes ({power}, `kwp` or `watts`). */
    arrayNeeded: "{power} needed",
    /** {installed}: the panels' power together, `kwp` with two decimals or `watts`. */
    arrayDetail: "{panels} × {watts}\u00a0W panels: {installed} installed",
    package: "Package",
    /** {low}, {high}: birr (numbers only); {usdLow}, {usdHigh}: the dollar list prices. */
    priceDetail: "Indicative price {low} – {high}\u00a0birr ({usdLow} – {usdHigh})",
    /** Under the price: {rate} birr to the dollar, {date} the day staff set it (the loader fills both). */
    priceRate:
      "Prices in birr are indicative: converted from our US dollar list prices at {rate}\u00a0birr to the dollar (rate set on {date}).",
    estimateNote:
      "This is an estimate. An engineer confirms it on a site visit: the water's level, the pipe's route and your soil can change it.",
    mattersMost:
      "What changes the result most: the area, the crop, and how deep the water is (each metre of lift costs energy every day).",
    /** {watts}: the panel's rating; {price}: the kit's price in birr (a number), {usd} in dollars. */
    smallKit:
      "Your plot is small: one {watts}\u00a0W panel, a small surface pump and its controller are enough. The kit costs from {price}\u00a0birr ({usd}); you do not need a package.",
    /** What a package's or a custom system's price covers, and what it does not. */
    priceIncludes:
      "The price covers the panels and their mounts, the pump, its controller, the delivery pipe, installation and training; the range allows for site works (trenching, a tank, fittings). It does not include drilling the borehole.",
    /** What the small kit's price covers, and what it does not. */
    kitIncludes:
      "The kit's price is the starting price of its three parts; the hose, fittings and installation are extra. It does not include drilling a borehole.",
    /**
     * The optional drilling estimate: {metres} to drill, {rate} birr a metre, {birr} the total
     * (numbers only), {usd} in dollars.
     */
    drilling:
      "Drilling estimate, not included above: about {metres}\u00a0m at {rate}\u00a0birr a metre, {birr}\u00a0birr ({usd}). An estimate only: the driller's survey decides the depth and the price.",
    /** After the drilling estimate when it is deeper than the company's own rigs drill ({rigs} m). */
    drillingBeyondRigs:
      "That is deeper than our own rigs drill ({rigs}\u00a0m): ask our engineers who can drill it.",
    /**
     * Why the estimate needs more than the next smaller package: {smaller} that package's name as
     * staff publish it, {kw} its array (kW), {need} the array the farm needs as the result's
     * headline shows it ("3.4 kWp"), {kwp} the array its system is sized for, the pipe's friction
     * at its ceiling (decision 0055's design head): a package must reach this one.
     */
    packageReason:
      "Why not {smaller}: its {kw}\u00a0kW array is too small here. Your farm needs {need}; with a margin for friction in the pipe, its system is sized for about {kwp}\u00a0kWp. The deeper the water and the thirstier the crop, the more array each hectare needs.",
    /** `{package}`: the largest package's name as staff publish it. */
    customSystem:
      "Your farm needs more than our {package} package. We design a custom system for farms like yours.",
    beyondRange:
      "This is beyond what our standard pumps do. Please talk to our engineers: a different source, a storage tank or several pumps may serve you better.",
    /**
     * No pipe of the list keeps friction within {share} of the head: {pipe} the largest pipe's
     * outside diameter (mm), {friction} the metres it would lose.
     */
    pipeTooSmall:
      "No pipe in our list keeps the friction within {share} of the head over this distance: even {pipe}\u00a0mm pipe would lose {friction}\u00a0m. Shorten the main (bring the pump or the field closer), lay two pipes side by side, or ask our engineers to design the main.",
    sendToEngineer: "Send this to an engineer",
    print: "Print this estimate",
    quoteInstead: "Ask an engineer for a quote instead",
    headTitle: "Where the head comes from",
    /** A part of the head in metres. */
    metres: "{value}\u00a0m",
    headLift: {
      /** {drawdown}: metres the water level falls while the pump runs. */
      borehole: "Water depth + {drawdown}\u00a0m drawdown",
      surface: "Lift from the water",
    },
    headField: "Field above the source",
    headFriction: "Friction in {pipe}\u00a0mm pipe",
    /** {method}: the method's short name. */
    headPressure: "{method} pressure",

    /** The phone's slim bar above the form, and its link down to the result. */
    mini: "{power} · {package}",
    miniInvalid: "Check your answers",
    miniLink: "See the estimate",
    /** Printed above the result, where the form is left out. */
    printSource: "{brand} · {url}",
    printTitle: "Solar pumping estimate",
    printAnswers: "Your answers",
    /** A printed answer with its unit. */
    printHectares: "{value}\u00a0ha",
    printTown: "{town} ({region})",
  },

  /** The 15-year comparison of solar, petrol and diesel: chart, table and sentences. */
  lifetime: {
    /** {years}: the years compared. */
    title: "Over {years} years: solar, petrol or diesel",
    intro:
      "What the same water costs over {years} years with each pump: the equipment, fuel at your prices, upkeep and replacements, for the seasons you irrigate in a year, at today's prices.",
    /** Under the intro for a borehole: what an engine would really drive there. */
    borehole:
      "From a borehole an engine cannot lift the water itself (a surface pump draws it from about 7\u00a0m at most): it drives a generator and a submersible pump. The fuel and the prices here are those of engine pump sets, a rough guide.",
    /** The three ways of pumping, as the chart, the table and the sentences name them. */
    series: { solar: "Solar", petrol: "Petrol pump", diesel: "Diesel pump" },
    /** {engine}: `engines` below; {year}: a year number. */
    cheaperFrom: "Solar becomes cheaper than a {engine} pump in year {year}.",
    cheaperAtStart: "Solar costs less than a {engine} pump from the start.",
    notCheaper:
      "Over {years} years solar does not become cheaper than a {engine} pump for this field: the fuel it saves does not pay for the panels.",
    engines: { petrol: "petrol", diesel: "diesel" },
    /** The chart's text alternative; {solar}, {petrol}, {diesel}: costs after {years} years. */
    chartAlt:
      "Line chart of the cost so far, in birr, year by year over {years} years. After {years} years: solar {solar}, petrol pump {petrol}, diesel pump {diesel}.",
    /** The y axis: thousands of birr. */
    axis: "thousand birr",
    tableCaption: "Cost so far, year by year, in birr",
    year: "Year",
    /** Year 0 in the table. */
    purchase: "At purchase",
    breakdownCaption: "What each cost is made of, in birr",
    rows: {
      equipment: "Equipment at the start",
      fuel: "Fuel a year",
      upkeep: "Upkeep a year",
      replacements: "Replacements in {years} years",
      total: "Total after {years} years",
    },
    /** {litres}: litres a year after the fuel's cost. */
    litres: "({litres}\u00a0l)",
    birr: "{value}\u00a0birr",
    /** The assumptions, filled in by the loader; the sets' prices in birr with the dollars beside. */
    assumptions:
      "Assumptions: a petrol pump set costs {petrolPrice} per kW, and at least {petrolMin}. It turns {petrolEfficiency} of its fuel's energy into lifted water, needs {petrolUpkeep} of its price a year in upkeep and is replaced every {petrolLife} years. A diesel set costs {dieselPrice} per kW, and at least {dieselMin}; it turns {dieselEfficiency} of its fuel's energy into lifted water, needs {dieselUpkeep} of its price a year in upkeep and is replaced every {dieselLife} years. Engines are bought at {rating} times the pump's power. Solar needs {solarUpkeep} of its price a year in upkeep, and its pump and controller, {pumpShare} of a package's price (the small kit's own, at their list prices), are replaced in year {pumpYear}. Prices are converted at {birr}\u00a0birr to the dollar; interest and inflation are left out.",
  },

  /** Words of the year-at-a-glance chart and its table. */
  chart: {
    title: "A year at a glance",
    intro:
      "Water the crop needs each month, after the rain that falls, against what the proposed array pumps with that month's sun. The system is sized for the design month of your season; in the season's other months it has water to spare.",
    need: "Water the crop needs (m³ a day)",
    pumped: "Water the array pumps (m³ a day)",
    tableCaption: "Water needed and water pumped, month by month, in cubic metres a day",
    month: "Month",
    /** After the design month's name in the table: "November (design month)". */
    designMonth: "{month} (design month)",
    shaded: "The shaded month is the design month the system is sized for.",
    /** How the month names relate to the calendar, where a language needs it ("" for none). */
    monthsNote: "",
  },

  /** The "How we estimate" section: steps in plain words, each with its source. */
  method: {
    steps: [
      {
        title: "Water the crop needs",
        text: "Crop water use in the design month = the crop's coefficient at full growth (FAO-56) × the reference evapotranspiration of your town in the month that needs most water for each hour of sun.",
      },
      {
        title: "Water to pump",
        /** {efficiencies}: `efficiencies` below. */
        text: "Divide by the efficiency of the irrigation method ({efficiencies}), then multiply millimetres by hectares by 10 to get cubic metres a day.",
      },
      {
        title: "Pump flow",
        text: "A solar pump without batteries delivers the day's water in about the peak sun hours of the design month (kWh of sunshine per m² a day): flow = water a day ÷ peak sun hours.",
      },
      {
        title: "Height to lift it",
        text: "Total head = water depth (plus {drawdown}\u00a0m drawdown for a borehole) or surface lift + field height + friction in the suggested pipe + the pressure the method needs. The pipe is the smallest of our list that loses at most {frictionShare} of the total head to friction (Hazen–Williams, C = {hazenC}, plus {fittings} for fittings) with the water at no more than {velocity}\u00a0m/s; a longer main needs a bigger pipe.",
      },
      {
        title: "Energy and solar array",
        text: "Energy = volume × head ÷ {constant} (kWh a day), divided by the pump's efficiency ({pumpEfficiency}). Array = energy ÷ (sun hours of the design month × {derating} for heat, dust and wiring).",
      },
      {
        title: "Petrol, diesel or solar over the years",
        text: "A small diesel pump set turns about {dieselEfficiency} of the fuel's energy ({kwhPerLitre}\u00a0kWh a litre) into lifted water, a petrol set less. Over {years} years we add up, for each, the equipment, the fuel for the seasons you irrigate in a year at your prices, upkeep and replacements, and show the year solar becomes cheaper, if it does.",
      },
    ],
    /** Each method's share of the pumped water that reaches the roots, as percentages. */
    efficiencies: "drip {drip}, sprinkler {sprinkler}, furrow {furrow}",
    /** A share as a percentage: "90 %". */
    percent: "{value}\u00a0%",
    sources:
      "Sources: FAO Irrigation and Drainage Paper 56 (crop coefficients, and the clear-sky ceiling every sunshine figure stays under), Araya and others 2011 (teff), FAO irrigation manuals (method efficiencies, pressures and pipe friction). The towns' monthly evapotranspiration, rain and sunshine are our own approximations, to be checked against FAO CLIMWAT station records and NASA POWER; an engineer checks them for your site.",
  },

  /** What "Send this to an engineer" carries to the quote form, in the page's language. */
  quote: {
    sourceBorehole: "Borehole, water at {depth}\u00a0m",
    /** The borehole is still to be drilled: sales must know a drilling job comes with it. */
    sourceToDrill: "No borehole yet (to be drilled), water expected at {depth}\u00a0m",
    sourceSurface: "River, pond or hand-dug well, lift {depth}\u00a0m",
    /**
     * The estimate in one line of these parts, joined by `separator` (at most 500 characters).
     * The price ({low}, {high}) stays in the part of {package}: beyond the standard range that
     * part is the package's name alone (`summaryLine`).
     */
    separator: "; ",
    line: [
      "{crop}, {hectares}\u00a0ha near {town}, {method} irrigation",
      "{volume}\u00a0m³/day in {month}",
      "pump {flow}\u00a0m³/h at {head}\u00a0m head",
      "{power} array needed ({panels} × {watts}\u00a0W panels, {installed})",
      "{package}, indicative {low}–{high}",
      "pipe {distance}\u00a0m, field {height}\u00a0m above source, {sun} peak sun hours",
    ],
    /** The method in the line above, by id. */
    methods: { drip: "drip", sprinkler: "sprinkler", furrow: "furrow" } satisfies Record<
      MethodId,
      string
    >,
  },
};

/** The sizing page's texts in one language. */
export type SizingText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const sizingEnglish = en;

/**
 * The texts with the tool's constants filled in, formatted for the language (limits in the
 * messages, the method's figures): what the loader sends, so the page's JavaScript carries
 * neither the templates' other languages nor this code.
 */
export function sizingTextWithFigures(
  text: SizingText,
  locale: Locale,
  prices: PriceSettings,
): SizingText {
  const number = (value: number, digits = 0) => formatNumber(locale, value, digits);
  const percent = (share: number) =>
    fill(text.method.percent, { value: number(Math.round(share * 100)) });
  const { errors, method } = text;
  const efficiency = Object.fromEntries(
    sizingMethods.map((item) => [item.id, percent(item.efficiency)]),
  );
  const stepValues = {
    efficiencies: fill(method.efficiencies, efficiency),
    drawdown: number(pumping.boreholeDrawdown),
    constant: number(pumping.hydraulicConstant),
    pumpEfficiency: percent(pumping.subsystemEfficiency),
    derating: number(solarArray.derating, 2),
    dieselEfficiency: percent(diesel.pumpSetEfficiency),
    kwhPerLitre: number(diesel.kWhPerLitre),
    frictionShare: percent(pipeDesign.maxFrictionShare),
    hazenC: number(pipeDesign.hazenWilliamsC),
    fittings: percent(pipeDesign.fittingsAllowance),
    velocity: number(pipeDesign.maxVelocity, 1),
    years: number(LIFETIME_YEARS),
  };
  const { petrol, diesel: dieselSet } = enginePumpSets;
  // The sets' prices are the ones staff set, in birr at the published rate with the dollars
  // beside them, as the estimate shows every price.
  const enginePrices = prices.enginePumpSets;
  const price = (usd: number) => formatUsdInBirr(locale, usd, prices.usdToBirr.rate);
  const years = { years: number(LIFETIME_YEARS) };
  const lifetime = text.lifetime;
  return {
    ...text,
    form: {
      ...text.form,
      fields: {
        ...text.form.fields,
        area: {
          ...text.form.fields.area,
          hint: fill(text.form.fields.area.hint, { timad: number(TIMAD_PER_HECTARE) }),
        },
        petrol: {
          ...text.form.fields.petrol,
          hint: fill(text.form.fields.petrol.hint, {
            price: number(prices.fuelPerLitre.petrol, 2),
          }),
        },
      },
    },
    errors: {
      ...errors,
      area: fill(errors.area, {
        hectares: number(inputLimits.maxHectares),
        timad: number(inputLimits.maxHectares * TIMAD_PER_HECTARE),
      }),
      areaTooSmall: fill(errors.areaTooSmall, {
        hectares: number(inputLimits.minHectares, 2),
        m2: number(inputLimits.minHectares * 10_000),
      }),
      depthBorehole: fill(errors.depthBorehole, { max: number(inputLimits.maxWaterDepth) }),
      depthSurface: fill(errors.depthSurface, { max: number(inputLimits.maxSurfaceLift) }),
      distance: fill(errors.distance, {
        max: number(inputLimits.maxDistance),
        km: number(inputLimits.maxDistance / 1000, 1),
      }),
      height: fill(errors.height, { max: number(inputLimits.maxFieldHeight) }),
      diesel: fill(errors.diesel, { max: number(inputLimits.maxDieselPrice) }),
      petrol: fill(errors.petrol, { max: number(inputLimits.maxDieselPrice) }),
    },
    result: {
      ...text.result,
      pipeTooSmall: fill(text.result.pipeTooSmall, {
        share: percent(pipeDesign.maxFrictionShare),
      }),
      priceRate: fill(text.result.priceRate, {
        rate: number(prices.usdToBirr.rate, 2),
        date: formatDate(locale, prices.usdToBirr.setOn),
      }),
      headLift: {
        ...text.result.headLift,
        borehole: fill(text.result.headLift.borehole, {
          drawdown: number(pumping.boreholeDrawdown),
        }),
      },
    },
    lifetime: {
      ...lifetime,
      title: fill(lifetime.title, years),
      intro: fill(lifetime.intro, years),
      notCheaper: fill(lifetime.notCheaper, years),
      rows: {
        ...lifetime.rows,
        replacements: fill(lifetime.rows.replacements, years),
        total: fill(lifetime.rows.total, years),
      },
      assumptions: fill(lifetime.assumptions, {
        petrolPrice: price(enginePrices.petrol.usdPerKw),
        petrolMin: price(enginePrices.petrol.minimumUsd),
        petrolEfficiency: percent(petrol.pumpSetEfficiency),
        petrolUpkeep: percent(petrol.maintenanceShare),
        petrolLife: number(petrol.lifeYears),
        dieselPrice: price(enginePrices.diesel.usdPerKw),
        dieselMin: price(enginePrices.diesel.minimumUsd),
        dieselEfficiency: percent(dieselSet.pumpSetEfficiency),
        dieselUpkeep: percent(dieselSet.maintenanceShare),
        dieselLife: number(dieselSet.lifeYears),
        rating: number(ENGINE_RATING_PER_SHAFT_KW),
        solarUpkeep: percent(solarUpkeep.maintenanceShare),
        pumpShare: percent(solarUpkeep.pumpShare),
        pumpYear: number(solarUpkeep.pumpReplacementYear),
        birr: number(prices.usdToBirr.rate, 2),
      }),
    },
    method: {
      ...method,
      steps: method.steps.map((step) => ({ ...step, text: fill(step.text, stepValues) })),
    },
  };
}
