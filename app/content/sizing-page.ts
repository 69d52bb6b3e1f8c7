/**
 * Words of the sizing page (/size-your-system): hero, field labels and hints, messages, the
 * "How we estimate" section and the notes around the result. Figures live in the other
 * `sizing-*.ts` modules; the arithmetic in app/lib/sizing.ts.
 */
import type { CallToAction } from "./call-to-action";
import { sizingMethods } from "./sizing-methods";
import { diesel, inputLimits, pumping, solarArray, TIMAD_PER_HECTARE } from "./sizing-system";

const count = (value: number) => value.toLocaleString("en-US");
const percent = (share: number) => `${Math.round(share * 100)} %`;
const efficiencies = sizingMethods
  .map((method) => `${method.short.toLowerCase()} ${percent(method.efficiency)}`)
  .join(", ");

export const sizingHero = {
  eyebrow: "Size your system",
  title: "How much solar pumping does your farm need?",
  lead: "Tell us your crop, your field and your water. In a few seconds you get the water your crop needs in the driest month, the pump and solar array to lift it, the package that fits, and what the same water would cost with diesel.",
} as const;

/** Label and plain-language hint of each input. */
/** The form's send button: with JavaScript it takes the visitor to the estimate. */
export const sizingSubmitLabel = "Show my estimate";

export const sizingFields = {
  crop: { label: "Crop", hint: "The crop that needs the most water on this field." },
  area: {
    label: "Area to irrigate",
    hint: `In hectares or timad (${TIMAD_PER_HECTARE} timad is about 1 hectare).`,
  },
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
  source: { label: "Water source" },
  depthBorehole: {
    label: "Depth to the water in the borehole (m)",
    hint: "From the ground down to the water surface when the pump is off. The driller's report gives it.",
  },
  depthSurface: {
    label: "Lift from the water to the pump (m)",
    hint: "How far the water surface is below the pump, in the driest month.",
  },
  distance: {
    label: "Distance from the source to the field (m)",
    hint: "Along the route the pipe will take. 100 steps are about 75 m.",
  },
  height: {
    label: "Height of the field above the source (m)",
    hint: "Enter 0 if the field is level with the source or below it.",
  },
  hours: {
    label: "Pumping hours a day",
    hint: "Solar pumps run in daylight: 6 to 8 hours is usual.",
  },
  diesel: {
    label: "Diesel price (birr per litre)",
    hint: "Change it to the price you pay at your fuel station.",
  },
} as const;

/** Water-source choices. */
export const sourceOptions = [
  { value: "borehole", label: "Borehole" },
  { value: "surface", label: "River, pond or hand-dug well" },
] as const;

/** Area units. */
export const unitOptions = [
  { value: "ha", label: "hectares" },
  { value: "timad", label: "timad" },
] as const;

/** Messages next to a field whose value cannot be used. */
export const sizingMessages = {
  notNumber: (name: string) => `${name} must be a number, like 2.5`,
  empty: (name: string) => `Enter the ${name.toLowerCase()}`,
  aboveZero: (name: string) => `${name} must be more than 0`,
  notNegative: (name: string) => `${name} cannot be less than 0`,
  area: `That is more than ${count(inputLimits.maxHectares)} hectares (${count(inputLimits.maxHectares * TIMAD_PER_HECTARE)} timad). For a scheme this size, please talk to our engineers.`,
  depthBorehole: `Water deeper than ${inputLimits.maxWaterDepth} m is beyond this estimate. Please talk to our engineers.`,
  depthSurface: `A lift of more than ${inputLimits.maxSurfaceLift} m is beyond this estimate. Please check the figure or talk to our engineers.`,
  distance: `More than ${count(inputLimits.maxDistance)} m (${inputLimits.maxDistance / 1000} km) of pipe is beyond this estimate. Please talk to our engineers.`,
  height: `A field more than ${inputLimits.maxFieldHeight} m above the source is beyond this estimate. Please talk to our engineers.`,
  heightBelow: "If the field is below the source, enter 0",
  hours: `Enter between ${inputLimits.minHours} and ${inputLimits.maxHours} hours: solar pumps run in daylight`,
  diesel: `Enter a price up to ${count(inputLimits.maxDieselPrice)} birr per litre`,
} as const;

/** Texts around the result. */
export const sizingResultCopy = {
  title: "Your estimate",
  fixInputs: "Correct the highlighted answers above to see your estimate.",
  estimateNote:
    "This is an estimate. An engineer confirms it on a site visit: the water level in your borehole, the pipe route and your soil can change it.",
  mattersMost:
    "What changes the result most: the area, the crop, and how deep the water is (each metre of lift costs energy every day).",
  customSystem:
    "Your farm needs more than our Enterprise package. We design a custom system for farms like yours.",
  beyondRange:
    "This is beyond what our standard pumps do. Please talk to our engineers: a different source, a storage tank or several pumps may serve you better.",
  sendToEngineer: "Send this to an engineer",
  print: "Print this estimate",
  dieselTitle: "Compared with a diesel pump",
  quoteInstead: "Ask an engineer for a quote instead",
  /** The phone's slim bar above the form, and its link down to the result. */
  miniInvalid: "Check your answers",
  /** Printed above the result, where the form is left out. */
  printTitle: "Solar pumping estimate",
  printAnswers: "Your answers",
  miniLink: "See the estimate",
  yearTitle: "A year at a glance",
  yearIntro:
    "Water the crop needs each month, after the rain that falls, against what the proposed array pumps with that month's sun. The system is sized for the design month; in the other months it has water to spare.",
} as const;

