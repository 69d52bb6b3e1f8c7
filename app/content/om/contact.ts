import type { ContactText } from "../contact";
import { serviceTitles } from "../services-text";
import { services } from "./services-text";

export const contact: ContactText = {
  meta: {
    title: "Nu Quunnamaa",
    description:
      "{brand} Finfinnee, Baahir Daar yookaan Hawaasaa keessatti bilbilaa, barreessaa yookaan daawwadhaa; yookaan ergaa ergaa: injiniirri keenya sa'aatii 24 keessatti deebisa.",
  },
  hero: {
    eyebrow: "Nu quunnamaa",
    title: "Injiniira jallisii aduu haasofsiisaa",
    lead: "Bilbilaa, barreessaa yookaan waajjiraalee keenya sadan keessaa tokko daawwadhaa. Gaaffii hundaaf deebii ni kennina; marii jalqabaa kaffaltii malee.",
    call: "Amma bilbilaa",
    email: "Imeelii ergaa",
    headOffice: "Waajjira guddaa, {city}",
  },
  sections: {
    channels: { eyebrow: "Nu quunnamaa", title: "Karaalee nu argattan afur" },
    form: {
      eyebrow: "Ergaa",
      title: "Ergaa nuuf ergaa",
      intro:
        "Waa'ee maasii keessanii yookaan gaaffii keessanii nutti himaa; injiniirri keenya sa'aatii 24 keessatti deebisa.",
    },
    offices: {
      eyebrow: "Waajjiraalee",
      title: "Waajjiraalee keenya sadan keessaa tokko daawwadhaa",
    },
    faq: { eyebrow: "Gaaffilee", title: "Gaaffilee yeroo baay'ee gaafataman" },
  },
  next: "Itti aanee maaltu ta'a",
  afterYouWrite: [
    "Injiniirri keenya ergaa keessan dubbisee Wiixata hanga Jimaataatti sa'aatii 24 keessatti deebisa.",
    "Gaaffiin keessan ilaalcha gadi fagoo yoo barbaade, daawwannaa bakkaa mijeessuuf isiniif bilbilla.",
    "Yaadni fi gatiin barreeffamaan isin ga'a. Marii jalqabaa kaffaltii malee.",
  ],
  channels: {
    phone: {
      title: "Bilbila",
      description: "Waa'ee sirna haaraa yookaan suphaa amma injiniira haasofsiisaa.",
      availability: "Wiixata – Jimaata, 8:00 – 18:00",
    },
    email: {
      title: "Imeelii",
      description: "Karoora, suuraa yookaan gaaffii ergaa; sa'aatii 24 keessatti deebisna.",
      availability: "Sa'aatii 24 keessatti deebii",
    },
    chat: {
      title: "Marii kallattii",
      description: "Waa'ee tajaajilaa, gatii fi wabii deebii saffisaa.",
      availability: "Wiixata – Jimaata, 9:00 – 17:00",
    },
    visit: {
      title: "Daawwannaa dirree",
      description: "Injiniirri keenya bakkaa fi bishaan sakatta'uuf gara maasii keessanii dhufa.",
      availability: "Beellamaan",
    },
  },
  actions: {
    chat: "Marii jalqabaa",
    chatWithoutScript: "Bakka isaa ergaa nuuf ergaa",
    visit: "Daawwannaa gaafadhaa",
  },
  faqs: [
    {
      question: "Dhaabbiin yeroo hammamii fudhata?",
      answer:
        "Sakatta'iinsa bakkaa guyyaa 1–2 booda, dhaabbiin paampii aduu fi jallisii baay'een bakka sanatti guyyaa 3–5 fudhata. Qotiinsi boolla bishaanii yoo barbaachise, kana dura guyyoota muraasa dabala.",
    },
    {
      question: "Wabii akkamii kennitu?",
      answer:
        "Paampiin fi paanaaliin aduu wabii waggaa 5 qabu; dhimma oomishtoota waliin jiru nuti isiniif hordofna. Wanti hojii dhaabu yoo jiraate, teeknishaanonni keenya sa'aatii 24 keessatti ga'u.",
    },
    {
      question: "Naannolee kam keessatti hojjettu?",
      answer:
        "Waajjiraalee keenya Finfinnee, Baahir Daar fi Hawaasaa irraa biyya guutuu keessatti hojjenna; Amaaraa, Oromiyaa, Sidaamaa, Tigraay fi Dirree Dhawaa dabalatee naannolee {regions} keessatti sirnoota dhaabneerra.",
    },
    {
      question: "Kaffaltii qoodamee yookaan liqiidhaan bituu nan danda'aa?",
      answer:
        "Eeyyee. Baankii fi dhaabbilee maallaqaa xixiqqaa jallisii aduutiif liqii kennan waliin hojjenna; gatii dhiyaateen fi oomisha eegamuun iyyata keessan akka qopheessitan isin gargaarra.",
    },
  ],
  notFound: {
    title: "Deebii keessan hin arganne?",
    callUs: "Lakkoofsa kanaan nuuf bilbilaa:",
    or: "yookaan",
    message: "ergaa nuuf ergaa",
    after: ". Gaaffiin xiqqaa jedhamu hin jiru.",
  },
  hoursLabel: "Sa'aatii hojii: ",
  callToAction: {
    title: "Waan barbaaddan amma beektuu?",
    text: "Bal'ina maasii fi naannoo keessan nutti himaa; yaada sirnaa fi gatii isiniif erganna.",
    primary: "Tilmaama gatii bilisaa gaafadhaa",
    secondary: "Paakeejiiwwan keenya ilaalaa",
  },
  subject: "Marii: {service}",
  services: serviceTitles(services),
};
