import type { LenderSheetText } from "../lender-sheet";

export const lenderSheet: LenderSheetText = {
  meta: {
    title: "Galii fi baasii qonnaa liqeessaa keessaniif",
    description:
      "Fuula maxxanfamu tokko liqeessaaf: sirna paampii aduu, gatii isaa qarshiidhaan, bishaan, boba'aa qusatu, liqii fi galii fi baasii qonnaa ji'aa.",
  },
  eyebrow: "Liqeessaa keessaniif",
  title: "Paampii aduu: galii fi baasii qonnaa",
  prepared:
    "{date} herregduu tilmaamaa {brand} tiin qophaa'e. Lakkoofsota tilmaamaa ti, tilmaama gatii yookaan waadaa liqii miti: injiniirri keenya sirnicha daawwannaa bakkaatiin ni mirkaneessa, haala liqii immoo liqeessaan murteessa.",
  company: {
    brand: "{brand}",
    phone: "Bilbila: {phone}",
    office: "Waajjira guddaa: {address}",
    online:
      "Lakkoofsota waraqaa kanaa mirkaneessuuf yookaan jijjiiruuf teessoo kana banaa: {address}",
  },
  farmer: {
    name: "Maqaa qonnaan bulaa",
    phone: "Bilbila",
    place: "Gandaa fi aanaa",
    signature: "Mallattoo",
  },
  farm: {
    title: "Maasii fi bishaan isaa",
    crop: "Midhaan",
    area: "Bal'ina jallifamu",
    areaValue: "ha\u00a0{hectares}",
    town: "Magaalaa dhihoo (haala qilleensaa)",
    method: "Mala jallisii",
    water: "Bishaan guyyaatti {month} keessa, ji'a paampiif ulfaataa",
    waterValue: "m³\u00a0{volume}",
  },
  system: {
    title: "Sirnichaa fi gatii isaa",
    package: "Sirna",
    array: "Paanaalii aduu",
    arrayValue: "{power} barbaachisa: paanaalii {panels} × W\u00a0{watts}, {installed}",
    pump: "Paampii",
    pumpValue: "m³/h\u00a0{flow}, olka'iinsa waliigalaa m\u00a0{head} irratti",
    price: "Gatii tilmaamaa",
    priceValue: "qarshii\u00a0{low} – {high} ({usdLow} – {usdHigh})",
    loanPrice: "Gatii liqiin irratti herregame (walakkaa daangaa)",
    rate: "Qarshii doolaara Ameerikaa tokkoof {rate} (gatiin jijjiirraa {date} murtaa'e). Gatiin kun qotiinsa boolla bishaanii hin dabalatu.",
    drilling: "Tilmaama qotiinsaa (gatii keessa hin jiru)",
    drillingValue:
      "m\u00a0{metres} naannoo, meetira tokkoof qarshii\u00a0{rate}: qarshii\u00a0{birr} ({usd}). Tilmaama qofa: qorannoon qotaa murteessa.",
  },
  fuel: {
    title: "Boba'aa har'a bishaan kanaaf bitamu",
    titleNone: "Boba'aa paampiin motoraa gubu",
    engines: { petrol: "Paampii beenzilaa", diesel: "Paampii naaftaa", none: "Ammaaf hin jiru" },
    none: "Qonnaan bulaan har'a paampii motoraa hin qabu: galii fi baasiin ji'aa boba'aa qusatame hin lakkaa'u.",
    value: "waggaatti liitira\u00a0{litres}, ji'atti {amount}",
    current: "{engine} (qonnaan bulaan har'a itti fayyadamu)",
  },
  loan: {
    title: "Liqii",
    price: "Gatii sirnichaa",
    terms: "Haala liqii",
    termsValue:
      "kaffaltii duraa {down}, dhala waggaatti {rate} ({method}), ji'a {months}, kaffaltii tajaajilaa {fee}",
    lent: "Maallaqa liqeeffame",
    termsNote:
      "Haalli kun tilmaama keessatti galfame: kan liqeessaa murteessa. Lakkoofsonni geeffamaniiru; gabateen liqeessaa qarshii tokkootti kenna.",
  },
  income: {
    title: "Gurgurtaa midhaanii (lakkoofsota qonnaan bulaa)",
    none: "Galiin midhaanii hin galfamne: yoo barbaaddan waraqaa kana jalatti galchaa.",
    invalid:
      "Galiin midhaanii herregamuu hin dandeenye: oomishaa fi gatii lakkoofsaan, oomisha waggaatti immoo 1 hanga 4 galchaa.",
    crop: "Midhaan gurguramu",
    harvest: "Oomisha",
    harvestValue: "heektaara tokkoof kuntaala {value}",
    price: "Gatii eegamu",
    priceValue: "kuntaala tokkoof qarshii\u00a0{value}",
    harvests: "Oomisha waggaatti",
    perYear: "Galii waggaa",
  },
  cashFlow: {
    title: "Galii fi baasii ji'aa",
    caption: "Ji'a giddu-galeessaa, qarshiidhaan",
    heads: {
      item: "Qarshii ji'atti",
      during: "Yeroo liqiin kaffalamu (ji'a 1 – {months})",
      after: "Erga liqiin xumuramee booda",
    },
    rows: {
      cropIncome: "Gurgurtaa midhaanii",
      fuelSaved: "{engine} hin bitamne",
      instalment: "Kaffaltii liqii ji'aa",
      net: "Kan hafu",
    },
    note: "Gurgurtaan midhaanii baasii oomishaa (sanyii, xaa'oo, humna hojii) osoo hin hir'isin ti. Gurgurtaan midhaanii fi boba'aan waggaa irratti walqixa qoodaman: galiin yeroo oomishaa dhufa, kanaaf liqeessaan kaffaltii liqii yeroo oomishaa waliin akka walsimsiisan gaafachuu danda'a.",
    noLoan: "Haalli liqii sirrii miti: waraqaa kana jalatti jijjiiraa.",
  },
  form: {
    title: "Waraqaa jijjiiraa",
    intro:
      "Waraqaan kun tilmaama keessan haala liqii isin galchitan waliin agarsiisa. Jijjiiraa, yookaan galii midhaan keessanii dabalaa, osoo hin maxxansiin dura waraqaa haaromsaa.",
    engine: "Paampii har'a itti fayyadamtan",
    crop: "Midhaan gurgurtan",
    cropHint: "Yoo duwwaa dhiiftan midhaan tilmaama keessanii ({crop}) fudhatama.",
    harvest: "Oomisha (heektaara tokkoof kuntaala)",
    price: "Gatii (kuntaala tokkoof qarshii)",
    harvests: "Oomisha waggaatti",
    submit: "Waraqaa haaromsaa",
  },
  print: "Maxxansaa",
  back: "Gara tilmaamaatti deebi'aa",
  invalidAnswers:
    "Deebiin tilmaamaa tokko sirrii waan hin taaneef waraqaan herregamuu hin dandeenye. Gara tilmaamaatti deebi'aatii sirreessaa.",
};