/** The "How we estimate" section: steps in plain words, each with its source. */
export const sizingMethodSteps = [
  {
    title: "Water the crop needs",
    text: "Crop water use in the design month = the crop's coefficient at full growth (FAO-56) × the reference evapotranspiration of your town in the month that needs most water for each hour of sun.",
  },
  {
    title: "Water to pump",
    text: `Divide by the efficiency of the irrigation method (${efficiencies}), then multiply millimetres by hectares by 10 to get cubic metres a day.`,
  },
  {
    title: "Height to lift it",
    text: `Total head = water depth (plus ${pumping.boreholeDrawdown} m drawdown for a borehole) or surface lift + field height + friction in the suggested pipe + the pressure the method needs.`,
  },
  {
    title: "Energy and solar array",
    text: `Energy = volume × head ÷ ${pumping.hydraulicConstant} (kWh a day), divided by the pump's efficiency (${percent(pumping.subsystemEfficiency)}). Array = energy ÷ (sun hours of the design month × ${solarArray.derating} for heat, dust and wiring).`,
  },
  {
    title: "Diesel for the same water",
    text: `A small diesel pump set turns about ${percent(diesel.pumpSetEfficiency)} of the fuel's energy (${diesel.kWhPerLitre} kWh a litre) into lifted water. Payback = the system's middle price ÷ the fuel cost of one season.`,
  },
] as const;

export const sizingMethodSources =
  "Sources: FAO Irrigation and Drainage Paper 56 (crop coefficients), Araya and others 2011 (teff), FAO CLIMWAT station records (evapotranspiration and rain), NASA POWER (sunshine), FAO irrigation manuals (method efficiencies, pressures and pipe friction).";

export const sizingCallToAction = {
  title: "Want a firm price?",
  text: "An engineer visits your farm, measures the water and the route, and sends you a free quote.",
  primary: { label: "Get a Free Quote", to: "/get-started#quote" },
  secondary: { label: "Compare packages", to: "/products#packages" },
  callUs: true,
} as const satisfies CallToAction;

/** Words of the year-at-a-glance chart and its table. */
export const yearChartCopy = {
  need: "Water the crop needs (m³ a day)",
  pumped: "Water the array pumps (m³ a day)",
  tableCaption: "Water needed and water pumped, month by month, in cubic metres a day",
  designMonth: "design month",
  shaded: "The shaded month is the design month the system is sized for.",
} as const;

/** Headings of the page's sections. */
export const sizingSections = {
  tool: {
    eyebrow: "Your farm, your system",
    title: "Answer eight questions, see your system",
    intro:
      "Every answer starts with an example. Change what you know; the estimate below follows at once.",
    jump: "Start the estimate",
  },
  method: {
    eyebrow: "How we estimate",
    title: "How we estimate",
    intro:
      "The same method our engineers use for a first design, with published figures for crops and climate.",
  },
} as const;

/** Shown when JavaScript does not run: the example estimate stays, the form cannot update it. */
export const sizingNoScript =
  "Your browser is not running JavaScript, so the estimate cannot follow your answers. It shows the example below: 1 ha of onion near Batu with drip from a borehole. Ask for a free quote and an engineer works out your own.";

/** The figures of the result, in words. Numbers arrive formatted. */
export const resultWords = {
  summary: (
    crop: string,
    hectares: string,
    town: string,
    m3: string,
    month: string,
    kwp: string,
    pack: string,
  ) =>
    `${crop} on ${hectares} ha near ${town}: about ${m3} m³ of water a day in ${month}, from a ${kwp} kWp solar array (${pack}).`,
  water: (month: string) => `Water a day in ${month}`,
  waterDetail: (mm: string, hectares: string) =>
    `${mm} mm over ${hectares} ha, the driest month for the pump`,
  pump: "Pump",
  pumpDetail: (head: string, hours: string) => `at ${head} m total head, ${hours} hours a day`,
  array: "Solar array",
  arrayDetail: (panels: number) => `${panels} × ${solarArray.panelWatts} W panels`,
  package: "Package",
  priceDetail: (low: string, high: string) => `Indicative price ${low} – ${high}`,
  headTitle: "Where the head comes from",
  headLift: {
    borehole: `Water depth + ${pumping.boreholeDrawdown} m drawdown`,
    surface: "Lift from the water",
  },
  headField: "Field above the source",
  headFriction: (pipeMm: number) => `Friction in ${pipeMm} mm pipe`,
  headPressure: (method: string) => `${method} pressure`,
  diesel: (litres: string, season: string, cost: string, price: string, years: string) => ({
    litres: `${litres} litres`,
    cost: `${cost} birr`,
    years: `${years} years`,
    before: "The same water from a diesel pump burns about",
    afterLitres: ` a ${season}, costing`,
    afterCost: ` at ${price} birr a litre. The solar system pays for itself in about`,
    afterYears: " of fuel saved (one season a year; two seasons halve it).",
  }),
  season: (days: number) => (days >= 365 ? "year" : `season of ${days} days`),
} as const;
