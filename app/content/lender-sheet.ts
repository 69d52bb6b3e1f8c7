/**
 * Every word of the "for your lender" sheet (/size-your-system/lender-sheet): one printable page
 * with the estimate, its price, the fuel bought today, the loan, the crop income the farmer types
 * and a monthly cash flow. The loan's own words (terms, instalment, total) are the financing
 * module's. Placeholders in `{braces}` are filled with figures formatted for the page's language.
 */
import type { Translation } from "~/i18n/translation";

const en = {
  meta: {
    title: "Farm cash flow for your lender",
    description:
      "One printable page for a lender: the solar pumping system, its price in birr, the water, the fuel it saves, the loan and the farm's monthly cash flow.",
  },
  eyebrow: "For your lender",
  title: "Solar pumping: farm cash flow",
  /** {date}: the day the sheet is made; {brand}: the company. */
  prepared:
    "Prepared on {date} with the {brand} estimate tool. Indicative figures, not a quote and not a loan offer: an engineer confirms the system on a site visit, and the lender sets the loan's terms.",
  /**
   * Who made the sheet, at its head and foot (printed too): the brand, the company's phone and
   * head office as staff published them, and the sheet's own address, so a lender can open it.
   */
  company: {
    /** {brand}: the company's name (Amharic writes it in Ge'ez as well). */
    brand: "{brand}",
    /** {phone}: the company's number. */
    phone: "Phone: {phone}",
    /** {address}: the head office. */
    office: "Head office: {address}",
    /** {address}: the sheet's web address. */
    online: "Open this sheet at this address to check or change its figures: {address}",
  },
  /** Blank lines the farmer fills in by hand on the printed sheet. */
  farmer: {
    name: "Farmer's name",
    phone: "Phone",
    place: "Kebele and woreda",
    signature: "Signature",
  },
  farm: {
    title: "The farm and its water",
    crop: "Crop",
    area: "Irrigated area",
    /** {hectares}: the area in hectares. */
    areaValue: "{hectares}\u00a0ha",
    town: "Nearest town (climate)",
    method: "Irrigation method",
    /** {month}: the design month. */
    water: "Water a day in {month}, the hardest month for the pump",
    /** {volume}: m³ a day. */
    waterValue: "{volume}\u00a0m³",
  },
  system: {
    title: "The system and its price",
    package: "System",
    array: "Solar array",
    /**
     * {power}: the array needed, "3.4 kWp" or "780 W"; {panels} × {watts}: the panels, and
     * {installed} their power together ("3.85 kWp").
     */
    arrayValue: "{power} needed: {panels} × {watts}\u00a0W panels, {installed}",
    pump: "Pump",
    /** {flow} m³/h, {head} m. */
    pumpValue: "{flow}\u00a0m³/h at {head}\u00a0m total head",
    price: "Indicative price",
    /** {low}, {high}: birr (numbers only); {usdLow}, {usdHigh}: the dollar list prices. */
    priceValue: "{low} – {high}\u00a0birr ({usdLow} – {usdHigh})",
    loanPrice: "Price the loan is worked out on (middle of the range)",
    /** {rate}: birr to the dollar; {date}: the day staff set it. */
    rate: "Birr at {rate} to the US dollar (rate set on {date}). The price does not include drilling a borehole.",
    drilling: "Drilling estimate (not in the price)",
    /** {metres}, {rate} birr a metre, {birr} (numbers only), {usd}. */
    drillingValue:
      "About {metres}\u00a0m at {rate}\u00a0birr a metre: {birr}\u00a0birr ({usd}). An estimate only: the driller's survey decides.",
  },
  fuel: {
    title: "Fuel bought today for the same water",
    /** The title when the farmer has no engine pump today. */
    titleNone: "Fuel an engine pump would burn for the same water",
    /** `none`: the form's choice for a farmer with no engine pump today. */
    engines: { petrol: "Petrol pump", diesel: "Diesel pump", none: "None yet" },
    none: "The farmer has no engine pump today: the cash flow counts no fuel saved.",
    /** {litres}: litres a year; {amount}: birr a month (formatted). */
    value: "{litres} litres a year, {amount} a month",
    /** {engine}: the pump the farmer uses today. */
    current: "{engine} (the farmer's pump today)",
  },
  loan: {
    title: "The loan",
    price: "Amount of the system",
    terms: "Terms",
    /** {down} %, {rate} %, {method} (financing's `methodShort`), {months}, {fee} %. */
    termsValue: "{down} down, {rate} a year {method}, {months} months, a {fee} fee",
    lent: "Amount lent",
    /**
     * The terms typed in the estimate, not the lender's; the figures rounded for reading, so a
     * total need not be its parts multiplied out, to the birr.
     */
    termsNote:
      "Terms as typed in the estimate: the lender's own terms decide. Figures are rounded; the lender's schedule gives them to the birr.",
  },
  income: {
    title: "Crop sales (the farmer's own figures)",
    none: "No crop income was entered: add it below the sheet if you wish.",
    invalid:
      "The crop income could not be worked out: type the harvest and the price as numbers, and 1 to 4 harvests a year.",
    crop: "Crop sold",
    harvest: "Harvest",
    /** {value}: quintals a hectare. */
    harvestValue: "{value} quintals a hectare",
    price: "Price expected",
    /** {value}: birr a quintal. */
    priceValue: "{value}\u00a0birr a quintal",
    harvests: "Harvests a year",
    perYear: "Income a year",
  },
  cashFlow: {
    title: "Monthly cash flow",
    caption: "An average month, in birr",
    heads: {
      item: "Birr a month",
      /** {months}: the loan's term. */
      during: "While the loan runs (months 1–{months})",
      after: "After the loan",
    },
    rows: {
      cropIncome: "Crop sales",
      /** {engine}: "Petrol" or "Diesel". */
      fuelSaved: "{engine} no longer bought",
      instalment: "Loan instalment",
      net: "Left over",
    },
    note: "Crop sales are before the costs of growing (seed, fertiliser, labour). Sales and fuel are spread evenly over the year: a season's income comes at harvest, so the lender may ask to match the instalments to the harvests.",
    noLoan: "The loan terms are not valid: change them below the sheet.",
  },
  form: {
    title: "Change the sheet",
    intro:
      "The sheet shows your estimate with the loan terms you typed. Change them, or add what your crop earns, and update the sheet before you print it.",
    engine: "Your pump today",
    crop: "Crop you sell",
    /** {crop}: the estimate's crop. */
    cropHint: "Leave empty for the crop of your estimate ({crop}).",
    harvest: "Harvest (quintals a hectare)",
    price: "Price (birr a quintal)",
    harvests: "Harvests a year",
    submit: "Update the sheet",
  },
  print: "Print",
  back: "Back to the estimate",
  invalidAnswers:
    "An answer of the estimate is not valid, so the sheet cannot be worked out. Go back to the estimate and correct it.",
};

export type LenderSheetText = Translation<typeof en>;

/** The sheet's English: the shape every translation follows (catalogue.ts). */
export const lenderSheetEnglish: LenderSheetText = en;
